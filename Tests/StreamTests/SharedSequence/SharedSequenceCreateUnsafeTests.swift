import Stream
import Testing

// `SharedSequence.createUnsafe(source:)`, RxCocoa's extension hook (compiled
// there only with `EXPANDABLE_SHARED_SEQUENCE`). RxCocoa has no tests for
// it; these check what its declaration says it does: the source wrapped as
// it is, with none of the trait's guarantees added.

@Suite("SharedSequence.createUnsafe(source:)")
struct SharedSequenceCreateUnsafeTests {
    @Test func elementTypeComesFromTheSource() {
        let driver: Driver<Int> = Driver<String>.createUnsafe(source: Observable.just(1))
        let signal: Signal<(Int, String)> = Signal<Void>.createUnsafe(source: Observable.just((1, "a")))
        _ = (driver, signal)
    }

    @Test func doesNotShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let signal = Signal<Int>.createUnsafe(source: source)
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = signal.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(205) { _ = signal.asObservable().subscribe(observer2) }
        scheduler.start()

        #expect(source.subscriptions == [Subscription(200, 230), Subscription(205, 235)])
        #expect(observer1.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(observer2.events == [.next(215, 1), .next(225, 2), .completed(235)])
    }

    @Test func doesNotMoveDeliveryToTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = PublishSubject<Int>()
            let driver = Driver<Int>.createUnsafe(source: source)
            var received: [Int] = []
            let subscription = driver.drive(onNext: { received.append($0) })

            // Delivered while the source sends, not by the mocked scheduler.
            source.onNext(1)
            #expect(received == [1])
            subscription.dispose()
        }
    }

    @Test func passesAnErrorThrough() {
        var events: [Event<Int>] = []
        _ = Signal<Int>.createUnsafe(source: Observable<Int>.error(testError))
            .asObservable()
            .subscribe { events.append($0) }

        #expect(events.count == 1)
        #expect(events.first?.error != nil)
    }

    // A source that keeps the promise (delivered on the strategy's scheduler,
    // errors handled, shared as the strategy says) makes a sequence that
    // passes RxCocoa's SharedSequence checks.
    @Test func aSourceKeepingThePromiseBehavesAsTheTrait() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let source = hotObservable.asObservable()
                .observe(on: SignalSharingStrategy.scheduler)
                .catchAndReturn(-1)
                .share(scope: .whileConnected)
            let signal = Signal<Int>.createUnsafe(source: source)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(signal) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }
}
