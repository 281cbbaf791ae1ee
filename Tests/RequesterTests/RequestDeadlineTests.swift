import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `RequestLimits.deadline`: one request, every attempt and wait included,
/// to its last byte, in virtual time (ticks of 1 ms, subscribed at 200; the
/// deadline's timer runs on the retry policy's scheduler).
@Suite("RequestLimits.deadline: a total deadline per request")
struct RequestDeadlineTests {
    let scheduler = millisecondScheduler()

    func policy(_ backoff: Backoff = .constant(.seconds(1)), maxAttempts: Int = 10) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, backoff: backoff, scheduler: scheduler)
    }

    func client(_ transport: any Transport, deadline: Duration? = .seconds(2)) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: transport, retryPolicy: policy(),
            limits: RequestLimits(deadline: deadline, minimumReconnectionDelay: .seconds(1)))
    }

    /// Each public stream of `client` for `GET /v1/slow`, by name.
    static let methods = ["request", "requestResponse", "transfer", "download", "lines", "events"]

    /// `method` of `client` for `GET /v1/slow`, held to `limits` when given.
    func call(_ method: String, on client: APIClient, limits: RequestLimits? = nil) -> Observable<String> {
        func held<Response>(_ endpoint: Endpoint<Response>) -> Endpoint<Response> {
            guard let limits else { return endpoint }
            return endpoint.limits(limits)
        }
        let text = held(Endpoint<String>.get("slow"))
        switch method {
        case "request": return client.request(text)
        case "requestResponse": return client.requestResponse(text).map(\.value)
        case "transfer": return client.transfer(text).map { "\($0)" }
        case "download":
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("deadline-\(UUID().uuidString)")
            return client.download(held(Endpoint<Data>.get("slow")), to: file).map { "\($0)" }
        case "lines": return client.lines(text)
        default: return client.events(held(Endpoint<ServerSentEvent>.get("slow"))).map(\.data)
        }
    }

    @Test(arguments: methods)
    func aRequestNeverAnsweredFailsAtItsDeadlineAndIsCancelled(_ method: String) throws {
        let transport = UnansweringTransport(scheduler: scheduler)
        let client = client(transport)
        let observer = scheduler.start(disposed: 100_000) { call(method, on: client) }
        #expect(observer.events.count == 1)
        #expect(observer.terminalTime == 2_200)
        let error = try #require(observer.requestError)
        #expect(error.urlErrorCode == .timedOut)
        #expect(error.localizedDescription.contains("deadline"))
        #expect(error.localizedDescription.contains("https://api.example.com/v1/slow"))
        #expect(transport.calls == [UnansweringTransport.Call(time: 200, disposedAt: 2_200)])  // cancelled, never retried
    }

    @Test func retriesAndTheWaitsBetweenThemCount() {
        let stub = StubTransport()
        stub.stub("GET", "/v1/down", .status(503))
        let client = client(stub, deadline: .milliseconds(2_500))
        let observer = scheduler.start(disposed: 100_000) { client.request(Endpoint<User>.get("down")) }
        // Attempts at 200, 1200 and 2200; the wait for the fourth is cut at 2700.
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 2_700)
        #expect(stub.callCount("GET", "/v1/down") == 3)
    }

    @Test func aBodyTrickledAByteASecondFailsAtTheDeadline() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("GET", "/v1/users/1", StubTransport.Reply.json(userJSON).chunked(1, every: .seconds(1)))
        let client = client(stub, deadline: .seconds(3))
        let observer = scheduler.start(disposed: 100_000) { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 3_200)
        #expect(stub.callCount("GET", "/v1/users/1") == 1)
    }

    @Test func anAnswerBeforeTheDeadlineCancelsTheTimer() {
        let stub = StubTransport(delay: .milliseconds(1_900), scheduler: scheduler)
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(stub)
        let observer = scheduler.start(disposed: 100_000) { client.request(Endpoint<User>.get("users/1")) }
        #expect(observer.events == [.next(2_100, User(id: 1, name: "Ada")), .completed(2_100)])
    }

    @Test func theDeadlineBoundsAWholeLineStream() {
        let stub = StubTransport(scheduler: scheduler)
        stub.stub("GET", "/v1/log", StubTransport.Reply.status(200, body: "a\nb\nc\nd\n").chunked(2, every: .seconds(1)))
        let client = client(stub, deadline: .milliseconds(2_500))
        let observer = scheduler.start(disposed: 100_000) { client.lines(Endpoint<String>.get("log")) }
        #expect(observer.elements == ["a", "b", "c"])
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 2_700)
    }

    @Test func theDeadlineBoundsAnEventStreamAcrossReconnections() {
        let stub = StubTransport()
        stub.stub("GET", "/v1/feed", .status(200, body: "data: a\n\n", headers: ["Content-Type": "text/event-stream"]))
        let client = client(stub, deadline: .milliseconds(2_500))
        let observer = scheduler.start(disposed: 100_000) { client.events(Endpoint<ServerSentEvent>.get("feed")) }
        // Connections at 200, 1200 and 2200, each delivering an event (1 s apart, the floor).
        #expect(observer.elements.map(\.data) == ["a", "a", "a"])
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 2_700)
        #expect(stub.callCount("GET", "/v1/feed") == 3)
    }

    @Test func theEndpointsDeadlineReplacesTheClients() {
        let transport = UnansweringTransport(scheduler: scheduler)
        let client = client(transport, deadline: nil)
        let limits = RequestLimits(deadline: .milliseconds(500))
        let observer = scheduler.start(disposed: 100_000) { call("request", on: client, limits: limits) }
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 700)
    }

    @Test func byDefaultThereIsNoDeadline() {
        #expect(RequestLimits.default.deadline == nil)
        let transport = UnansweringTransport(scheduler: scheduler)
        let client = APIClient(baseURL: baseURL, transport: transport, retryPolicy: policy())
        let observer = scheduler.start(disposed: 100_000) { client.request(Endpoint<String>.get("slow")) }
        #expect(observer.events.isEmpty)
        #expect(transport.calls == [UnansweringTransport.Call(time: 200, disposedAt: 100_000)])
    }
}

/// A transport that never answers, neither a response nor an end,
/// recording when each call was made and when it was disposed.
final class UnansweringTransport: Transport, Sendable {
    struct Call: Equatable, Sendable {
        var time: TestTime
        var disposedAt: TestTime?
    }

    let scheduler: TestScheduler
    private let recorded = Locked<[Call]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var calls: [Call] { recorded.withLock { $0 } }

    func send(_ request: URLRequest) -> Observable<HTTPResponse> { silence() }

    func stream(_ request: URLRequest) -> Observable<TransportEvent> { silence() }

    private func silence<Element>() -> Observable<Element> {
        Observable.create { [self] _ in
            let index = recorded.withLock { calls in
                calls.append(Call(time: scheduler.clock))
                return calls.count - 1
            }
            return Disposables.create { [self] in
                recorded.withLock { calls in
                    if calls[index].disposedAt == nil { calls[index].disposedAt = scheduler.clock }
                }
            }
        }
    }
}
