import Foundation
import Handlers
import InMemoryTracing
import Requester
import RequesterTracing
import Stream
import Testing
import Tracing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("TracingRequestObserver, over StubTransport")
struct TracingRequestObserverTests {
    let tracer = W3CInMemoryTracer()
    let stub = StubTransport()

    func client(transport: (any Transport)? = nil, retry: RetryPolicy? = nil) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: transport ?? stub, retryPolicy: retry,
            observers: [TracingRequestObserver(tracer: tracer)])
    }

    var clientSpans: [FinishedInMemorySpan] { tracer.spans.finishedSpans.filter { $0.kind == .client } }

    @Test func aRequestIsAClientSpanUnderTheCurrentContextAndCarriesItsTraceparent() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let handler = tracer.startSpan("handler", context: .topLevel, ofKind: .server)
        ServiceContext.withValue(handler.context) {
            _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        }
        handler.end()
        let span = try #require(clientSpans.first)
        #expect(clientSpans.count == 1)
        #expect(span.operationName == "GET")
        #expect(span.traceID == handler.traceID)
        #expect(span.parentSpanID == handler.spanID)
        let sent = try #require(stub.requests.first)
        #expect(sent.value(forHTTPHeaderField: "traceparent")
                == W3CInMemoryTracer.traceparent(traceID: span.traceID, spanID: span.spanID))
        #expect(span.attributes.get("http.request.method") == .string("GET"))
        #expect(span.attributes.get("server.address") == .string("api.example.com"))
        #expect(span.attributes.get("server.port") == .int64(443))
        #expect(span.attributes.get("url.scheme") == .string("https"))
        #expect(span.attributes.get("http.response.status_code") == .int64(200))
        #expect(span.attributes.get("error.type") == nil)
        #expect(span.status == nil)
        #expect(span.events.map(\.name) == ["attempt"])
        #expect(span.events.first?.attributes.get("attempt") == .int64(1))
        #expect(tracer.spans.activeSpans.isEmpty)
    }

    @Test func sendFromATaskIsUnderItsContext() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let handler = tracer.startSpan("handler", context: .topLevel, ofKind: .server)
        _ = try await ServiceContext.withValue(handler.context) {
            try await client.send(Endpoint<User>.get("users/1"))
        }
        handler.end()
        #expect(clientSpans.first?.parentSpanID == handler.spanID)
    }

    @Test func eachAttemptIsASpanAndARetryCountsItsResends() throws {
        let scheduler = millisecondScheduler()
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = client(retry: retryPolicy(on: scheduler))
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.events.count == 2)
        let spans = clientSpans
        #expect(spans.count == 2)
        #expect(spans.map { $0.attributes.get("http.response.status_code") } == [.int64(503), .int64(200)])
        #expect(spans.map { $0.attributes.get("http.request.resend_count") } == [nil, .int64(1)])
        #expect(spans.map { $0.events.first?.attributes.get("attempt") } == [.int64(1), .int64(2)])
        #expect(spans.first?.attributes.get("error.type") == .string("503"))
        #expect(spans.first?.status?.code == .error)
        #expect(spans.last?.status == nil)
        // Each attempt sent its own span's context.
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "traceparent") }
                == spans.map { W3CInMemoryTracer.traceparent(traceID: $0.traceID, spanID: $0.spanID) })
    }

    @Test func anAttemptWithoutResponseEndsWithItsErrorType() {
        stub.stub("GET", "/v1/users/1", .failure(URLError(.timedOut)))
        _ = client().request(Endpoint<User>.get("users/1")).subscribe()
        #expect(clientSpans.first?.attributes.get("error.type") == .string("timeout"))
        #expect(clientSpans.first?.status?.code == .error)
    }

    @Test func anAttemptDisposedInFlightEndsCancelled() {
        let scheduler = millisecondScheduler()
        let slow = StubTransport(delay: .seconds(10), scheduler: scheduler)
        slow.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(transport: slow)
        _ = scheduler.start(disposed: 500) { client.request(Endpoint<User>.get("users/1")) }
        #expect(clientSpans.first?.attributes.get("error.type") == .string("cancelled"))
        #expect(tracer.spans.activeSpans.isEmpty)
    }

    @Test func theHeaderGoesOnTheRequestAsTheAdaptersAndTheAuthenticatorLeftIt() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub, adapters: [OverwritingTraceparent()],
            authenticator: .bearer(token: { "t0ken" }, refresh: {}),
            observers: [TracingRequestObserver(tracer: tracer)])
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        let span = try #require(clientSpans.first)
        let sent = try #require(stub.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
        #expect(sent.value(forHTTPHeaderField: "traceparent")
                == W3CInMemoryTracer.traceparent(traceID: span.traceID, spanID: span.spanID))
        #expect(tracer.spans.activeSpans.isEmpty)
    }

    /// A client written when the tracer had to be an adapter too.
    @Test func alsoListedAsAnAdapterItStillTracesEachAttemptOnce() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let tracing = TracingRequestObserver(tracer: tracer)
        let client = APIClient(baseURL: baseURL, transport: stub, adapters: [tracing], observers: [tracing])
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        let span = try #require(clientSpans.first)
        #expect(clientSpans.count == 1)
        #expect(try #require(stub.requests.first).value(forHTTPHeaderField: "traceparent")
                == W3CInMemoryTracer.traceparent(traceID: span.traceID, spanID: span.spanID))
        #expect(tracer.spans.activeSpans.isEmpty)
    }

    @Test func aTracerThatPropagatesNothingLeavesTheRequestAlone() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let tracing = TracingRequestObserver(tracer: NoOpTracer())
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [tracing])
        var values: [User] = []
        _ = client.request(Endpoint<User>.get("users/1")).subscribe(onNext: { values.append($0) })
        #expect(values == [User(id: 1, name: "Ada")])
        #expect(try #require(stub.requests.first).value(forHTTPHeaderField: "traceparent") == nil)
    }
}

/// An adapter that sets a `traceparent` of its own, which the tracer's
/// must replace.
private struct OverwritingTraceparent: RequestAdapter {
    func adapt(_ request: URLRequest) throws -> URLRequest {
        var request = request
        request.setValue("00-00000000000000000000000000000001-0000000000000001-01", forHTTPHeaderField: "traceparent")
        return request
    }
}
