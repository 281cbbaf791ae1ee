import Foundation
import Testing
@testable import Stream

@Suite("retryWhen: the notifier decides")
struct RetryWhenTests {
    struct NotifierFailure: Error, Equatable {}

    /// A source whose subscriptions stay open; the test ends them through `observers`.
    final class ManualSource: @unchecked Sendable {  // test-only; used from one thread
        let counter = CountingSource<Int>()
        var observers: [AnyObserver<Int>] = []
        var subscriptions: Int { counter.subscriptions }
        lazy var observable: Observable<Int> = counter.observable { _, observer in
            self.observers.append(observer)
            return Disposables.create()
        }
    }

    @Test func notifierNextResubscribes() {
        let source = CountingSource<Int>()
        var seen: [Int] = []
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            if attempt < 3 { observer.onError(TestError(id: attempt)) } else { observer.onNext(attempt); observer.onCompleted() }
            return Disposables.create()
        }.retryWhen { errors in
            errors.map { error in seen.append((error as? TestError)?.id ?? -1) }
        }.subscribe(log.observer)
        #expect(log.events == [.next(3), .completed])
        #expect(source.subscriptions == 3)
        #expect(seen == [1, 2])
    }

    @Test func handlerIsCalledOncePerSubscription() {
        var calls = 0
        let retrying = CountingSource<Int>().failing().retryWhen { errors -> Observable<Void> in
            calls += 1
            return errors.take(1).map { _ in () }
        }
        _ = retrying.subscribe()
        _ = retrying.subscribe()
        #expect(calls == 2)
    }

    @Test func notifierErrorFailsTheResultWithIt() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.failing().retryWhen { errors in
            errors.map { _ -> Void in throw NotifierFailure() }
        }.subscribe(log.observer)
        #expect(log.events == [.error(NotifierFailure())])
        #expect(source.subscriptions == 1)
    }

    @Test func notifierCompletedCompletesTheResult() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        // take(2): two retries, then "no more": the third failure completes.
        _ = source.failing().retryWhen { errors in errors.take(2).map { _ in () } }.subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(source.subscriptions == 3)
    }

    @Test func notifierCompletedCountsTheSameWhenItAnswersLater() {
        let scheduler = TestScheduler()
        let source = CountingSource<Int>()
        let observer = scheduler.start {
            source.failing().retryWhen { errors in
                scheduler.delayed(errors.take(2).map { _ in () }, by: .seconds(1))
            }
        }
        #expect(observer.events == [.completed(202)])
        #expect(source.subscriptions == 3)
    }

    @Test func notifierNextWhileTheSourceRunsIsIgnored() {
        let source = ManualSource()
        let trigger = PublishSubject<Void>()
        let log = EventLog<Int>()
        _ = source.observable.retryWhen { _ in trigger }.subscribe(log.observer)
        trigger.onNext(())  // before any error
        #expect(source.subscriptions == 1)
        source.observers[0].onError(TestError())
        #expect(source.subscriptions == 1)  // waits for the notifier
        trigger.onNext(())
        #expect(source.subscriptions == 2)
        trigger.onNext(())  // the new subscription is running
        #expect(source.subscriptions == 2)
        source.observers[1].onNext(5)
        source.observers[1].onCompleted()
        #expect(log.events == [.next(5), .completed])
    }

    @Test func notifierEndingWhileTheSourceRunsTakesEffectAtTheNextError() {
        let completing = ManualSource(), failing = ManualSource()
        let completed = EventLog<Int>(), failed = EventLog<Int>()
        _ = completing.observable.retryWhen { _ in Observable<Void>.just(()) }.subscribe(completed.observer)
        _ = failing.observable.retryWhen { _ in Observable<Void>.error(NotifierFailure()) }.subscribe(failed.observer)
        completing.observers[0].onNext(1)
        failing.observers[0].onNext(1)
        #expect(completed.events == [.next(1)] && failed.events == [.next(1)])
        completing.observers[0].onError(TestError())
        failing.observers[0].onError(TestError())
        #expect(completed.events == [.next(1), .completed])
        #expect(failed.events == [.next(1), .error(NotifierFailure())])
        #expect(completing.subscriptions == 1 && failing.subscriptions == 1)
    }

    @Test func sourceThatSucceedsIgnoresAnEndedNotifier() {
        let log = EventLog<Int>()
        _ = Observable.of(1, 2).retryWhen { _ in Observable<Void>.error(NotifierFailure()) }.subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
    }

    @Test func unansweredErrorLeavesTheResultWaiting() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        let subscription = source.failing()
            .retryWhen { errors in errors.filter { _ in false }.map { _ in () } }
            .subscribe(log.observer)
        #expect(log.events.isEmpty)
        #expect(source.subscriptions == 1)
        subscription.dispose()
    }

    @Test func synchronousSourceAndNotifierRunInConstantStack() {
        let source = CountingSource<Int>()
        let probe = StackDepthProbe()
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            probe.record()
            observer.onError(TestError(id: attempt))
            return Disposables.create()
        }.retryWhen { errors in
            errors.map { error in
                if (error as? TestError)?.id == 200_000 { throw error }
            }
        }.subscribe(log.observer)
        #expect(source.subscriptions == 200_000)
        #expect(log.events == [.error(TestError(id: 200_000))])
        #expect(probe.spread == 0)
    }

    @Test func disposeWhileWaitingStopsResubscribing() {
        let scheduler = TestScheduler()
        let source = CountingSource<Int>()
        let observer = scheduler.start(disposed: 215) {
            source.failing().retryWhen { errors in
                scheduler.delayed(errors.map { _ in () }, by: .seconds(10))
            }
        }
        #expect(observer.events.isEmpty)
        #expect(source.subscriptions == 2)  // at 200 and 210; the one due at 220 was cancelled
        #expect(scheduler.clock == 215)  // nothing was left scheduled after the dispose
    }

    /// As in RxSwift (and RxTest's records): a failed subscription ends at its
    /// error, not when the notifier lets the next one start.
    @Test func failedSubscriptionIsDisposedAtItsErrorNotWhenTheNextStarts() {
        let scheduler = TestScheduler()
        let flaky: TestableObservable<Int> = scheduler.createColdObservable([
            .next(5, 1), .error(10, TestError()),
        ])
        let observer = scheduler.start(disposed: 300) {
            flaky.retryWhen { errors in scheduler.delayed(errors.map { _ in () }, by: .seconds(30)) }
        }
        #expect(flaky.subscriptions == [
            Subscription(200, 210), Subscription(240, 250), Subscription(280, 290),
        ])
        #expect(observer.events == [.next(205, 1), .next(245, 1), .next(285, 1)])
    }

    @Test func finishedRetryWhenReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.error(TestError())
                .retryWhen { errors in errors.map { _ -> Int in throw TestError(id: box.value) } }
                .subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedRetryWhenReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.error(TestError())
                .retryWhen { errors in errors.map { _ in box.value }.filter { _ in false } }
                .subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }
}
