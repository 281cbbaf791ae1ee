import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `TokenRefreshHandler.refreshTimeout`: a refresh that never finishes
/// fails the requests waiting for it, in virtual time (ticks of 1 s). Every
/// request reads the client's token when made and answers 1 s later, with
/// a 401 while the token is expired (`AuthFixture`).
@Suite("TokenRefreshHandler: a refresh that never finishes")
struct RefreshTimeoutTests {
    let scheduler = TestScheduler()
    let fixture: AuthFixture
    /// When each refresh subscribed to was disposed, in order.
    let refreshDisposals = Locked<[TestTime]>([])

    init() {
        fixture = AuthFixture(scheduler: scheduler)
    }

    /// A requester whose handler refreshes with `refreshes`, one per refresh
    /// started (the last one again once they run out).
    func requester(
        refreshTimeout: Duration? = TokenRefreshHandler.defaultRefreshTimeout, _ refreshes: [Observable<Void>]
    ) -> Requester {
        let started = Locked(0)
        let handler = TokenRefreshHandler(
            refresh: { [scheduler, refreshDisposals] in
                let index = started.withLock { count in
                    defer { count += 1 }
                    return min(count, refreshes.count - 1)
                }
                return refreshes[index].do(onDispose: { refreshDisposals.withLock { $0.append(scheduler.clock) } })
            },
            refreshTimeout: refreshTimeout, scheduler: scheduler)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [handler]
        return Requester(presentable: nil, handlers: registry)
    }

    /// Subscribes a request for `value` at `time`; its events go to the observer returned.
    func request(_ value: Int, at time: TestTime, on requester: Requester) -> TestableObserver<Int> {
        let observer = scheduler.createObserver(Int.self)
        let options = virtualOptions(scheduler).build()
        scheduler.scheduleAt(time) {
            _ = requester.request(options: options) { fixture.request(value) }.subscribe(observer)
        }
        return observer
    }

    @Test func everyWaitingRequestFailsOnceWithTimedOutAtTheTimeout() throws {
        let requester = requester([.never()])
        // 401s at 201...205; the refresh starts at 201 and times out at 261.
        let observers = (0..<5).map { request($0, at: 200 + $0, on: requester) }
        scheduler.start()
        for observer in observers {
            #expect(observer.events.count == 1)
            #expect(observer.terminalTime == 261)
            let error = try #require(observer.requestError)
            #expect(error.urlErrorCode == .timedOut)
            #expect(error.localizedDescription.contains("refreshTimeout"))
            #expect(error.localizedDescription.contains("60"))
        }
        #expect(fixture.refreshes == 0)  // the fixture's refresh was never asked for
        #expect(refreshDisposals.withLock { $0 } == [261])
        #expect(fixture.requests == 5)  // none was sent again
    }

    @Test func aLater401StartsANewRefresh() {
        let requester = requester([.never(), fixture.refresh()])
        let timedOut = request(1, at: 200, on: requester)
        // Made after the first refresh timed out (261): its 401 at 301 starts
        // a second refresh (301 -> 306), and it is made again and answers at 307.
        let later = request(2, at: 300, on: requester)
        scheduler.start()
        #expect(timedOut.requestError?.urlErrorCode == .timedOut)
        #expect(later.events == [.next(307, 2), .completed(307)])
        #expect(refreshDisposals.withLock { $0 } == [261, 306])
    }

    @Test func aRefreshFinishingBeforeTheTimeoutResumesNormally() {
        let requester = requester([fixture.refresh(latency: .seconds(59))])
        let observers = (0..<3).map { request($0, at: 200 + $0, on: requester) }
        scheduler.start()
        // The refresh runs 201 -> 260; each request is made again then and answers at 261.
        for (value, observer) in observers.enumerated() {
            #expect(observer.events == [.next(261, value), .completed(261)])
        }
        #expect(fixture.refreshes == 1)
    }

    @Test func theTimeoutIsSettable() {
        let requester = requester(refreshTimeout: .seconds(5), [.never()])
        let observer = request(1, at: 200, on: requester)
        scheduler.start()
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.terminalTime == 206)
    }

    @Test func withoutATimeoutTheRequestsWaitForTheRefresh() {
        let requester = requester(refreshTimeout: nil, [.never()])
        let observer = request(1, at: 200, on: requester)
        scheduler.advanceTo(100_000)
        #expect(observer.events.isEmpty)
        #expect(refreshDisposals.withLock { $0 }.isEmpty)
    }

    @Test func theContractsInitializerKeepsItsMeaningAndGainsTheDefaultTimeout() {
        let handler = TokenRefreshHandler(statusCodes: [401], refresh: { .just(()) }, maxRefreshes: 5, per: .seconds(30))
        #expect(handler.refreshTimeout == .seconds(60))
        #expect(handler.maxRefreshes == 5)
        #expect(handler.window == .seconds(30))
    }
}
