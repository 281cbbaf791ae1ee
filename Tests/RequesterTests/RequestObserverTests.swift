import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Records what a `RequestObserver` is told, in order.
final class RecordingRequestObserver: RequestObserver {
    enum Call: Equatable, Sendable {
        case start(url: String, attempt: Int)
        /// The status of the response, or the error without one.
        case finish(url: String, attempt: Int, status: Int?, error: String?)
    }

    private let recorded = Locked<([Call], [RequestMetrics], [URLRequest])>(([], [], []))

    var calls: [Call] { recorded.withLock { $0.0 } }
    var metrics: [RequestMetrics] { recorded.withLock { $0.1 } }
    /// The requests `didStart` saw.
    var started: [URLRequest] { recorded.withLock { $0.2 } }

    func didStart(_ request: URLRequest, attempt: Int) {
        recorded.withLock {
            $0.0.append(.start(url: request.url?.absoluteString ?? "", attempt: attempt))
            $0.2.append(request)
        }
    }

    func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        let call: Call
        switch result {
        case .success(let response):
            call = .finish(url: request.url?.absoluteString ?? "", attempt: attempt, status: response.statusCode, error: nil)
        case .failure(let error):
            call = .finish(url: request.url?.absoluteString ?? "", attempt: attempt, status: nil, error: "\(error)")
        }
        recorded.withLock {
            $0.0.append(call)
            $0.1.append(metrics)
        }
    }
}

@Suite("APIClient observers, over StubTransport in virtual time")
struct RequestObserverTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()
    let observer = RecordingRequestObserver()
    let user = "https://api.example.com/v1/users/1"

    func client(
        transport: (any Transport)? = nil, retry: RetryPolicy? = nil, adapters: [any RequestAdapter] = [],
        observers: [any RequestObserver]? = nil
    ) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: transport ?? stub, adapters: adapters, retryPolicy: retry,
            observers: observers ?? [observer])
    }

    @Test func oneAttemptIsOneStartAndOneFinish() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.elements == [User(id: 1, name: "Ada")])
        #expect(observer.calls == [
            .start(url: user, attempt: 1), .finish(url: user, attempt: 1, status: 200, error: nil),
        ])
        #expect(observer.metrics.map(\.attempt) == [1])
    }

    @Test func everyAttemptOfARetriedRequestIsObservedWithItsNumber() {
        stub.stub("GET", "/v1/users/1", .status(503), .failure(URLError(.timedOut)), .json(userJSON))
        let client = client(retry: RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.completed)
        #expect(observer.calls == [
            .start(url: user, attempt: 1), .finish(url: user, attempt: 1, status: 503, error: nil),
            .start(url: user, attempt: 2),
            .finish(url: user, attempt: 2, status: nil, error: "\(RequestError.transport(URLError(.timedOut)))"),
            .start(url: user, attempt: 3), .finish(url: user, attempt: 3, status: 200, error: nil),
        ])
        #expect(observer.metrics.map(\.attempt) == [1, 2, 3])
    }

    @Test func anErrorStatusIsASuccessfulExchange() {
        stub.stub("GET", "/v1/users/1", .status(404))
        let client = client()
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.requestError?.statusCode == 404)
        #expect(observer.calls.last == .finish(url: user, attempt: 1, status: 404, error: nil))
    }

    @Test func observersSeeTheRequestAsAdapted() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(adapters: [BearerTokenAdapter { "t0ken" }])
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(observer.started.first?.value(forHTTPHeaderField: "Authorization") == "Bearer t0ken")
    }

    @Test func aRequestThatCannotBeBuiltIsNotObserved() {
        let client = client(adapters: [FailingAdapter()])
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.requestError != nil)
        #expect(observer.calls.isEmpty)
    }

    @Test func disposingInFlightFinishesWithCancelled() {
        let slow = StubTransport(delay: .seconds(10), scheduler: scheduler)
        slow.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(transport: slow)
        let events = scheduler.start(disposed: 500) { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.events.isEmpty)
        #expect(observer.calls == [
            .start(url: user, attempt: 1),
            .finish(url: user, attempt: 1, status: nil, error: "\(RequestError.cancelled)"),
        ])
        // Disposing again, or the end of the test, tells nothing more.
        #expect(observer.calls.count == 2)
    }

    /// A tracing adapter started a span for the request it adapted: the
    /// attempt is observed, as cancelled, though it is never sent.
    @Test func anAttemptDisposedWhileItsAdaptersRunFinishesCancelledUnsent() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let stop = PublishSubject<Void>()
        let client = client(adapters: [StoppingAdapter(stop: stop)])
        let events = Locked(0)
        _ = client.request(Endpoint<User>.get("users/1")).take(until: stop)
            .subscribe(onNext: { _ in events.withLock { $0 += 1 } })
        #expect(stub.totalCallCount == 0)
        #expect(events.withLock { $0 } == 0)
        #expect(observer.calls == [
            .start(url: user, attempt: 1),
            .finish(url: user, attempt: 1, status: nil, error: "\(RequestError.cancelled)"),
        ])
    }

    @Test func didFinishComesBeforeTheValueIsDelivered() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let finishedFirst = Locked<Bool?>(nil)
        _ = client.request(Endpoint<User>.get("users/1")).subscribe(onNext: { [observer] _ in
            finishedFirst.withLock { $0 = observer.calls.count == 2 }
        })
        #expect(finishedFirst.withLock { $0 } == true)
    }

    @Test func metricsCountTheBodiesAndTheTime() throws {
        stub.stub("POST", "/v1/users", .json(userJSON, status: 201))
        let client = client()
        let before = Date()
        let wall = ContinuousClock.now
        _ = client.request(Endpoint<User>.post("users", body: ["name": "Ada"])).subscribe()
        let elapsed = ContinuousClock.now - wall
        let after = Date()
        let metrics = try #require(observer.metrics.first)
        let sent = try #require(observer.started.first?.httpBody)
        #expect(metrics.sentBytes == Int64(sent.count))
        #expect(metrics.receivedBytes == Int64(userJSON.utf8.count))
        #expect(metrics.attempt == 1)
        #expect(metrics.start >= before && metrics.start <= after)
        #expect(metrics.duration >= .zero && metrics.duration <= elapsed)
    }

    @Test func aFailureWithoutResponseCountsNoBytes() throws {
        stub.stub("POST", "/v1/users", .failure(URLError(.networkConnectionLost)))
        let client = client()
        _ = client.request(Endpoint<User>.post("users", body: ["name": "Ada"])).subscribe()
        let metrics = try #require(observer.metrics.first)
        #expect(metrics.sentBytes == 0)
        #expect(metrics.receivedBytes == 0)
    }

    @Test func everyObserverIsToldInOrder() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let second = RecordingRequestObserver()
        let client = client(observers: [observer, second])
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        #expect(observer.calls.count == 2)
        #expect(second.calls == observer.calls)
    }

    @Test func sendIsObserved() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        _ = try await client().send(Endpoint<User>.get("users/1"))
        #expect(observer.calls.count == 2)
    }

    @Test func cancellingSendFinishesWithCancelled() async {
        let waiting = StubTransport(delay: .seconds(10), scheduler: scheduler)
        waiting.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(transport: waiting)
        let task = Task { try await client.send(Endpoint<User>.get("users/1")) }
        while waiting.totalCallCount == 0 { await Task.yield() }
        task.cancel()
        _ = await task.result
        #expect(observer.calls.last == .finish(url: user, attempt: 1, status: nil, error: "\(RequestError.cancelled)"))
    }

    @Test func aClientWithoutObserversHasNone() {
        #expect(APIClient(baseURL: baseURL, transport: stub).observers.isEmpty)
    }
}

/// An adapter that refuses every request.
struct FailingAdapter: RequestAdapter {
    struct Refused: Error {}

    func adapt(_ request: URLRequest) throws -> URLRequest { throw Refused() }
}

/// An adapter that stops the request it adapts, as a dispose from another
/// thread could while the adapters run.
struct StoppingAdapter: RequestAdapter {
    let stop: PublishSubject<Void>

    func adapt(_ request: URLRequest) throws -> URLRequest {
        stop.onNext(())
        return request
    }
}
