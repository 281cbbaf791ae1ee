import Stream
import Testing

@Suite("window(timeSpan:count:scheduler:)")
struct WindowTests {
    /// Each window's elements as one array, stamped when the window completes.
    private func windowArrays(
        _ source: TestableObservable<Int>, timeSpan: Duration, count: Int, scheduler: TestScheduler
    ) -> Observable<[Int]> {
        source.window(timeSpan: timeSpan, count: count, scheduler: scheduler).concatMap { $0.toArray() }
    }

    @Test func theClockClosesAWindowEvenWhenItIsEmpty() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(275)])
        let observer = scheduler.start { windowArrays(xs, timeSpan: .seconds(30), count: 0, scheduler: scheduler) }
        #expect(observer.events == [.next(230, [1, 2]), .next(260, []), .next(275, []), .completed(275)])
    }

    @Test func aWindowEmittedBeforeTheOuterSubscriptionWentRunsUntilItCloses() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let observer = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).take(1).merge()
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func theSourceGoesWhenTheOuterAndEveryWindowWent() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler).map { _ in 0 }
        }
        #expect(observer.events == [.next(200, 0)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aSynchronousSourceFillsWindowsByCount() {
        let scheduler = TestScheduler()
        let log = RawEventLog<[Int]>()
        _ = Observable.of(1, 2, 3, 4, 5).window(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
            .concatMap { $0.toArray() }
            .subscribe(log.observer)
        #expect(log.events == [.next([1, 2]), .next([3, 4]), .next([5]), .completed])
    }

    @Test func takesRxSwiftsTimeInterval() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let timeSpan: RxTimeInterval = .seconds(20)
        let observer = scheduler.start {
            xs.window(timeSpan: timeSpan, count: 10, scheduler: scheduler).concatMap { $0.toArray() }
        }
        #expect(observer.events == [.next(220, [1]), .next(240, []), .next(250, []), .completed(250)])
    }

    @Test func disposalLetsGoOfTheSourceAndTheSubscriber() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = source.window(timeSpan: .seconds(10), count: 5, scheduler: scheduler)
                .flatMap { $0 }
                .subscribe(onNext: { _ in _ = box.value })
            source.onNext(1)
        }
        subscription?.dispose()
        #expect(weakBox == nil)
        #expect(!source.hasObservers)
    }

    @Test func completionLetsGoOfTheSubscriber() {
        let scheduler = TestScheduler()
        let source = PublishSubject<Int>()
        weak var weakBox: Box?
        do {
            let box = Box()
            weakBox = box
            _ = source.window(timeSpan: .seconds(10), count: 5, scheduler: scheduler)
                .flatMap { $0 }
                .subscribe(onNext: { _ in _ = box.value })
            source.onNext(1)
        }
        source.onCompleted()
        #expect(weakBox == nil)
        #expect(!source.hasObservers)
    }
}
