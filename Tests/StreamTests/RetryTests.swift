import Foundation
import Synchronization
import Testing
@testable import Stream

@Suite("retry: resubscribe on error, counting subscriptions")
struct RetryTests {
    @Test func retryResubscribesUntilTheSourceSucceeds() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            observer.onNext(attempt)
            if attempt < 3 { observer.onError(TestError(id: attempt)) } else { observer.onCompleted() }
            return Disposables.create()
        }.retry().subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
        #expect(source.subscriptions == 3)
    }

    @Test func retryCountIsTheNumberOfSubscriptionsInAll() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.failing().retry(3).subscribe(log.observer)
        #expect(source.subscriptions == 3)
        #expect(log.events == [.error(TestError(id: 3))])  // the last error
    }

    @Test func retryCountStopsAtTheFirstSuccess() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            if attempt < 3 { observer.onError(TestError(id: attempt)) } else { observer.onNext(7); observer.onCompleted() }
            return Disposables.create()
        }.retry(5).subscribe(log.observer)
        #expect(source.subscriptions == 3)
        #expect(log.events == [.next(7), .completed])
    }

    @Test func retryOneMeansNoRetry() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.failing().retry(1).subscribe(log.observer)
        #expect(source.subscriptions == 1)
        #expect(log.events == [.error(TestError(id: 1))])
    }

    @Test(arguments: [0, -1])
    func retryZeroCompletesWithoutSubscribing(count: Int) {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.failing().retry(count).subscribe(log.observer)
        #expect(source.subscriptions == 0)
        #expect(log.events == [.completed])
    }

    @Test func elementsOfEveryAttemptPassThrough() {
        let log = EventLog<Int>()
        _ = Observable.concat(.just(1), .error(TestError())).retry(3).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(1), .next(1), .error(TestError())])
    }

    @Test func twoHundredThousandSynchronousRetriesRunInConstantStack() {
        let source = CountingSource<Int>()
        let probe = StackDepthProbe()
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            probe.record()
            observer.onError(TestError(id: attempt))
            return Disposables.create()
        }.retry(200_000).subscribe(log.observer)
        #expect(source.subscriptions == 200_000)
        #expect(log.events == [.error(TestError(id: 200_000))])
        #expect(probe.spread == 0)
    }

    @Test func oneMillionSynchronousRetriesRunInConstantStack() {
        // The contract's figure. A bare failing source keeps it fast in debug builds.
        var attempts = 0
        let probe = StackDepthProbe()
        let log = EventLog<Int>()
        _ = Observable<Int>.deferred {
            attempts += 1
            if attempts & 0xFFF == 1 { probe.record() }
            return .error(TestError())
        }.retry(1_000_000).subscribe(log.observer)
        #expect(attempts == 1_000_000)
        #expect(log.events == [.error(TestError())])
        #expect(probe.spread == 0)
    }

    @Test func synchronousErroringSourceUnderRetryThenTakeTerminates() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        let syncErroringSource = source.observable { _, observer in
            observer.onNext(1)
            observer.onError(TestError())
            return Disposables.create()
        }
        _ = syncErroringSource.retry().take(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(source.subscriptions == 1)
    }

    @Test func stoppedDownstreamFurtherDownTheChainEndsTheRetryLoop() {
        let source = CountingSource<Int>()
        let log = EventLog<Int>()
        _ = source.observable { attempt, observer in
            observer.onNext(attempt)
            observer.onError(TestError())
            return Disposables.create()
        }.retry().map { $0 * 10 }.filter { _ in true }.take(3).subscribe(log.observer)
        #expect(log.events == [.next(10), .next(20), .next(30), .completed])
        #expect(source.subscriptions == 3)
    }

    /// A synchronous retry loop inside an operator with inner streams must
    /// also see the take below that operator: it asks through the parent.
    @Test(arguments: ["merge", "flatMap", "concatMap", "flatMapLatest", "takeUntil"])
    func aTakeBelowAnOperatorWithInnerStreamsEndsTheRetryLoop(_ name: String) {
        let source = CountingSource<Int>()
        // Completes on its 10,000th subscription, so a regression ends (and fails).
        let retrying = source.observable { attempt, observer in
            if attempt == 10_000 {
                observer.onCompleted()
            } else {
                observer.onNext(attempt)
                observer.onError(TestError())
            }
            return Disposables.create()
        }.retry()
        let chain: Observable<Int> = switch name {
        case "merge": Observable.merge(retrying, Observable<Int>.never())
        case "flatMap": Observable.just(0).flatMap { _ in retrying }
        case "concatMap": Observable.just(0).concatMap { _ in retrying }
        case "flatMapLatest": Observable.just(0).flatMapLatest { _ in retrying }
        default: Observable<Int>.never().take(until: retrying).concat(Observable.just(-1))
        }
        let log = EventLog<Int>()
        _ = chain.take(1).subscribe(log.observer)
        #expect(log.events == [.next(name == "takeUntil" ? -1 : 1), .completed])
        #expect(source.subscriptions == 1)
    }

    @Test func anEndlessSequenceInsideFlatMapStopsWhenTheTakeBelowIsDone() {
        let pulled = Atomic<Int>(0)
        let endless = (1...).lazy.map { value in
            pulled.add(1, ordering: .relaxed)
            return value
        }
        let log = EventLog<Int>()
        _ = Observable.just(0).flatMap { _ in Observable.from(endless.prefix(100_000)) }.take(2).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(pulled.load(ordering: .relaxed) <= 3)
    }

    @Test func disposeStopsResubscribing() {
        let source = CountingSource<Int>()
        var observers: [AnyObserver<Int>] = []
        let subscription = source.observable { _, observer in
            observers.append(observer)
            return Disposables.create()
        }.retry().subscribe()
        observers[0].onError(TestError())
        #expect(source.subscriptions == 2)
        subscription.dispose()
        observers[1].onError(TestError())
        #expect(source.subscriptions == 2)
    }

    @Test func eachAttemptIsDisposedBeforeItIsReplacedOrOnDispose() {
        let disposed = EventLog<Int>()
        var observers: [AnyObserver<Int>] = []
        let source = CountingSource<Int>()
        let subscription = source.observable { attempt, observer in
            observers.append(observer)
            return Disposables.create { disposed.events.append(.next(attempt)) }
        }.retry().subscribe()
        observers[0].onError(TestError())
        #expect(disposed.events == [.next(1)])
        subscription.dispose()
        #expect(disposed.events == [.next(1), .next(2)])
    }

    @Test func finishedRetryReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            var attempts = 0
            subscription = Observable<Int>.deferred {
                attempts += box.value
                return attempts < 3 ? .error(TestError()) : .just(attempts)
            }.retry().subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedRetryReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.create { _ in
                Disposables.create { _ = box }
            }.retry(3).subscribe()
        }
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }
}
