import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `RequestInstrument` that stamps `X-Trace: <name>-<attempt>` on each
/// attempt, recording the requests it was given and, as a
/// `RecordingRequestObserver` does, what it was told.
final class StampingInstrument: RequestInstrument {
    let name: String
    let recorder = RecordingRequestObserver()
    private let given = Locked<[URLRequest]>([])

    init(_ name: String = "stamp") {
        self.name = name
    }

    /// The requests `instrument` was given, in order.
    var instrumented: [URLRequest] { given.withLock { $0 } }

    func instrument(_ request: URLRequest, attempt: Int) -> URLRequest {
        given.withLock { $0.append(request) }
        var request = request
        request.setValue("\(name)-\(attempt)", forHTTPHeaderField: "X-Trace")
        return request
    }

    func didStart(_ request: URLRequest, attempt: Int) {
        recorder.didStart(request, attempt: attempt)
    }

    func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        recorder.didFinish(request, attempt: attempt, result: result, metrics: metrics)
    }
}

@Suite("RequestInstrument: one registration marks the request and observes it")
struct RequestInstrumentTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()
    let instrument = StampingInstrument()
    let user = "https://api.example.com/v1/users/1"

    @Test func oneRegistrationMarksWhatTheTransportSeesAndIsObserved() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [instrument])
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.elements == [User(id: 1, name: "Ada")])
        #expect(try #require(stub.requests.first).value(forHTTPHeaderField: "X-Trace") == "stamp-1")
        #expect(instrument.recorder.calls == [
            .start(url: user, attempt: 1), .finish(url: user, attempt: 1, status: 200, error: nil),
        ])
        #expect(instrument.recorder.started.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["stamp-1"])
    }

    @Test func itMarksTheRequestAfterTheAdaptersAndTheAuthenticator() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub, adapters: [FixedHeader(name: "X-Trace", value: "adapter")],
            authenticator: .bearer(token: { "t0ken" }, refresh: {}), observers: [instrument])
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        let given = try #require(instrument.instrumented.first)
        #expect(given.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
        #expect(given.value(forHTTPHeaderField: "X-Trace") == "adapter")
        let sent = try #require(stub.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
        #expect(sent.value(forHTTPHeaderField: "X-Trace") == "stamp-1")
    }

    @Test func everyAttemptIsMarkedWithItsNumber() {
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(maxAttempts: 2, backoff: .constant(.milliseconds(100)), scheduler: scheduler),
            observers: [instrument])
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.completed)
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["stamp-1", "stamp-2"])
        // Each attempt is marked anew from the adapted request, not from the last one sent.
        #expect(instrument.instrumented.map { $0.value(forHTTPHeaderField: "X-Trace") } == [nil, nil])
        #expect(instrument.recorder.calls.count == 4)
    }

    @Test func everyObserverSeesTheMarkedRequestAndInstrumentsRunInOrder() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let watcher = RecordingRequestObserver()
        let second = StampingInstrument("second")
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [watcher, instrument, second])
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        #expect(second.instrumented.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["stamp-1"])
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["second-1"])
        #expect(watcher.started.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["second-1"])
        #expect(instrument.recorder.started.map { $0.value(forHTTPHeaderField: "X-Trace") } == ["second-1"])
    }

    @Test func theLogShowsTheMarkedRequest() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let lines = Locked<[String]>([])
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            logger: RequestLogger(options: .requestHeaders, sink: { line in lines.withLock { $0.append(line) } }),
            observers: [instrument])
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        #expect(lines.withLock { $0.joined(separator: "\n") }.contains("stamp-1"))
    }

    @Test func linesAreMarkedAsEveryOtherAttempt() throws {
        stub.stub("GET", "/v1/feed", .status(200, body: "a\nb\n"))
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [instrument])
        let lines = scheduler.start { client.lines(.get("feed")) }
        #expect(lines.elements == ["a", "b"])
        #expect(try #require(stub.requests.first).value(forHTTPHeaderField: "X-Trace") == "stamp-1")
        #expect(instrument.recorder.calls.count == 2)
    }

    @Test func aRequestThatCannotBeAdaptedIsNeitherMarkedNorObserved() {
        let client = APIClient(baseURL: baseURL, transport: stub, adapters: [FailingAdapter()], observers: [instrument])
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.requestError != nil)
        #expect(instrument.instrumented.isEmpty)
        #expect(instrument.recorder.calls.isEmpty)
    }

    @Test func anAttemptDisposedWhileItsAdaptersRunIsNotMarked() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let stop = PublishSubject<Void>()
        let client = APIClient(
            baseURL: baseURL, transport: stub, adapters: [StoppingAdapter(stop: stop)], observers: [instrument])
        _ = client.request(Endpoint<User>.get("users/1")).take(until: stop).subscribe()
        #expect(stub.totalCallCount == 0)
        #expect(instrument.instrumented.isEmpty)
        #expect(instrument.recorder.calls == [
            .start(url: user, attempt: 1),
            .finish(url: user, attempt: 1, status: nil, error: "\(RequestError.cancelled)"),
        ])
    }

    @Test func theRequestAClientBuildsIsNotMarked() throws {
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [instrument])
        let request = try client.urlRequest(for: Endpoint<User>.get("users/1"))
        #expect(request.value(forHTTPHeaderField: "X-Trace") == nil)
        #expect(instrument.instrumented.isEmpty)
    }
}
