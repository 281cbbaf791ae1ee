import Testing
@testable import Stream

@Suite("flatMap")
struct FlatMapTests {
    @Test func synchronousInnersArriveInOrder() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe(log.observer)
        #expect(log.events == [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    @Test func mergesInnerElementsAsTheyArrive() {
        let scheduler = TestScheduler()
        let source = PublishSubject<String>()
        let inners = ["a": PublishSubject<Int>(), "b": PublishSubject<Int>()]
        scheduler.scheduleAt(210) { source.onNext("a") }
        scheduler.scheduleAt(220) { inners["a"]?.onNext(1) }
        scheduler.scheduleAt(230) { source.onNext("b") }
        scheduler.scheduleAt(240) { inners["b"]?.onNext(2) }
        scheduler.scheduleAt(250) { inners["a"]?.onNext(3) }
        scheduler.scheduleAt(260) { source.onCompleted() }
        scheduler.scheduleAt(270) { inners["a"]?.onCompleted() }
        scheduler.scheduleAt(280) { inners["b"]?.onNext(4) }
        scheduler.scheduleAt(290) { inners["b"]?.onCompleted() }
        let observer = scheduler.start { source.flatMap { inners[$0]! } }
        #expect(observer.events == [.next(220, 1), .next(240, 2), .next(250, 3), .next(280, 4), .completed(290)])
    }

    @Test func completesOnlyWhenSourceAndEveryInnerCompleted() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        scheduler.scheduleAt(210) { source.onNext(1) }
        scheduler.scheduleAt(220) { inner.onCompleted() }
        scheduler.scheduleAt(300) { source.onCompleted() }
        let observer = scheduler.start { source.flatMap { _ in inner } }
        #expect(observer.events == [.completed(300)])
    }

    @Test func innerErrorFailsAndDisposesSourceAndOtherInners() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.flatMap { $0 == 1 ? first : second }.subscribe(log.observer)
        source.onNext(1)
        source.onNext(2)
        second.onError(TestError(id: 2))
        first.onNext(9)
        #expect(log.events == [.error(TestError(id: 2))])
        #expect(!source.hasObservers)
        #expect(!first.hasObservers)
        #expect(!second.hasObservers)
    }

    @Test func sourceErrorFailsAndDisposesInners() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.flatMap { _ in inner }.subscribe(log.observer)
        source.onNext(1)
        inner.onNext(5)
        source.onError(TestError(id: 1))
        #expect(log.events == [.next(5), .error(TestError(id: 1))])
        #expect(!inner.hasObservers)
    }

    @Test func throwingSelectorFails() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3).flatMap { value -> Observable<Int> in
            if value == 2 { throw TestError(id: 2) }
            return .just(value)
        }.subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 2))])
    }

    @Test func disposalReleasesSourceAndInners() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let subscription = source.flatMap { _ in inner }.subscribe()
        source.onNext(1)
        #expect(inner.hasObservers)
        subscription.dispose()
        #expect(!source.hasObservers)
        #expect(!inner.hasObservers)
    }

    @Test func completedInnerIsReleasedAtOnce() {
        weak var weakInner: PublishSubject<Int>?
        let source = PublishSubject<Int>()
        let subscription: any Disposable
        do {
            let inner = PublishSubject<Int>()
            weakInner = inner
            subscription = source.flatMap { _ in inner }.subscribe()
            source.onNext(1)
            inner.onCompleted()
        }
        // The selector still holds the subject; what matters is that the
        // sink let go of the inner subscription.
        #expect(weakInner != nil)
        #expect(!(weakInner?.hasObservers ?? true))
        subscription.dispose()
    }

    @Test func disposeDuringInnerSubscriptionIsHonoured() {
        let late = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        // take(1) disposes flatMap while its first inner is still subscribing.
        _ = Observable.of(1, 2).flatMap { $0 == 1 ? Observable.of(1, 2) : late }.take(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(!late.hasObservers)
    }

    @Test func disposeFromAnInnerDuringItsSubscriptionStopsEverything() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        var subscription: (any Disposable)?
        var seen: [Int] = []
        subscription = source.flatMap { value -> Observable<Int> in
            value == 1 ? other : Observable<Int>.create { observer in
                observer.onNext(value)
                subscription?.dispose()
                observer.onNext(value + 1)
                return Disposables.create()
            }
        }.subscribe(onNext: { seen.append($0) })
        source.onNext(1)
        source.onNext(2)
        #expect(seen == [2])
        #expect(!source.hasObservers)
        #expect(!other.hasObservers)
    }

    @Test func finishedChainReleasesCaptures() {
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.of(1, 2).flatMap { Observable.just($0 + box.value) }.subscribe()
        }
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedChainReleasesCaptures() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.flatMap { _ in inner.map { $0 + box.value } }.subscribe()
        }
        source.onNext(1)
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    /// An inner that ends while the sink is being torn down (here from inside
    /// the teardown itself: its own upstream disposes the whole subscription)
    /// is ignored: freeing a slot of the emptied slot table would trap.
    @Test func anInnerEndingDuringTheTeardownIsIgnored() {
        nonisolated(unsafe) var whole: (any Disposable)?
        let inner = DisposalHookObservable<Int> { whole?.dispose() }
        let log = RawEventLog<Int>()
        whole = Observable.just(1).concat(.never()).flatMap { _ in inner.asObservable() }.subscribe(log.observer)
        inner.observer?.onCompleted()
        #expect(log.events.isEmpty)
    }
}

@Suite("concatMap")
struct ConcatMapTests {
    @Test func subscribesOneInnerAtATimeInArrivalOrder() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let log = RawEventLog<Int>()
        _ = source.concatMap { inners[$0] }.subscribe(log.observer)
        source.onNext(0)
        source.onNext(1)
        source.onNext(2)
        #expect(inners.map(\.hasObservers) == [true, false, false])
        inners[1].onNext(99)  // not subscribed yet: lost, as with any hot source
        inners[0].onNext(10)
        inners[0].onCompleted()
        #expect(inners.map(\.hasObservers) == [false, true, false])
        inners[1].onNext(11)
        inners[1].onCompleted()
        inners[2].onNext(12)
        source.onCompleted()
        #expect(log.events == [.next(10), .next(11), .next(12)])
        inners[2].onCompleted()
        #expect(log.events == [.next(10), .next(11), .next(12), .completed])
    }

    @Test func selectorRunsWhenTheElementArrives() {
        let source = PublishSubject<Int>()
        let blocker = PublishSubject<Int>()
        var selected: [Int] = []
        _ = source.concatMap { value -> Observable<Int> in
            selected.append(value)
            return value == 0 ? blocker : .just(value)
        }.subscribe()
        source.onNext(0)
        source.onNext(1)
        source.onNext(2)
        #expect(selected == [0, 1, 2])
    }

    @Test func longQueueOfSynchronousInnersDrainsInConstantStack() {
        let source = PublishSubject<Int>()
        let blocker = PublishSubject<Int>()
        var count = 0
        var completed = false
        _ = source.concatMap { $0 == 0 ? blocker : Observable.just($0) }
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        for value in 0...100_000 { source.onNext(value) }
        source.onCompleted()
        blocker.onCompleted()
        #expect(count == 100_000)
        #expect(completed)
    }

    @Test func innerErrorFailsAndDropsTheQueue() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        var subscribedLater = false
        let log = RawEventLog<Int>()
        _ = source.concatMap { value -> Observable<Int> in
            value == 0 ? first : .deferred { subscribedLater = true; return .just(value) }
        }.subscribe(log.observer)
        source.onNext(0)
        source.onNext(1)
        first.onError(TestError(id: 3))
        #expect(log.events == [.error(TestError(id: 3))])
        #expect(!subscribedLater)
        #expect(!source.hasObservers)
    }

    @Test func disposalReleasesCurrentInnerAndWaitingOnes() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.concatMap { value in value == 0 ? first : Observable.just(box.value) }.subscribe()
        }
        source.onNext(0)
        source.onNext(1)
        subscription?.dispose()
        #expect(!first.hasObservers)
        #expect(!source.hasObservers)
        #expect(weakBox == nil)
    }
}

@Suite("flatMapLatest")
struct FlatMapLatestTests {
    @Test func mirrorsOnlyTheLatestInner() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        scheduler.scheduleAt(210) { source.onNext(0) }
        scheduler.scheduleAt(220) { inners[0].onNext("a1") }
        scheduler.scheduleAt(230) { source.onNext(1) }
        scheduler.scheduleAt(240) { inners[0].onNext("a2") }
        scheduler.scheduleAt(250) { inners[1].onNext("b1") }
        let observer = scheduler.start { source.flatMapLatest { inners[$0] } }
        #expect(observer.events == [.next(220, "a1"), .next(250, "b1")])
    }

    @Test func switchingDisposesThePreviousInner() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        _ = source.flatMapLatest { inners[$0] }.subscribe()
        source.onNext(0)
        #expect(inners[0].hasObservers)
        source.onNext(1)
        #expect(!inners[0].hasObservers)
        #expect(inners[1].hasObservers)
    }

    @Test func completesWhenSourceAndLatestInnerCompleted() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let log = RawEventLog<Int>()
        _ = source.flatMapLatest { inners[$0] }.subscribe(log.observer)
        source.onNext(0)
        source.onNext(1)
        source.onCompleted()
        #expect(log.events == [])
        inners[1].onCompleted()
        #expect(log.events == [.completed])
    }

    @Test func completesWithTheSourceWhenTheLatestInnerAlreadyCompleted() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).flatMapLatest { Observable.just($0 * 10) }.subscribe(log.observer)
        #expect(log.events == [.next(10), .next(20), .completed])
    }

    @Test func latestInnerErrorFails() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.flatMapLatest { _ in inner }.subscribe(log.observer)
        source.onNext(0)
        inner.onError(TestError(id: 4))
        #expect(log.events == [.error(TestError(id: 4))])
        #expect(!source.hasObservers)
    }

    @Test func sourceErrorFailsAndDisposesTheInner() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = RawEventLog<Int>()
        _ = source.flatMapLatest { _ in inner }.subscribe(log.observer)
        source.onNext(0)
        source.onError(TestError(id: 5))
        #expect(log.events == [.error(TestError(id: 5))])
        #expect(!inner.hasObservers)
    }

    @Test func throwingSelectorFails() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
            if value == 2 { throw TestError(id: 6) }
            return .never()
        }.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 6))])
    }

    @Test func disposalReleasesTheInnerAndCaptures() {
        weak var weakBox: Box?
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.flatMapLatest { _ in inner.map { $0 + box.value } }.subscribe()
        }
        source.onNext(0)
        subscription?.dispose()
        #expect(!inner.hasObservers)
        #expect(!source.hasObservers)
        #expect(weakBox == nil)
    }
}

/// A source that keeps its observer for the test to drive, and runs
/// `onDispose` when its subscription is disposed.
private final class DisposalHookObservable<Element>: Observable<Element> {
    private(set) var observer: ObserverNode<Element>?
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        self.observer = observer
        return Disposables.create(with: onDispose)
    }
}
