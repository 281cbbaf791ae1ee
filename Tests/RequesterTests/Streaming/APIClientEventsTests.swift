import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient.events` over a scripted transport, in virtual time (ticks of
/// 1 ms; subscribed at 200, each script's steps at offsets from its call).
/// Without a policy the waits run on the test's scheduler too, through
/// `events(_:reconnectingWithoutPolicyOn:)`. The clients here have no
/// reconnection floor, so the `retry:` and backoff rules show at
/// millisecond scale; EventReconnectionFloorTests holds the floor.
@Suite("APIClient.events in virtual time")
struct APIClientEventsTests {
    typealias Script = [(TestTime, ScriptedStreamTransport.Step)]
    let scheduler = millisecondScheduler()

    func policy(_ backoff: Backoff = .constant(.milliseconds(100)), maxAttempts: Int = 5) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, backoff: backoff, scheduler: scheduler)
    }

    func transport(_ scripts: Script...) -> ScriptedStreamTransport {
        ScriptedStreamTransport(scheduler: scheduler, scripts)
    }

    /// `events(endpoint)` of a client over `transport` without a
    /// reconnection floor, reconnecting in virtual time.
    func events(
        _ transport: any Transport, retry: RetryPolicy? = nil, adapters: [any RequestAdapter] = [],
        logger: RequestLogger? = nil, endpoint: Endpoint<ServerSentEvent> = .get("feed")
    ) -> Observable<ServerSentEvent> {
        APIClient(
            baseURL: baseURL, transport: transport, adapters: adapters, retryPolicy: retry, logger: logger,
            limits: noFloor
        ).events(endpoint, reconnectingWithoutPolicyOn: scheduler)
    }

    /// A connection that sends `text` at 10 and ends at 20.
    func sends(_ text: String) -> Script {
        [(0, .eventStream), (10, .text(text)), (20, .end)]
    }

    // MARK: Parsing

    @Test func eventsCarryTheLastIDTheirTypeAndTheirOwnRetry() {
        let transport = transport([
            (0, .eventStream), (10, .text(": hello\nid: 1\nevent: tick\ndata: a\ndata: b\n\n")),
            (20, .text("data: c\n\nretry: 250\nid\ndata: d\n\n")),
        ])
        let observer = scheduler.start { events(transport) }
        #expect(observer.events == [
            .next(210, ServerSentEvent(id: "1", event: "tick", data: "a\nb")),
            .next(220, ServerSentEvent(id: "1", data: "c")),
            .next(220, ServerSentEvent(data: "d", retry: .milliseconds(250))),
        ])
    }

    // MARK: When to reconnect

    @Test func itReconnectsAfterTheServersLastRetryWithTheLastEventID() {
        let transport = transport(
            sends("retry: 500\nid: 7\ndata: x\n\n"), sends("data: y\n\n"), [(0, .drop(URLError(.timedOut)))])
        let observer = scheduler.start(disposed: 2000) { events(transport, retry: policy()) }
        #expect(observer.events == [
            .next(210, ServerSentEvent(id: "7", data: "x", retry: .milliseconds(500))),
            .next(730, ServerSentEvent(id: "7", data: "y")),
        ])
        #expect(transport.callTimes == [200, 720, 1240, 1740])
        #expect(transport.headers("Last-Event-ID") == [nil, "7", "7", "7"])
    }

    @Test func untilTheServerSendsRetryThePolicysBackoffCountsConnectionsWithoutAnEvent() {
        let transport = transport(
            sends("data: a\n\n"), [(0, .eventStream), (10, .end)], [(10, .drop(URLError(.networkConnectionLost)))],
            sends("data: b\n\n"))
        let backoff = Backoff.exponential(initial: .milliseconds(100))
        let observer = scheduler.start { events(transport, retry: policy(backoff)) }
        #expect(observer.elements.map(\.data) == ["a", "b"])
        #expect(transport.callTimes == [200, 320, 430, 640, 760])
    }

    @Test func withoutAPolicyItWaitsThreeSecondsDoublingWhileNoEventArrives() {
        let transport = transport([(10, .end)], [(10, .drop(URLError(.notConnectedToInternet)))])
        _ = scheduler.start(disposed: 10_000) { events(transport) }
        #expect(transport.callTimes == [200, 3210, 9220])
    }

    @Test(arguments: [URLError.Code.badServerResponse, .secureConnectionFailed, .cancelled, .cannotDecodeContentData])
    func itReconnectsWhateverTheURLError(_ code: URLError.Code) {
        let transport = transport(sends("data: a\n\n"), [(0, .eventStream), (10, .drop(URLError(code)))])
        _ = scheduler.start { events(transport, retry: policy()) }
        #expect(transport.callTimes == [200, 320, 430])
    }

    // MARK: When to stop

    @Test func maxAttemptsCountsConnectionsInARowThatDeliveredNoEvent() {
        let transport = transport(
            sends("data: a\n\n"), [(0, .eventStream), (10, .end)], sends("data: b\n\n"),
            [(0, .eventStream), (10, .text(": only a comment\n\n")), (20, .end)], [(10, .drop(URLError(.timedOut)))],
            sends("data: never\n\n"))
        let observer = scheduler.start(disposed: 2000) { events(transport, retry: policy(maxAttempts: 2)) }
        #expect(observer.elements.map(\.data) == ["a", "b"])
        #expect(transport.callTimes == [200, 320, 430, 550, 670])
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 680)
    }

    @Test func givingUpAfterABodyThatEndedFailsWithConnectionLost() {
        let transport = transport([(0, .eventStream), (10, .end)])
        let observer = scheduler.start { events(transport, retry: policy(maxAttempts: 1)) }
        #expect(observer.requestError?.urlErrorCode == .networkConnectionLost)
        #expect(observer.terminalTime == 210)
    }

    @Test func a204CompletesTheStream() {
        let transport = transport(sends("id: 1\ndata: a\n\n"), [(0, .head(204, [:]))], sends("data: never\n\n"))
        let observer = scheduler.start { events(transport, retry: policy()) }
        #expect(observer.events == [.next(210, ServerSentEvent(id: "1", data: "a")), .completed(320)])
        #expect(transport.callTimes == [200, 320])
    }

    @Test func anotherStatusFailsWithoutReconnectingWithTheBodyCollected() {
        let transport = transport(
            [(0, .head(503, [:])), (10, .text("busy")), (20, .end)], sends("data: never\n\n"))
        let observer = scheduler.start { events(transport, retry: policy()) }
        #expect(observer.requestError?.statusCode == 503)
        #expect(observer.requestError?.response?.body == Data("busy".utf8))
        #expect(observer.terminalTime == 220)
        #expect(transport.calls.count == 1)
    }

    @Test func anErrorBodyFailsWithAPI() {
        let api = transport([
            (0, .head(403, [:])), (10, .text(#"{"error": {"code": "closed", "title": "Feed closed"}}"#)), (20, .end)])
        #expect(scheduler.start { events(api) }.requestError?.apiError?.code == "closed")
    }

    @Test func aSuccessOtherThan200FailsWithItsStatus() {
        let created = transport([(0, .head(201, [:])), (10, .text("data: a\n\n")), (20, .end)])
        let observer = scheduler.start { events(created) }
        #expect(observer.elements.isEmpty)
        #expect(observer.requestError?.statusCode == 201)
    }

    // MARK: Last-Event-ID

    @Test func theIDSentIsTheLastInEffectAndAnEmptyOneIsNotSent() {
        let transport = transport(
            sends("id: 5\ndata: a\n\n"), sends("id: 9\n\n"), sends("id: 10\ndata: b\n\nid: 11\ndata: cut off\n"),
            sends("id\ndata: c\n\n"), [(0, .head(204, [:]))])
        let observer = scheduler.start(disposed: 2000) { events(transport, retry: policy()) }
        #expect(transport.headers("Last-Event-ID") == [nil, "5", "9", "10", nil])
        #expect(observer.elements == [
            ServerSentEvent(id: "5", data: "a"), ServerSentEvent(id: "10", data: "b"), ServerSentEvent(data: "c"),
        ])
        #expect(observer.completed)
    }

    @Test func aLastEventIDTheEndpointSetsIsWhereTheStreamResumesFrom() {
        let transport = transport(sends("data: a\n\n"), [(0, .head(204, [:]))])
        let endpoint = Endpoint<ServerSentEvent>.get("feed", headers: ["last-event-id": "41"])
        let observer = scheduler.start { events(transport, retry: policy(), endpoint: endpoint) }
        #expect(observer.elements == [ServerSentEvent(id: "41", data: "a")])
        #expect(transport.headers("Last-Event-ID") == ["41", "41"])
    }

    // MARK: The request

    @Test func everyConnectionIsAnAttemptAdaptedAndLoggedAcceptingTheEventStream() {
        let adapter = NumberingAdapter()
        let log = LogRecorder()
        let transport = transport(sends("data: a\n\n"), [(0, .head(204, [:]))])
        _ = scheduler.start { events(transport, retry: policy(), adapters: [adapter], logger: log.logger) }
        #expect(transport.headers("X-Adapted") == ["1", "2"])
        #expect(transport.headers("Accept") == ["text/event-stream", "text/event-stream"])
        #expect(log.lines == [
            "--> GET https://api.example.com/v1/feed", "<-- 200 GET https://api.example.com/v1/feed",
            "--> GET https://api.example.com/v1/feed (attempt 2)", "<-- 204 GET https://api.example.com/v1/feed",
        ])
        let own = self.transport([(0, .head(204, [:]))])
        _ = scheduler.start { events(own, endpoint: .get("feed", headers: ["Accept": "text/*"])) }
        #expect(own.headers("Accept") == ["text/*"])
    }

    // MARK: Disposal

    @Test func disposingDuringTheWaitStopsReconnecting() {
        let transport = transport(sends("data: a\n\n"), sends("data: never\n\n"))
        _ = scheduler.start(disposed: 1000) { events(transport) }
        scheduler.advanceTo(10_000)
        #expect(transport.callTimes == [200])
        #expect(transport.calls.first?.disposedAt == 220)
    }

    @Test func disposingDuringAConnectionClosesItAndNothingReconnects() {
        let transport = transport([(0, .eventStream), (10, .text("data: a\n\n")), (5000, .end)], sends("data: never\n\n"))
        let observer = scheduler.start(disposed: 1000) { events(transport, retry: policy()) }
        scheduler.advanceTo(10_000)
        #expect(observer.events == [.next(210, ServerSentEvent(data: "a"))])
        #expect(transport.callTimes == [200])
        #expect(transport.calls.first?.disposedAt == 1000)
    }

    @Test func aFinishedStreamReleasesWhatItHeld() {
        let transport = transport(sends("data: a\n\n"), [(0, .head(204, [:]))])
        weak var released: LifetimeProbe?
        let subscription: any Disposable = {
            let probe = LifetimeProbe()
            released = probe
            return events(transport, retry: policy()).subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
        }()
        scheduler.start()
        #expect(released == nil)
        subscription.dispose()
    }

    // MARK: async

    @Test func eventStreamYieldsTheEventsAcrossReconnections() async throws {
        let stub = StubTransport()
        stub.stub(
            "GET", "/v1/feed", .status(200, body: "retry: 0\nid: 1\ndata: a\n\n"), .status(200, body: "data: b\n\n"),
            .status(204))
        var received: [ServerSentEvent] = []
        for try await event in APIClient(baseURL: baseURL, transport: stub, limits: noFloor).eventStream(.get("feed")) {
            received.append(event)
        }
        #expect(received == [ServerSentEvent(id: "1", data: "a", retry: .zero), ServerSentEvent(id: "1", data: "b")])
        #expect(stub.callCount("GET", "/v1/feed") == 3)
    }
}

/// Limits without a reconnection floor.
let noFloor = RequestLimits(minimumReconnectionDelay: .zero)
