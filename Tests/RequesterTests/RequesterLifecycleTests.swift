import Foundation
import Handlers
@testable import Requester
import RequesterTestSupport
import Stream
import Testing

/// Something for a closure to capture, to see when the closure is released.
private final class Capture: Sendable {}

/// A resumable handler (a class) whose run is whatever `run` says.
private final class ScriptedResumableHandler: ResumableHandler {
    private let runs = Locked(0)
    // Set once at init; Observable is not Sendable.
    private nonisolated(unsafe) let run: () -> Observable<Void>

    init(run: @escaping () -> Observable<Void>) {
        self.run = run
    }

    var runCount: Int { runs.withLock { $0 } }

    func canHandle(error: any Error) -> Bool { (error as? HTTPError)?.statusCode == 401 }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        runs.withLock { $0 += 1 }
        return run()
    }
}

/// A resumable handler that is a value: it has no identity of its own.
private struct ValueResumableHandler: ResumableHandler {
    let status: Int
    let runs: Locked<Int>
    let scheduler: TestScheduler

    func canHandle(error: any Error) -> Bool { (error as? HTTPError)?.statusCode == status }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        runs.withLock { $0 += 1 }
        return Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in }
    }
}

private func unauthorized() -> HTTPError { HTTPError(response: HTTPResponse(statusCode: 401)) }

@Suite("Requester: disposal and release")
struct RequesterLifecycleTests {
    @Test func disposalBeforeTheSubscribeSchedulerRanNeverMakesTheRequestAndBalancesLoading() {
        let observeScheduler = TestScheduler()
        let subscribeScheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .observeOnScheduler(observeScheduler).subscribeOnScheduler(subscribeScheduler).build()
        let made = Locked(0)
        weak var released: Capture?
        let subscription: any Disposable = {
            let capture = Capture()
            released = capture
            return requester.request(options: options) {
                withExtendedLifetime(capture) { made.withLock { $0 += 1 } }
                return Observable.just(1)
            }.subscribe()
        }()
        subscription.dispose()
        #expect(released == nil)
        subscribeScheduler.start()
        observeScheduler.start()
        #expect(made.withLock { $0 } == 0)
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    @Test func aFinishedRequestReleasesWhatItCapturedAndThePresentable() {
        let scheduler = TestScheduler()
        weak var releasedCapture: Capture?
        weak var releasedPresentable: RecordingPresentable?
        var subscription: (any Disposable)?
        do {
            let presentable = RecordingPresentable()
            releasedPresentable = presentable
            let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
            let capture = Capture()
            releasedCapture = capture
            subscription = requester.request(options: virtualOptions(scheduler).build()) {
                withExtendedLifetime(capture) { Observable.just(1) }
            }.subscribe()
        }
        #expect(releasedPresentable == nil)  // requests hold their presentable weakly, even while loading
        #expect(releasedCapture != nil)  // the request in flight holds what it captured
        scheduler.start()
        // The subscription is still held, as a dispose bag would hold it.
        #expect(subscription != nil)
        #expect(releasedCapture == nil)
        #expect(releasedPresentable == nil)
    }

    @Test func aDisposedWaitingRequestIsReleasedWhileTheRunGoesOnForTheOthers() {
        let scheduler = TestScheduler()
        let run = PublishSubject<Void>()
        let handler = ScriptedResumableHandler { run.asObservable() }
        let registry = HandlerRegistry()
        registry.resumableHandlers = [handler]
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: registry)
        let options = virtualOptions(scheduler).build()
        let attempts = Locked(0)
        func request(_ capture: Capture) -> Observable<Int> {
            requester.request(options: options) {
                withExtendedLifetime(capture) {
                    attempts.withLock { attempts in
                        attempts += 1
                        return attempts
                    } > 2 ? Observable.just(1) : Observable.error(unauthorized())
                }
            }
        }
        weak var releasedLeaving: Capture?
        let leaving: any Disposable = {
            let capture = Capture()
            releasedLeaving = capture
            return request(capture).subscribe()
        }()
        let stayingEvents = Locked<[Event<Int>]>([])
        let staying = request(Capture()).subscribe(AnyObserver { event in stayingEvents.withLock { $0.append(event) } })
        scheduler.start()  // both failed and wait for the run
        #expect(handler.runCount == 1)
        #expect(releasedLeaving != nil)
        leaving.dispose()
        #expect(releasedLeaving == nil)
        run.onNext(())
        scheduler.start()
        #expect(stayingEvents.withLock { $0 } == [.next(1), .completed])
        #expect(handler.runCount == 1)
        #expect(presentable.calls == [.showLoading, .hideLoading])
        staying.dispose()
    }

    @Test(arguments: [true, false])
    func aFinishedRunReleasesItsWaiters(runSucceeds: Bool) {
        struct RefreshFailed: Error {}
        let scheduler = TestScheduler()
        let run = PublishSubject<Void>()
        let registry = HandlerRegistry()
        registry.resumableHandlers = [ScriptedResumableHandler { run.asObservable() }]
        let requester = Requester(presentable: nil, handlers: registry)
        let options = virtualOptions(scheduler).build()
        var released: [() -> Capture?] = []
        var subscriptions: [any Disposable] = []
        for _ in 0..<3 {
            let capture = Capture()
            weak let weakCapture = capture
            released.append { weakCapture }
            let failed = Locked(false)
            subscriptions.append(requester.request(options: options) {
                withExtendedLifetime(capture) {
                    failed.withLock { failed in
                        defer { failed = true }
                        return failed ? Observable.just(1) : Observable.error(unauthorized())
                    }
                }
            }.subscribe(onError: { _ in }))
        }
        scheduler.start()
        #expect(released.allSatisfy { $0() != nil })
        if runSucceeds { run.onNext(()) } else { run.onError(RefreshFailed()) }
        scheduler.start()
        #expect(released.allSatisfy { $0() == nil })
        #expect(subscriptions.count == 3)
    }

    /// A stream that goes on after its first element (updates, polling), kept
    /// in the screen's own bag: once it stops counting, nothing of the request
    /// may keep the screen alive, or screen -> bag -> request -> screen leaks.
    @Test(arguments: [true, false])
    func aStreamThatStoppedCountingDoesNotKeepItsScreenAlive(showLoading: Bool) {
        let updates = PublishSubject<Int>()
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            screen.requester.request(options: immediateOptions(showLoading: showLoading)) { updates.asObservable() }
                .subscribe()
                .disposed(by: screen.bag)
        }
        updates.onNext(1)
        #expect(released == nil)
        updates.onNext(2)  // goes nowhere, harmlessly
    }

    /// With `ImmediateScheduler` the request is subscribed inside the
    /// caller's `subscribe`: a `take` after it must still stop a synchronous
    /// source that would go on (an endless one would never return).
    @Test func aTakeAfterTheRequestStopsASynchronousSourceBeforeIt() {
        let requester = Requester(presentable: RecordingPresentable(), handlers: HandlerRegistry())
        let pulled = Locked(0)
        // Long rather than endless, so that a regression fails instead of hanging.
        let counted = (1...100_000).lazy.map { value -> Int in
            pulled.withLock { $0 += 1 }
            return value
        }
        let received = Locked<[Int]>([])
        _ = requester.request(options: immediateOptions(showLoading: true)) { Observable.from(counted) }
            .take(2)
            .subscribe(onNext: { value in received.withLock { $0.append(value) } })
        #expect(received.withLock { $0 } == [1, 2])
        #expect(pulled.withLock { $0 } == 2)
    }

    /// A screen closed while its request still loads goes (its bag then
    /// disposes the request), and the loading count drops back to 0.
    @Test func aScreenClosedWhileItsRequestLoadsGoesAndItsCountDrops() throws {
        weak var released: Screen?
        let count: LoadingCount
        do {
            let screen = Screen()
            released = screen
            count = try #require(screen.requester.loadingCount)
            screen.requester.request(options: immediateOptions(showLoading: true)) { Observable<Int>.never() }
                .subscribe()
                .disposed(by: screen.bag)
            #expect(screen.loadingCalls == ["show"])
            #expect(count.isBusy)
        }
        #expect(released == nil)
        #expect(!count.isBusy)
    }

    private func immediateOptions(showLoading: Bool) -> RequestOptions {
        RequestOptions.Builder()
            .showLoading(showLoading)
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
    }
}

/// A screen that owns its requester and the bag its subscriptions go in.
// @unchecked: used on one thread by the tests.
private final class Screen: Presentable, @unchecked Sendable {
    let bag = DisposeBag()
    var loadingCalls: [String] = []
    lazy var requester = Requester(presentable: self, handlers: HandlerRegistry())

    func showError(error: String) {}
    func showLoading() { loadingCalls.append("show") }
    func hideLoading() { loadingCalls.append("hide") }
    func onHandleErrorFailed(error: any Error) {}
}

@Suite("Requester: which runs are shared")
struct ResumableSharingTests {
    private static func failingTwiceThenNot(_ scheduler: TestScheduler, status: Int = 401) -> () -> Observable<Int> {
        let calls = Locked(0)
        return {
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            return Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in
                if call == 1 { throw HTTPError(response: HTTPResponse(statusCode: status)) }
                return call
            }
        }
    }

    @Test func aValueTypeHandlerInTwoRegistriesRunsOncePerRegistry() {
        let scheduler = TestScheduler()
        let runs = Locked(0)
        let requesters = (0..<2).map { _ in
            let registry = HandlerRegistry()
            registry.resumableHandlers = [ValueResumableHandler(status: 401, runs: runs, scheduler: scheduler)]
            return Requester(presentable: nil, handlers: registry)
        }
        let options = virtualOptions(scheduler).build()
        let completed = Locked(0)
        for requester in requesters {
            for _ in 0..<2 {
                _ = requester.request(options: options, Self.failingTwiceThenNot(scheduler))
                    .subscribe(onCompleted: { completed.withLock { $0 += 1 } })
            }
        }
        scheduler.start()
        #expect(runs.withLock { $0 } == 2)
        #expect(completed.withLock { $0 } == 4)
    }

    @Test func twoValuesOfOneTypeAtDifferentPositionsRunApart() {
        let scheduler = TestScheduler()
        let runs = Locked(0)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            ValueResumableHandler(status: 401, runs: runs, scheduler: scheduler),
            ValueResumableHandler(status: 419, runs: runs, scheduler: scheduler),
        ]
        let requester = Requester(presentable: nil, handlers: registry)
        let options = virtualOptions(scheduler).build()
        let completed = Locked(0)
        for status in [401, 419] {
            _ = requester.request(options: options, Self.failingTwiceThenNot(scheduler, status: status))
                .subscribe(onCompleted: { completed.withLock { $0 += 1 } })
        }
        scheduler.start()
        #expect(runs.withLock { $0 } == 2)
        #expect(completed.withLock { $0 } == 2)
    }

    /// A `TokenRefreshHandler` keeps its runs itself: the requests of two
    /// registries holding one instance share its one refresh.
    @Test func aTokenRefreshHandlerSharedByTwoRegistriesRefreshesOnce() {
        let scheduler = TestScheduler()
        let refreshes = Locked(0)
        let handler = TokenRefreshHandler(
            refresh: {
                refreshes.withLock { $0 += 1 }
                return Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in }
            },
            scheduler: scheduler)
        let requesters = (0..<2).map { _ in
            let registry = HandlerRegistry()
            registry.resumableHandlers = [handler]
            return Requester(presentable: nil, handlers: registry)
        }
        let options = virtualOptions(scheduler).build()
        let completed = Locked(0)
        for requester in requesters {
            _ = requester.request(options: options, Self.failingTwiceThenNot(scheduler))
                .subscribe(onCompleted: { completed.withLock { $0 += 1 } })
        }
        scheduler.start()
        #expect(refreshes.withLock { $0 } == 1)
        #expect(completed.withLock { $0 } == 2)
    }

    /// Two `TokenRefreshHandler`s (two tokens) never share a refresh, in one
    /// registry or in two.
    @Test func twoTokenRefreshHandlersNeverShareARefresh() {
        let scheduler = TestScheduler()
        let refreshes = Locked(0)
        func handler(_ status: Int) -> TokenRefreshHandler {
            TokenRefreshHandler(
                statusCodes: [status],
                refresh: {
                    refreshes.withLock { $0 += 1 }
                    return Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in }
                },
                scheduler: scheduler)
        }
        let oneRegistry = HandlerRegistry()
        oneRegistry.resumableHandlers = [handler(401), handler(419)]
        let twoRegistries = [HandlerRegistry(), HandlerRegistry()]
        twoRegistries[0].resumableHandlers = [handler(401)]
        twoRegistries[1].resumableHandlers = [handler(401)]
        let options = virtualOptions(scheduler).build()
        let completed = Locked(0)
        for (registry, status) in [(oneRegistry, 401), (oneRegistry, 419), (twoRegistries[0], 401), (twoRegistries[1], 401)] {
            _ = Requester(presentable: nil, handlers: registry)
                .request(options: options, Self.failingTwiceThenNot(scheduler, status: status))
                .subscribe(onCompleted: { completed.withLock { $0 += 1 } })
        }
        scheduler.start()
        #expect(refreshes.withLock { $0 } == 4)
        #expect(completed.withLock { $0 } == 4)
    }

    /// A class handler of one's own (not a `TokenRefreshHandler`) has its
    /// runs kept by each registry that holds it: the requesters of one
    /// registry share them, two registries run apart.
    @Test func aClassHandlerOfYourOwnSharesRunsWithinEachRegistry() {
        let scheduler = TestScheduler()
        let handler = ScriptedResumableHandler { Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in } }
        let registries = (0..<2).map { _ in
            let registry = HandlerRegistry()
            registry.resumableHandlers = [handler]
            return registry
        }
        let options = virtualOptions(scheduler).build()
        let completed = Locked(0)
        for registry in registries {
            for _ in 0..<2 {
                _ = Requester(presentable: nil, handlers: registry)
                    .request(options: options, Self.failingTwiceThenNot(scheduler))
                    .subscribe(onCompleted: { completed.withLock { $0 += 1 } })
            }
        }
        scheduler.start()
        #expect(handler.runCount == 2)
        #expect(completed.withLock { $0 } == 4)
    }

    @Test func runsOfAReleasedHandlerAreForgotten() {
        var handler: ScriptedResumableHandler? = ScriptedResumableHandler { .just(()) }
        let registry = HandlerRegistry()
        registry.resumableHandlers = [handler!]
        let runs = RegistryRuns.of(registry)
        #expect(RegistryRuns.of(registry) === runs)  // one per registry
        let match = registry.resumableHandler(for: unauthorized())!
        registry.resumableHandlers = []
        let resumed = Locked(0)
        _ = runs.runs(for: match).resume(madeAt: .now) { match.handle(presentable: nil) }
            .subscribe(onNext: { resumed.withLock { $0 += 1 } })
        #expect(resumed.withLock { $0 } == 1)
        #expect(runs.trackedHandlers == 1)
        handler = nil
        #expect(runs.trackedHandlers == 1)  // the match still holds it
        _ = consume match
        #expect(runs.trackedHandlers == 0)
    }
}

@Suite("Requester: loading calls keep the order of the count")
struct LoadingOrderTests {
    /// A scheduler that keeps actions until told to run them, in any order.
    private final class HeldActions: SchedulerType, @unchecked Sendable {  // used on one thread
        var actions: [() -> Void] = []
        var now: Date { Date(timeIntervalSince1970: 0) }
        func schedule(_ action: @escaping () -> Void) -> any Disposable {
            actions.append(action)
            return Disposables.create()
        }
        func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable { schedule(action) }
    }

    /// Show, hide, show, hide scheduled in that order but run backwards (as
    /// threads racing to `schedule` could): the presentable still sees them
    /// in count order.
    /// Loading is counted per presentable, not per requester: two requesters
    /// of one screen with overlapping requests show it once and hide it once.
    @Test func twoRequestersOfOnePresentableShareOneLoadingCount() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let list = Requester(presentable: presentable, handlers: HandlerRegistry())
        let detail = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        func slow(_ requester: Requester, answeringAt time: TestTime) -> Observable<Int> {
            requester.request(options: options) {
                Observable<Int>.timer(.seconds(time - scheduler.clock), scheduler: scheduler)
            }
        }
        scheduler.scheduleAt(100) { _ = slow(list, answeringAt: 130).subscribe() }
        scheduler.scheduleAt(110) { _ = slow(detail, answeringAt: 150).subscribe() }
        scheduler.start()
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    /// A presentable that goes away with a request unfinished (its scheduler
    /// dropped) leaves its count behind; the next screen starts from zero.
    @Test func aNewPresentableStartsFromAFreshCount() {
        let scheduler = TestScheduler()
        do {
            let gone = RecordingPresentable()
            let requester = Requester(presentable: gone, handlers: HandlerRegistry())
            _ = requester.request(options: virtualOptions(scheduler).build()) { Observable<Int>.never() }.subscribe()
            scheduler.advanceTo(10)
            #expect(gone.calls == [.showLoading])
        }
        let next = RecordingPresentable()
        let requester = Requester(presentable: next, handlers: HandlerRegistry())
        _ = requester.request(options: virtualOptions(scheduler).build()) { .just(1) }.subscribe()
        scheduler.start()
        #expect(next.calls == [.showLoading, .hideLoading])
    }

    @Test func callsArriveInCountOrderWhateverOrderTheActionsRunIn() {
        let held = HeldActions()
        let presentable = RecordingPresentable()
        let count = LoadingCount.of(presentable)
        let first = LoadingCount.Share(of: LoadingCount.of(presentable), reportingOn: held)
        let second = LoadingCount.Share(of: LoadingCount.of(presentable), reportingOn: held)
        first.begin()
        first.end()
        second.begin()
        second.end()
        #expect(held.actions.count == 4)
        held.actions.reversed().forEach { $0() }
        #expect(presentable.calls == [.showLoading, .hideLoading, .showLoading, .hideLoading])
        #expect(!count.isBusy)
    }

    @Test func eachTokenBeginsAndEndsOnce() {
        let held = HeldActions()
        let presentable = RecordingPresentable()
        let count = LoadingCount.of(presentable)
        let token = LoadingCount.Share(of: LoadingCount.of(presentable), reportingOn: held)
        token.begin()
        token.begin()
        token.end()
        token.end()
        LoadingCount.Share(of: LoadingCount.of(presentable), reportingOn: held).end()  // never began
        held.actions.forEach { $0() }
        #expect(presentable.calls == [.showLoading, .hideLoading])
        #expect(!count.isBusy)
    }

    /// Loading ends on an error after routing, also when there is no hop to
    /// make: the message shows before the indicator hides.
    @Test func onTheImmediateSchedulerTheErrorShowsBeforeLoadingHides() {
        let presentable = RecordingPresentable()
        let registry = HandlerRegistry()
        registry.statusCodeHandlers = [MessageStatusHandler(codes: [404], message: "City not found")]
        let requester = Requester(presentable: presentable, handlers: registry)
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        _ = requester.request(options: options) { () -> Observable<Int> in
            .error(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 404))))
        }.subscribe(onError: { _ in })
        #expect(presentable.calls == [.showLoading, .showError("City not found"), .hideLoading])
    }
}
