import Foundation
import Stream
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/Driver+Test.swift, translated. Tests
// that RxCocoa runs on the main thread without a mock run on the main actor
// (the main queue here), where each driver's own `MainScheduler()` runs its
// actions at once, as on RxCocoa's main thread.

@Suite("Driver (RxCocoa's tests)")
struct DriverTests {
    // MARK: properties

    @MainActor @Test func testDriverSharing_WhenErroring() {
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
        let driver = coldObservable.asDriver(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) { disposable1 = driver.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { disposable2 = driver.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { disposable1.dispose() }
        scheduler.scheduleAt(260) { disposable2.dispose() }
        // resubscription
        scheduler.scheduleAt(260) { disposable3 = driver.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { disposable3.dispose() }

        scheduler.start()

        #expect(observer1.events == [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ])
        #expect(observer2.events == [
            .next(225, 1),
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

    @MainActor @Test func testDriverSharing_WhenCompleted() {
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
        let driver = coldObservable.asDriver(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) { disposable1 = driver.asObservable().subscribe(observer1) }
        scheduler.scheduleAt(225) { disposable2 = driver.asObservable().subscribe(observer2) }
        scheduler.scheduleAt(235) { disposable1.dispose() }
        scheduler.scheduleAt(260) { disposable2.dispose() }
        // resubscription
        scheduler.scheduleAt(260) { disposable3 = driver.asObservable().subscribe(observer3) }
        scheduler.scheduleAt(285) { disposable3.dispose() }

        scheduler.start()

        #expect(observer1.events == [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ])
        #expect(observer2.events == [
            .next(225, 1),
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

    @Test func testBehaviorRelayAsDriver() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable: BehaviorRelay<Int> = BehaviorRelay(value: 0)
            let xs = Driver.zip(hotObservable.asDriver(), Driver.of(0, 0, 0)) { x, _ in
                return x
            }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(
                xs, expectationFulfilled: { $0 == 2 }
            ) {
                hotObservable.accept(1)
                hotObservable.accept(2)
            }

            #expect(results == [0, 1, 2])
        }
    }

    @Test func testAsDriver_onErrorJustReturn() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asDriver(onErrorJustReturn: -1)

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

    @Test func testAsDriver_onErrorDriveWith() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asDriver(onErrorDriveWith: Driver.just(-1))

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

    @Test func testAsDriver_onErrorRecover() {
        let harness = SharedSequenceHarness()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let xs = hotObservable.asDriver { _ in
                return Driver.empty()
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

    // MARK: correct order of sync subscriptions

    /// A driver's delivery nested in another driver's delivery on the main
    /// queue runs at once, each driver having its own main scheduler; with
    /// one shared scheduler, "first" and "second" would wait in the queue.
    @MainActor @Test func testDrivingOrderOfSynchronousSubscriptions1() {
        func prepareSampleDriver(with item: String) -> Driver<String> {
            return Observable.create { observer in
                    observer.onNext(item)
                    observer.onCompleted()
                    return Disposables.create()
                }
                .asDriver(onErrorJustReturn: "")
        }

        var disposeBag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let relay = BehaviorRelay(value: "initial")

        relay.asDriver()
            .drive(observer)
            .disposed(by: disposeBag)

        prepareSampleDriver(with: "first")
            .drive(relay)
            .disposed(by: disposeBag)

        prepareSampleDriver(with: "second")
            .drive(relay)
            .disposed(by: disposeBag)

        Observable.just("third")
            .bind(to: relay)
            .disposed(by: disposeBag)

        disposeBag = DisposeBag()

        #expect(observer.events == [
            .next(0, "initial"),
            .next(0, "first"),
            .next(0, "second"),
            .next(0, "third"),
        ])
    }

    @MainActor @Test func testDrivingOrderOfSynchronousSubscriptions2() {
        var latestValue: Int?
        let state = BehaviorSubject(value: 1)
        let subscription = state.asDriver(onErrorJustReturn: 0)
            .flatMapLatest { x in
                return Driver.just(x * 2)
            }
            .flatMapLatest { y in
                return Observable.just(y).asDriver(onErrorJustReturn: -1)
            }
            .flatMapLatest { y in
                return Observable.just(y).asDriver(onErrorDriveWith: Driver.empty())
            }
            .flatMapLatest { y in
                return Observable.just(y).asDriver(onErrorRecover: { _ in Driver.empty() })
            }
            .drive(onNext: { element in
                latestValue = element
            })

        subscription.dispose()

        #expect(latestValue == 2)
    }

    // MARK: drive observer

    @MainActor @Test func testDriveObserver() {
        var events: [Recorded<Event<Int>>] = []
        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = (Driver.just(1) as Driver<Int>).drive(observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    @MainActor @Test func testDriveObservers() {
        var events1: [Recorded<Event<Int>>] = []
        var events2: [Recorded<Event<Int>>] = []
        let observer1: AnyObserver<Int> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }
        let observer2: AnyObserver<Int> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = (Driver.just(1) as Driver<Int>).drive(observer1, observer2)

        #expect(events1 == [.next(0, 1), .completed(0)])
        #expect(events2 == [.next(0, 1), .completed(0)])
    }

    @MainActor @Test func testDriveOptionalObserver() {
        var events: [Recorded<Event<Int?>>] = []
        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = (Driver.just(1) as Driver<Int>).drive(observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    @MainActor @Test func testDriveOptionalObservers() {
        var events1: [Recorded<Event<Int?>>] = []
        var events2: [Recorded<Event<Int?>>] = []
        let observer1: AnyObserver<Int?> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }
        let observer2: AnyObserver<Int?> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = (Driver.just(1) as Driver<Int>).drive(observer1, observer2)

        #expect(events1 == [.next(0, 1), .completed(0)])
        #expect(events2 == [.next(0, 1), .completed(0)])
    }

    @MainActor @Test func testDriveNoAmbiguity() {
        var events: [Recorded<Event<Int?>>] = []
        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        // shouldn't cause compile time error
        _ = Driver.just(1).drive(observer)

        #expect(events.first?.value.element.flatMap { $0 } == 1)
    }

    // MARK: drive relays

    @MainActor @Test func testDriveBehaviorRelay() {
        let relay = BehaviorRelay<Int>(value: 0)
        let subscription = (Driver.just(1) as Driver<Int>).drive(relay)
        #expect(relay.value == 1)
        subscription.dispose()
    }

    @MainActor @Test func testDriveBehaviorRelays() {
        let relay1 = BehaviorRelay<Int>(value: 0)
        let relay2 = BehaviorRelay<Int>(value: 0)
        _ = Driver.just(1).drive(relay1, relay2)
        #expect(relay1.value == 1)
        #expect(relay2.value == 1)
    }

    @MainActor @Test func testDriveOptionalBehaviorRelay1() {
        let relay = BehaviorRelay<Int?>(value: 0)
        _ = (Driver.just(1) as Driver<Int>).drive(relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testDriveOptionalBehaviorRelay2() {
        let relay = BehaviorRelay<Int?>(value: 0)
        _ = (Driver.just(1) as Driver<Int?>).drive(relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testDriveBehaviorRelayNoAmbiguity() {
        let relay = BehaviorRelay<Int?>(value: 0)
        // shouldn't cause compile time error
        _ = Driver.just(1).drive(relay)
        #expect(relay.value == 1)
    }

    @MainActor @Test func testDriveReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Driver.just(1) as Driver<Int>).drive(relay)
        #expect(latest == 1)
    }

    @MainActor @Test func testDriveOptionalReplayRelay1() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })
        _ = (Driver.just(1) as Driver<Int>).drive(relay)
        #expect(latest == 1)
    }

    // MARK: drive with object

    @MainActor @Test func testDriveWithNext() {
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

        let driver = coldObservable.asDriver(onErrorJustReturn: -1)

        _ = driver.drive(
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

    @MainActor @Test func testDriveWithError() {
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

        let driver = coldObservable.asDriver(onErrorJustReturn: -1)

        _ = driver.drive(
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

    @MainActor @Test func testDriveWithCompleted() {
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

        let driver = coldObservable.asDriver(onErrorJustReturn: -1)

        _ = driver.drive(
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
