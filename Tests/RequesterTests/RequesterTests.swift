import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

@Suite("Requester: events, routing and options")
struct RequesterRoutingTests {
    @Test func successDeliversTheValueWithLoadingShownThenHidden() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        let observer = scheduler.start {
            requester.request(options: options) { Observable.just(7).delay(.seconds(3), scheduler: scheduler) }
        }
        #expect(observer.events == [.next(203, 7), .completed(203)])
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    @Test func anErrorIsRoutedOnceThenReachesTheSubscriber() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let registry = HandlerRegistry()
        let notFound = MessageStatusHandler(codes: [404], message: "City not found")
        registry.statusCodeHandlers = [notFound]
        let requester = Requester(presentable: presentable, handlers: registry)
        let failure = RequestError.status(HTTPError(response: HTTPResponse(statusCode: 404)))
        let observer = scheduler.start {
            requester.request(options: virtualOptions(scheduler).build()) { Observable<Int>.error(failure) }
        }
        #expect(observer.events.count == 1)
        #expect(observer.events.first?.value.error is RequestError)
        #expect(notFound.calls == 1)
        #expect(presentable.calls == [.showLoading, .showError("City not found"), .hideLoading])
    }

    @Test func anUnhandledErrorReachesOnHandleErrorFailed() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).showLoading(false).build()
        let observer = scheduler.start { requester.request(options: options) { Observable<Int>.error(NotFound()) } }
        #expect(observer.events == [.error(200, NotFound())])
        #expect(presentable.calls == [.handleErrorFailed(String(describing: NotFound()))])
    }

    @Test func doOnErrorRunsBeforeTheInlineHandlerAndTrueStopsRouting() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let registry = HandlerRegistry()
        let handler = MessageStatusHandler(codes: [404], message: "registry")
        registry.statusCodeHandlers = [handler]
        let requester = Requester(presentable: presentable, handlers: registry)
        let order = Locked<[String]>([])
        let options = virtualOptions(scheduler).showLoading(false)
            .doOnError { _ in order.withLock { $0.append("doOnError") } }
            .inlineErrorHandling { _ in
                order.withLock { $0.append("inline") }
                return true
            }
            .build()
        let failure = HTTPError(response: HTTPResponse(statusCode: 404))
        let observer = scheduler.start { requester.request(options: options) { Observable<Int>.error(failure) } }
        #expect(order.withLock { $0 } == ["doOnError", "inline"])
        #expect(handler.calls == 0)
        #expect(presentable.calls.isEmpty)
        #expect(observer.events.count == 1)  // the subscriber still sees the error
    }

    @Test func inlineFalseContinuesToTheRegistries() {
        let scheduler = TestScheduler()
        let registry = HandlerRegistry()
        let handler = MessageStatusHandler(codes: [404], message: "registry")
        registry.statusCodeHandlers = [handler]
        let requester = Requester(presentable: RecordingPresentable(), handlers: registry)
        let options = virtualOptions(scheduler).inlineErrorHandling { _ in false }.build()
        _ = scheduler.start {
            requester.request(options: options) {
                Observable<Int>.error(HTTPError(response: HTTPResponse(statusCode: 404)))
            }
        }
        #expect(handler.calls == 1)
    }

    @Test func theSubscriberStillDecidesWithCatchError() {
        let scheduler = TestScheduler()
        let requester = Requester(presentable: RecordingPresentable(), handlers: HandlerRegistry())
        let observer = scheduler.start {
            requester.request(options: virtualOptions(scheduler).build()) { Observable<String>.error(NotFound()) }
                .catchErrorJustReturn("cached")
        }
        #expect(observer.events == [.next(200, "cached"), .completed(200)])
    }

    @Test func eachSubscriptionMakesTheRequestAgain() {
        let scheduler = TestScheduler()
        let requester = Requester(presentable: nil, handlers: HandlerRegistry())
        let made = Locked(0)
        let request = requester.request(options: virtualOptions(scheduler).build()) {
            made.withLock { $0 += 1 }
            return Observable.just(1)
        }
        _ = request.subscribe()
        _ = request.subscribe()
        scheduler.start()
        #expect(made.withLock { $0 } == 2)
    }

    @Test func theRequesterHoldsItsPresentableWeakly() {
        weak var released: RecordingPresentable?
        let requester: Requester = {
            let presentable = RecordingPresentable()
            released = presentable
            return Requester(presentable: presentable, handlers: HandlerRegistry())
        }()
        #expect(released == nil)
        #expect(requester.presentable == nil)
    }
}

@Suite("Requester: loading")
struct RequesterLoadingTests {
    @Test func overlappingRequestsShowLoadingOnceAndHideItOnce() {
        let scheduler = TestScheduler()
        let log = LoadingTimeline(scheduler: scheduler)
        let requester = Requester(presentable: log, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        scheduler.scheduleAt(100) {
            _ = requester.request(options: options) { Observable.just(1).delay(.seconds(10), scheduler: scheduler) }
                .subscribe()
        }
        scheduler.scheduleAt(105) {
            _ = requester.request(options: options) { Observable.just(2).delay(.seconds(20), scheduler: scheduler) }
                .subscribe()
        }
        scheduler.start()
        #expect(log.changes == [.init(100, .showLoading), .init(125, .hideLoading)])
    }

    @Test func loadingStopsAtTheFirstElementNotAtCompletion() {
        let scheduler = TestScheduler()
        let log = LoadingTimeline(scheduler: scheduler)
        let requester = Requester(presentable: log, handlers: HandlerRegistry())
        let observer = scheduler.start {
            requester.request(options: virtualOptions(scheduler).build()) {
                Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
            }
        }
        #expect(observer.events.count == 4)
        #expect(log.changes == [.init(200, .showLoading), .init(210, .hideLoading)])
    }

    @Test func loadingStopsOnErrorAndOnDisposal() {
        let scheduler = TestScheduler()
        let log = LoadingTimeline(scheduler: scheduler)
        let requester = Requester(presentable: log, handlers: HandlerRegistry())
        let options = virtualOptions(scheduler).build()
        // Fails at 210.
        scheduler.scheduleAt(200) {
            _ = requester.request(options: options) {
                Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in throw NotFound() }
            }.subscribe(onError: { _ in })
        }
        // Never answers; disposed at 400.
        let pending = requester.request(options: options) { Observable<Int>.never() }
        var subscription: (any Disposable)?
        scheduler.scheduleAt(300) { subscription = pending.subscribe() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        #expect(log.changes == [
            .init(200, .showLoading), .init(210, .hideLoading),
            .init(300, .showLoading), .init(400, .hideLoading),
        ])
    }

    @Test func disposingAfterCompletionDoesNotHideTwice() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = requester.request(options: virtualOptions(scheduler).build()) { Observable.just(1) }
                .subscribe()
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    @Test func showLoadingFalseLeavesTheIndicatorAlone() {
        let scheduler = TestScheduler()
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        _ = scheduler.start {
            requester.request(options: virtualOptions(scheduler).showLoading(false).build()) { Observable.just(1) }
        }
        #expect(presentable.calls.isEmpty)
    }
}

/// Records the loading indicator's changes with the virtual time they happened at.
final class LoadingTimeline: Presentable, Sendable {
    struct Change: Equatable, Sendable {
        let time: TestTime
        let call: RecordingPresentable.Call
        init(_ time: TestTime, _ call: RecordingPresentable.Call) {
            self.time = time
            self.call = call
        }
    }

    private let scheduler: TestScheduler
    private let recorded = Locked<[Change]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var changes: [Change] { recorded.withLock { $0 } }

    func showError(error: String) {}
    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func onHandleErrorFailed(error: any Error) {}

    private func record(_ call: RecordingPresentable.Call) {
        let now = scheduler.clock
        recorded.withLock { $0.append(Change(now, call)) }
    }
}
