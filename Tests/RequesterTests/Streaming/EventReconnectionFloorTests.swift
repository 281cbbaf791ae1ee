import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The floor under `events`' reconnection waits
/// (`RequestLimits.minimumReconnectionDelay`) and its growth across
/// connections that deliver no event, in virtual time (ticks of 1 ms,
/// subscribed at 200).
@Suite("APIClient.events: a server cannot cause a reconnection storm")
struct EventReconnectionFloorTests {
    typealias Script = [(TestTime, ScriptedStreamTransport.Step)]
    let scheduler = millisecondScheduler()

    /// `events(endpoint)` of a client with `limits`, reconnecting in virtual time.
    func events(
        _ transport: any Transport, retry: RetryPolicy? = nil, limits: RequestLimits = .default,
        endpoint: Endpoint<ServerSentEvent> = .get("feed")
    ) -> Observable<ServerSentEvent> {
        APIClient(baseURL: baseURL, transport: transport, retryPolicy: retry, limits: limits)
            .events(endpoint, reconnectingWithoutPolicyOn: scheduler)
    }

    /// A connection that sends `text` at once and ends.
    func closing(after text: String) -> Script {
        [(0, .eventStream), (0, .text(text)), (0, .end)]
    }

    /// The waits between the connections made at `times`, each ending at
    /// once (the last call, once the scripts run out, is never answered).
    func waits(_ times: [TestTime]) -> [TestTime] {
        zip(times.dropFirst(), times).map { $0 - $1 }
    }

    @Test func retryZeroAndCloseMakesAHandfulOfConnectionsInFiveSeconds() {
        let stub = StubTransport()
        stub.stub("GET", "/v1/feed", .status(200, body: "retry: 0\n\n", headers: ["Content-Type": "text/event-stream"]))
        _ = scheduler.start(disposed: 5_200) { events(stub) }
        #expect(stub.callCount("GET", "/v1/feed") == 3)  // at 0 s, 1 s and 3 s; the next would be at 7 s
    }

    @Test func theWaitsAfterRetryZeroAreOneTwoFourSecondsUpToAMinute() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, Array(repeating: closing(after: "retry: 0\n\n"), count: 9))
        _ = scheduler.start(disposed: 1_000_000) { events(transport) }
        #expect(waits(transport.callTimes) == [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000])
    }

    @Test func anEventResetsTheGrowth() {
        let empty = closing(after: "retry: 0\n\n")
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, [empty, empty, empty, closing(after: "data: a\n\n"), empty, empty])
        let observer = scheduler.start(disposed: 100_000) { events(transport) }
        #expect(observer.elements.map(\.data) == ["a"])
        #expect(waits(transport.callTimes) == [1_000, 2_000, 4_000, 1_000, 1_000, 2_000])
    }

    @Test func aLongerRetryIsKeptAndDoubledWhileNoEventArrives() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, Array(repeating: closing(after: "retry: 5000\n\n"), count: 7))
        _ = scheduler.start(disposed: 1_000_000) { events(transport) }
        #expect(waits(transport.callTimes) == [5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000])
    }

    @Test func aRetryLongerThanTheGrowthCapIsWaitedAsAsked() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, Array(repeating: closing(after: "retry: 90000\n\n"), count: 3))
        _ = scheduler.start(disposed: 1_000_000) { events(transport) }
        #expect(waits(transport.callTimes) == [90_000, 90_000, 90_000])
    }

    @Test func thePolicysBackoffIsHeldToTheFloorAndGrowsFromIt() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, [closing(after: "data: a\n\n")] + Array(repeating: closing(after: ": nothing\n\n"), count: 4))
        let policy = RetryPolicy(maxAttempts: 10, backoff: .constant(.milliseconds(100)), scheduler: scheduler)
        _ = scheduler.start(disposed: 100_000) { events(transport, retry: policy) }
        #expect(waits(transport.callTimes) == [1_000, 1_000, 2_000, 4_000, 8_000])
    }

    @Test func theEndpointsLimitsSetTheFloor() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, Array(repeating: closing(after: "retry: 0\n\n"), count: 3))
        let endpoint = Endpoint<ServerSentEvent>.get("feed").limits(RequestLimits(minimumReconnectionDelay: .milliseconds(250)))
        _ = scheduler.start(disposed: 100_000) { events(transport, endpoint: endpoint) }
        #expect(waits(transport.callTimes) == [250, 500, 1_000])
    }

    @Test func theClientsLimitsSetTheFloor() {
        let transport = ScriptedStreamTransport(
            scheduler: scheduler, Array(repeating: closing(after: "retry: 0\n\n"), count: 3))
        let limits = RequestLimits(minimumReconnectionDelay: .milliseconds(300))
        _ = scheduler.start(disposed: 100_000) { events(transport, limits: limits) }
        #expect(waits(transport.callTimes) == [300, 600, 1_200])
    }
}
