import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

@Suite("Requester: resuming after a refresh")
struct RequesterResumeTests {
    private func setUp(handlers: (HandlerRegistry) -> Void = { _ in }) -> (TestScheduler, AuthFixture, Requester, RequestOptions) {
        let scheduler = TestScheduler()
        let fixture = AuthFixture(scheduler: scheduler)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [fixture.tokenRefreshHandler()]
        handlers(registry)
        let requester = Requester(presentable: RecordingPresentable(), handlers: registry)
        return (scheduler, fixture, requester, virtualOptions(scheduler).build())
    }

    @Test func concurrent401sShareOneRefreshAndAllResume() {
        let (scheduler, fixture, requester, options) = setUp()
        let observers = (0..<5).map { index in
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200 + index) {
                _ = requester.request(options: options) { fixture.request(index) }.subscribe(observer)
            }
            return observer
        }
        scheduler.start()
        #expect(fixture.refreshes == 1)
        // 401s at 201...205; the refresh runs 201 -> 206; each request is made again at 206 and answers at 207.
        for (index, observer) in observers.enumerated() {
            #expect(observer.events == [.next(207, index), .completed(207)])
        }
        #expect(fixture.requests == 10)
    }

    @Test func theResumedRequestIsMadeAgainSoFreshCredentialsApply() {
        let (scheduler, fixture, requester, options) = setUp()
        let made = Locked(0)
        let observer = scheduler.start {
            requester.request(options: options) {
                made.withLock { $0 += 1 }
                return fixture.request("weather")
            }
        }
        #expect(made.withLock { $0 } == 2)
        #expect(observer.events == [.next(207, "weather"), .completed(207)])
    }

    /// A request that fails while it is being subscribed (everything on
    /// `ImmediateScheduler`) waits for the shared run even though its wait
    /// began before its own `subscribe` returned, and resumes when the run ends.
    @Test func aFailureDuringSubscribeStillWaitsForTheRunAndResumes() {
        let run = PublishSubject<Void>()
        let registry = HandlerRegistry()
        registry.resumableHandlers = [PendingRunHandler(run: run)]
        let requester = Requester(presentable: RecordingPresentable(), handlers: registry)
        let immediate = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        let attempts = Locked(0)
        let received = Locked<[Event<Int>]>([])
        let subscription = requester.request(options: immediate) {
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            return attempt == 1 ? .error(HTTPError(response: HTTPResponse(statusCode: 401))) : .just(7)
        }
        .subscribe(
            onNext: { value in received.withLock { $0.append(.next(value)) } },
            onError: { error in received.withLock { $0.append(.error(error)) } },
            onCompleted: { received.withLock { $0.append(.completed) } })
        #expect(attempts.withLock { $0 } == 1)
        #expect(received.withLock { $0 }.isEmpty)  // failed inside subscribe, now waiting for the run
        run.onNext(())
        run.onCompleted()
        #expect(attempts.withLock { $0 } == 2)
        #expect(received.withLock { $0 } == [.next(7), .completed])
        subscription.dispose()
    }

    @Test func aSecondFailureAfterResumingIsRoutedNotResumedAgain() {
        let notAuthorized = MessageStatusHandler(codes: [401], message: "Please sign in")
        let (scheduler, fixture, requester, options) = setUp { $0.statusCodeHandlers = [notAuthorized] }
        fixture.state.withLock { $0.refreshFixesToken = false }
        let observer = scheduler.start { requester.request(options: options) { fixture.request(1) } }
        #expect(fixture.refreshes == 1)
        #expect(fixture.requests == 2)
        #expect(notAuthorized.calls == 1)
        #expect(observer.events.count == 1)
        #expect(observer.events.first?.time == 207)
        #expect((observer.events.first?.value.error as? RequestError)?.response?.statusCode == 401)
    }

    @Test func aFailedRefreshIsRoutedAndReachesEveryWaitingRequest() {
        struct RefreshFailed: Error, Equatable {}
        let (scheduler, fixture, requester, options) = setUp()
        fixture.state.withLock { $0.refreshError = RefreshFailed() }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = requester.request(options: options) { fixture.request(1) }.subscribe(first) }
        scheduler.scheduleAt(202) { _ = requester.request(options: options) { fixture.request(2) }.subscribe(second) }
        scheduler.start()
        #expect(fixture.refreshes == 1)
        #expect(first.events == [.error(206, RefreshFailed())])
        #expect(second.events == [.error(206, RefreshFailed())])
    }

    @Test func aRequestWithAStaleTokenResumesWithoutANewRefresh() {
        let (scheduler, fixture, requester, options) = setUp()
        let quick = scheduler.createObserver(String.self)
        let slow = scheduler.createObserver(String.self)
        // `quick` fails at 201 and starts the refresh (201 -> 206).
        scheduler.scheduleAt(200) { _ = requester.request(options: options) { fixture.request("quick") }.subscribe(quick) }
        // `slow` read the old token at 202 and answers 401 only at 222, after the refresh finished.
        scheduler.scheduleAt(202) {
            _ = requester.request(options: options) { fixture.request("slow", latency: .seconds(20)) }.subscribe(slow)
        }
        scheduler.start()
        #expect(fixture.refreshes == 1)
        #expect(quick.events == [.next(207, "quick"), .completed(207)])
        // Resumed at once at 222 with the fresh token, answered 20 s later.
        #expect(slow.events == [.next(242, "slow"), .completed(242)])
    }

    @Test func aStaleRequestFailingDuringALaterRefreshWaitsForThatRefresh() {
        let (scheduler, fixture, requester, options) = setUp()
        let stale = scheduler.createObserver(String.self)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        // `stale` reads the old token at 200 and answers 401 only at 214.
        scheduler.scheduleAt(200) {
            _ = requester.request(options: options) { fixture.request("stale", latency: .seconds(14)) }.subscribe(stale)
        }
        // `first` fails at 202: refresh 1 runs 202 -> 207.
        scheduler.scheduleAt(201) { _ = requester.request(options: options) { fixture.request("first") }.subscribe(first) }
        // The server rotates its token; `second` fails at 212: refresh 2 runs 212 -> 217.
        scheduler.scheduleAt(210) { fixture.state.withLock { $0.serverToken = "rotated" } }
        scheduler.scheduleAt(211) { _ = requester.request(options: options) { fixture.request("second") }.subscribe(second) }
        scheduler.start()
        // `stale` predates refresh 1, but fails while refresh 2 runs: the token
        // refresh 1 gave is the one the server just refused, so it shares
        // refresh 2, is made again at 217 and answered 14 s later.
        #expect(fixture.refreshes == 2)
        #expect(first.events == [.next(208, "first"), .completed(208)])
        #expect(second.events == [.next(218, "second"), .completed(218)])
        #expect(stale.events == [.next(231, "stale"), .completed(231)])
    }

    @Test func disposingAWaitingRequestLeavesTheRefreshToTheOthers() {
        let (scheduler, fixture, requester, options) = setUp()
        let leaving = scheduler.createObserver(Int.self)
        let staying = scheduler.createObserver(Int.self)
        var leavingSubscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            leavingSubscription = requester.request(options: options) { fixture.request(1) }.subscribe(leaving)
        }
        scheduler.scheduleAt(200) { _ = requester.request(options: options) { fixture.request(2) }.subscribe(staying) }
        scheduler.scheduleAt(203) { leavingSubscription?.dispose() }  // while the refresh (201 -> 206) runs
        scheduler.start()
        #expect(fixture.refreshes == 1)
        #expect(leaving.events.isEmpty)
        #expect(staying.events == [.next(207, 2), .completed(207)])
        #expect(fixture.requests == 3)
    }

    @Test func theSubscriberNeverSeesTheResumedError() {
        let (scheduler, fixture, requester, options) = setUp()
        let doOnErrorCalls = Locked(0)
        let counted = RequestOptions.Builder()
            .observeOnScheduler(scheduler).subscribeOnScheduler(scheduler)
            .doOnError { _ in doOnErrorCalls.withLock { $0 += 1 } }
            .build()
        _ = options
        let observer = scheduler.start { requester.request(options: counted) { fixture.request(1) } }
        #expect(observer.events == [.next(207, 1), .completed(207)])
        #expect(doOnErrorCalls.withLock { $0 } == 0)
    }
}

/// A run ends once: a run whose element starts a request that fails into a
/// new run must not answer that new run's waiters when it completes.
@Suite("Requester: a run that starts while the previous one ends")
struct ResumableRunSuccessionTests {
    @Test func aRunStartedWhileThePreviousOneEndsIsAnsweredOnlyByItsOwn() {
        let runs = (0..<3).map { _ in PublishSubject<Void>() }
        let handler = SuccessiveRunsHandler(runs: runs)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [handler]
        let requester = Requester(presentable: nil, handlers: registry)
        let immediate = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        let bag = DisposeBag()
        let followUp = FailsOnceRequest(then: 2)
        let first = FailsOnceRequest(then: 1)
        requester.request(options: immediate) { first.make() }
            // The first request's element (after run 1) starts a follow-up, which fails into run 2.
            .subscribe(onNext: { _ in requester.request(options: immediate) { followUp.make() }.subscribe().disposed(by: bag) })
            .disposed(by: bag)
        #expect(handler.startedRuns == 1)

        runs[0].onNext(())  // run 1 succeeds, and completes right after
        #expect(first.made == 2)
        #expect(handler.startedRuns == 2)
        #expect(followUp.made == 1)  // still waiting for run 2, not resumed by run 1's completion

        let third = FailsOnceRequest(then: 3)
        requester.request(options: immediate) { third.make() }.subscribe().disposed(by: bag)
        #expect(handler.startedRuns == 2)  // joins run 2, which is still in flight

        runs[1].onNext(())
        #expect(followUp.made == 2)
        #expect(third.made == 2)
        #expect(handler.startedRuns == 2)
    }
}

/// Hands out a new run, to be ended by the test, each time it is asked.
// @unchecked: `runs` is immutable; the count is locked.
private final class SuccessiveRunsHandler: ResumableHandler, @unchecked Sendable {
    private let runs: [PublishSubject<Void>]
    private let started = Locked(0)

    init(runs: [PublishSubject<Void>]) {
        self.runs = runs
    }

    var startedRuns: Int { started.withLock { $0 } }

    func canHandle(error: any Error) -> Bool { error is HTTPError }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        let index = started.withLock { count in
            defer { count += 1 }
            return count
        }
        return runs[index].asObservable()
    }
}

/// A request that fails with a 401 the first time it is made, then answers `value`.
private final class FailsOnceRequest: Sendable {
    private let value: Int
    private let count = Locked(0)

    init(then value: Int) {
        self.value = value
    }

    var made: Int { count.withLock { $0 } }

    func make() -> Observable<Int> {
        let made = count.withLock { count in
            count += 1
            return count
        }
        return made == 1 ? .error(HTTPError(response: HTTPResponse(statusCode: 401))) : .just(value)
    }
}

@Suite("TokenRefreshHandler")
struct TokenRefreshHandlerTests {
    private static func unauthorized(_ code: Int = 401) -> HTTPError {
        HTTPError(response: HTTPResponse(statusCode: code))
    }

    @Test func acceptsTheConfiguredStatusesInEveryShape() {
        let handler = TokenRefreshHandler(statusCodes: [401, 419], refresh: { .just(()) })
        #expect(handler.canHandle(error: Self.unauthorized()))
        #expect(handler.canHandle(error: Self.unauthorized(419)))
        #expect(handler.canHandle(error: RequestError.status(Self.unauthorized())))
        #expect(handler.canHandle(error: APIError(code: "expired", title: "Expired", response: HTTPResponse(statusCode: 401))))
        #expect(!handler.canHandle(error: Self.unauthorized(403)))
        #expect(!handler.canHandle(error: URLError(.notConnectedToInternet)))
    }

    @Test func refusesMoreThanMaxRefreshesInsideTheWindow() {
        let scheduler = TestScheduler()
        let refreshes = Locked(0)
        let handler = TokenRefreshHandler(
            refresh: {
                refreshes.withLock { $0 += 1 }
                return .just(())
            }, maxRefreshes: 2, per: .seconds(30), scheduler: scheduler)
        func attempt() -> [Event<Void>] {
            var events: [Event<Void>] = []
            _ = handler.handle(error: Self.unauthorized(), presentable: nil).subscribe(AnyObserver { events.append($0) })
            return events
        }
        #expect(attempt().count == 2)
        scheduler.advanceTo(10)
        #expect(attempt().count == 2)
        scheduler.advanceTo(20)
        let refused = attempt()
        #expect(refused.count == 1)
        #expect(refused.first?.error as? TokenRefreshError == .tooManyRefreshes)
        #expect(refreshes.withLock { $0 } == 2)
        // The first refresh leaves the window at 30: one more is allowed.
        scheduler.advanceTo(30)
        #expect(attempt().count == 2)
        #expect(refreshes.withLock { $0 } == 3)
    }

    @Test func aServerThatAlwaysAnswers401GetsBoundedRefreshes() {
        let scheduler = TestScheduler()
        let fixture = AuthFixture(scheduler: scheduler)
        fixture.state.withLock { $0.refreshFixesToken = false }
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            TokenRefreshHandler(refresh: { fixture.refresh(latency: .seconds(1)) }, maxRefreshes: 3, per: .seconds(60), scheduler: scheduler)
        ]
        let requester = Requester(presentable: nil, handlers: registry)
        let options = virtualOptions(scheduler).build()
        let failures = Locked<[any Error]>([])
        for second in 0..<10 {
            scheduler.scheduleAt(200 + second * 3) {
                _ = requester.request(options: options) { fixture.request(second) }
                    .subscribe(onError: { error in failures.withLock { $0.append(error) } })
            }
        }
        scheduler.start()
        #expect(fixture.refreshes == 3)
        let errors = failures.withLock { $0 }
        #expect(errors.count == 10)
        #expect(errors.filter { ($0 as? TokenRefreshError) == .tooManyRefreshes }.count == 7)
    }

    @Test func tooManyRefreshesHasAFixedNSErrorIdentityForNSErrorHandlers() {
        struct TakesSpentBudgets: NSErrorHandler {
            let supportedErrors = [1]
            let domain = TokenRefreshError.errorDomain
            func handle(error: NSError, presentable: (any Presentable)?) {}
        }
        let bridged = TokenRefreshError.tooManyRefreshes as NSError
        #expect(bridged.domain == "Requester.TokenRefreshError")
        #expect(bridged.code == 1)
        #expect(bridged.localizedDescription == "The session could not be renewed: too many token refreshes.")
        let registry = HandlerRegistry()
        registry.nsErrorHandlers = [TakesSpentBudgets()]
        #expect(registry.route(TokenRefreshError.tooManyRefreshes, presentable: nil) == .nsError)
    }
}

/// Repairs 401s with a run the test ends by hand.
private struct PendingRunHandler: ResumableHandler {
    let run: PublishSubject<Void>

    func canHandle(error: any Error) -> Bool { error is HTTPError }

    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> { run.asObservable() }
}
