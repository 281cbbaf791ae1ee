import Foundation
import Stream
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/Signal+Test.swift, translated. Tests
// that RxCocoa runs on the main thread without a mock run on the main actor
// (the main queue here), where each signal's own `MainScheduler()` runs its
// actions at once, as on RxCocoa's main thread.

@Suite("Signal (RxCocoa's tests)")
struct SignalTests {
    // MARK: properties

    @MainActor @Test func testSignalSharing_WhenErroring() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var disposable1: (any Disposable)!
        var disposable2: (any Disposable)!
        var disposable3: (any Disposable)!

        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .error(50, testError),
        ])
        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) { disposable1 = signal.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { disposable2 = signal.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { disposable1.dispose() }
        scheduler.scheduleAt(260) { disposable2.dispose() }
        // resubscription
        scheduler.scheduleAt(260) { disposable3 = signal.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { disposable3.dispose() }

        scheduler.start()

        #expect(observer1.events == [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ])
        #expect(observer2.events == [
            .next(230, 2),
            .next(240, 3),
            .next(250, -1),
            .completed(250),
        ])
        #expect(observer3.events == [
            .next(270, 0),
            .next(280, 1),
        ])
        #expect(coldObservable.subscriptions == [
            Subscription(200, 250),
            Subscription(260, 285),
        ])
    }

    @MainActor @Test func testSignalSharing_WhenCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var disposable1: (any Disposable)!
        var disposable2: (any Disposable)!
        var disposable3: (any Disposable)!

        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])
        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) { disposable1 = signal.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { disposable2 = signal.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { disposable1.dispose() }
        scheduler.scheduleAt(260) { disposable2.dispose() }
        // resubscription
        scheduler.scheduleAt(260) { disposable3 = signal.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { disposable3.dispose() }

        scheduler.start()

        #expect(observer1.events == [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ])
        #expect(observer2.events == [
            .next(230, 2),
            .next(240, 3),
            .completed(250),
        ])
        #expect(observer3.events == [
            .next(270, 0),
            .next(280, 1),
        ])
        #expect(coldObservable.subscriptions == [
            Subscription(200, 250),
            Subscription(260, 285),
        ])
    }

    // MARK: conversions

    @Test func testPublishRelayAsSignal() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable: PublishRelay<Int> = PublishRelay()
            let xs = Signal.zip(hotObservable.asSignal(), Signal.of(0, 0)) { x, _ in
                return x
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(
                xs, expectationFulfilled: { $0 == 2 }
            ) {
                hotObservable.accept(1)
                hotObservable.accept(2)
            }

            #expect(results == [1, 2])
        }
    }

    @Test func testAsSignal_onErrorJustReturn() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asSignal(onErrorJustReturn: -1)

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsSignal_onErrorDriveWith() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asSignal(onErrorSignalWith: Signal.just(-1))

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2, -1])
        }
    }

    @Test func testAsSignal_onErrorRecover() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asSignal { _ in
                return Signal.empty()
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == [1, 2])
        }
    }

    // MARK: emit observer

    @MainActor @Test func testEmitObserver() {
        var events: [Recorded<Event<Int>>] = []
        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = (Signal.just(1) as Signal<Int>).emit(to: observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    @MainActor @Test func testEmitObservers() {
        var events1: [Recorded<Event<Int>>] = []
        var events2: [Recorded<Event<Int>>] = []
        let observer1: AnyObserver<Int> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }
        let observer2: AnyObserver<Int> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = (Signal.just(1) as Signal<Int>).emit(to: observer1, observer2)

        #expect(events1 == [.next(0, 1), .completed(0)])
        #expect(events2 == [.next(0, 1), .completed(0)])
    }

    @MainActor @Test func testEmitOptionalObserver() {
        var events: [Recorded<Event<Int?>>] = []
        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = (Signal.just(1) as Signal<Int>).emit(to: observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    @MainActor @Test func testEmitOptionalObservers() {
        var events1: [Recorded<Event<Int?>>] = []
        var events2: [Recorded<Event<Int?>>] = []
        let observer1: AnyObserver<Int?> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }
        let observer2: AnyObserver<Int?> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = (Signal.just(1) as Signal<Int>).emit(to: observer1, observer2)

        #expect(events1 == [.next(0, 1), .completed(0)])
        #expect(events2 == [.next(0, 1), .completed(0)])
    }

    @MainActor @Test func testEmitNoAmbiguity() {
        var events: [Recorded<Event<Int?>>] = []
        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    // MARK: emit relays

    @MainActor @Test func testEmitBehaviorRelay() {
        let relay = BehaviorRelay<Int>(value: 0)
        let subscription = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(relay.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testEmitBehaviorRelays() {
        let relay1 = BehaviorRelay<Int>(value: 0)
        let relay2 = BehaviorRelay<Int>(value: 0)
        _ = Signal.just(1).emit(to: relay1, relay2)
        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
    }

    @MainActor @Test func testEmitOptionalBehaviorRelay1() {
        let relay = BehaviorRelay<Int?>(value: 0)
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testEmitOptionalBehaviorRelay2() {
        let relay = BehaviorRelay<Int?>(value: 0)
        _ = (Signal.just(1) as Signal<Int?>).emit(to: relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testEmitBehaviorRelayNoAmbiguity() {
        let relay = BehaviorRelay<Int?>(value: 0)
        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testEmitPublishRelay() {
        let relay = PublishRelay<Int>()
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(latest == 1)
    }

    @MainActor @Test func testEmitPublishRelays() {
        let relay1 = PublishRelay<Int>()
        let relay2 = PublishRelay<Int>()
        var latest1: Int?
        var latest2: Int?
        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })
        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay1, relay2)
        #expect(latest1 == 1)
        #expect(latest2 == 1)
    }

    @MainActor @Test func testEmitOptionalPublishRelay1() {
        let relay = PublishRelay<Int?>()
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(latest == 1)
    }

    @MainActor @Test func testEmitReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(latest == 1)
    }

    @MainActor @Test func testEmitOptionalReplayRelay1() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Signal.just(1) as Signal<Int>).emit(to: relay)
        #expect(latest == 1)
    }

    // MARK: emit with object

    @MainActor @Test func testEmitWithNext() {
        var testObject: TestObject! = TestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal.emit(
            with: testObject,
            onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
            onDisposed: { disposed = $0.id })

        scheduler.start()

        let uuid = testObject.id
        #expect(values == [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "3",
        ])
        #expect(disposed == uuid)
        #expect(testObject != nil)
        testObject = nil
        #expect(testObject == nil)
    }

    @MainActor @Test func testEmitWithError() {
        var testObject: TestObject! = TestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .error(40, testError),
            .next(50, 3),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal.emit(
            with: testObject,
            onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
            onDisposed: { disposed = $0.id })

        scheduler.start()

        let uuid = testObject.id
        #expect(values == [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "-1",
        ])
        #expect(disposed == uuid)
        #expect(testObject != nil)
        testObject = nil
        #expect(testObject == nil)
    }

    @MainActor @Test func testEmitWithCompleted() {
        var testObject: TestObject! = TestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?
        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .completed(40),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal.emit(
            with: testObject,
            onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
            onCompleted: { completed = $0.id },
            onDisposed: { disposed = $0.id })

        scheduler.start()

        let uuid = testObject.id
        #expect(values == [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
        ])
        #expect(disposed == uuid)
        #expect(completed == uuid)
        #expect(testObject != nil)
        testObject = nil
        #expect(testObject == nil)
    }
}

private final class TestObject {
    let id = UUID()
}
