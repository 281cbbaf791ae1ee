import Testing
@testable import Stream

/// `flatMap`, `concatMap`, `merge(maxConcurrent:)` and `flatMapLatest` let go
/// of their source's subscription when the source completes, while inner
/// streams still run (RxSwift's Merge and Switch sinks dispose it there): a
/// test observable records the unsubscription at the source's completion, and
/// what the source's chain holds is released then, not when the last inner ends.
@Suite("Operators with inner streams release a completed source")
struct CompletedSourceReleaseTests {
    @Test func flatMapUnsubscribesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let source = scheduler.createHotObservable([.next(210, 0), .completed(220)])
        let observer = scheduler.start { source.flatMap { _ in inner.asObservable() } }
        #expect(observer.events == [.next(220, 1), .next(240, 2), .completed(250)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func concatMapUnsubscribesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
        let observer = scheduler.start { source.concatMap { factor in inner.map { $0 * factor } } }
        #expect(observer.events == [.next(220, 1), .next(240, 2), .completed(250)])
        #expect(inner.subscriptions == [Subscription(210, 230), Subscription(230, 250)])
        #expect(source.subscriptions == [Subscription(200, 216)])
    }

    @Test func mergeWithALimitUnsubscribesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let source = scheduler.createHotObservable([
            .next(210, first.asObservable()), .next(212, second.asObservable()), .completed(214),
        ])
        let observer = scheduler.start { source.merge(maxConcurrent: 1) }
        #expect(observer.events == [.next(220, 1), .next(235, 2), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 214)])
    }

    @Test func flatMapLatestUnsubscribesTheSourceWhenItCompletes() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let source = scheduler.createHotObservable([.next(210, 0), .completed(220)])
        let observer = scheduler.start { source.flatMapLatest { _ in inner.asObservable() } }
        #expect(observer.events == [.next(220, 1), .completed(250)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    /// Docs/Stream.md, "Disposal and memory": a subscription releases what it
    /// holds as soon as it ends. The source's chain ends at its completion.
    @Test(arguments: [InnerOperator.flatMap, .concatMap, .flatMapLatest])
    func theCompletedSourcesChainIsReleasedWhileAnInnerRuns(_ innerOperator: InnerOperator) {
        final class Accumulator {}
        weak var accumulator: Accumulator?
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let counted = source.scan(Accumulator?.none) { _, _ in
            let made = Accumulator()
            accumulator = made
            return made
        }
        let log = RawEventLog<Int>()
        let subscription = innerOperator.apply(to: counted, inner: inner.asObservable()).subscribe(log.observer)
        source.onNext(1)
        #expect(accumulator != nil)
        source.onCompleted()
        #expect(accumulator == nil)
        #expect(!source.hasObservers)
        // The inner goes on, and its end completes the result.
        #expect(inner.hasObservers)
        inner.onNext(7)
        inner.onCompleted()
        #expect(log.events == [.next(7), .completed])
        subscription.dispose()
    }

    @Test func aSourceThatCompletesDuringItsSubscriptionIsDisposedWhenItArrives() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let inner = PublishSubject<Int>()
        _ = source.flatMap { _ in inner.asObservable() }.subscribe()
        #expect(disposals == 1)
        #expect(inner.hasObservers)
        inner.onCompleted()
        #expect(disposals == 1)
    }

    @Test func disposingAfterTheSourceCompletedDisposesTheInnersOnly() {
        var sourceDisposals = 0
        let source = PublishSubject<Int>()
        let counted = source.do(onDispose: { sourceDisposals += 1 })
        let inner = PublishSubject<Int>()
        let subscription = counted.flatMap { _ in inner.asObservable() }.subscribe()
        source.onNext(1)
        source.onCompleted()
        #expect(sourceDisposals == 1)
        subscription.dispose()
        #expect(sourceDisposals == 1)
        #expect(!inner.hasObservers)
    }

    enum InnerOperator: CustomStringConvertible {
        case flatMap, concatMap, flatMapLatest

        func apply<Source>(to source: Observable<Source>, inner: Observable<Int>) -> Observable<Int> {
            switch self {
            case .flatMap: source.flatMap { _ in inner }
            case .concatMap: source.concatMap { _ in inner }
            case .flatMapLatest: source.flatMapLatest { _ in inner }
            }
        }

        var description: String {
            switch self {
            case .flatMap: "flatMap"
            case .concatMap: "concatMap"
            case .flatMapLatest: "flatMapLatest"
            }
        }
    }
}
