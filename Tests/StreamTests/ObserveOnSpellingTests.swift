import Dispatch
import Foundation
import Testing
@testable import Stream

// RxSwift 6.9.1's Observable+ObserveOnTests and Observable+SubscribeOnTests
// for `observe(on:)` and `subscribe(on:)`, translated to Swift Testing. The
// observe(on:) ones run on `PrimitiveHotObservable`, a type of the tests' own
// that conforms to `ObservableType` only. RxTest's processing tick is not
// this package's: a subscription made at 200 through `subscribe(on:)` runs
// at 200, not 201 (Docs/MigratingFromRxSwift.md).
@Suite("observe(on:) and subscribe(on:), RxSwift's tests")
struct ObserveOnSpellingTests {
    /// Runs `tests(scheduler)`, then waits until `scheduler` ran everything
    /// scheduled so far (a marker scheduled behind it: no sleeping).
    func runDispatchQueueSchedulerTests(
        _ scheduler: SerialDispatchQueueScheduler, tests: (SerialDispatchQueueScheduler) -> any Disposable
    ) -> any Disposable {
        let disposable = tests(scheduler)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        waitFor(done)
        return disposable
    }

    func runDispatchQueueSchedulerTests(_ tests: (SerialDispatchQueueScheduler) -> any Disposable) {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "testQueue1")
        runDispatchQueueSchedulerTests(scheduler, tests: tests).dispose()
    }

    func runDispatchQueueSchedulerMultiplexedTests(_ tests: [(SerialDispatchQueueScheduler) -> any Disposable]) {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "testQueue1")
        let compositeDisposable = CompositeDisposable()
        for test in tests {
            _ = compositeDisposable.insert(runDispatchQueueSchedulerTests(scheduler, tests: test))
        }
        compositeDisposable.dispose()
    }

    @Test func testObserveOnDispatchQueue_DeadlockEmpty() {
        nonisolated(unsafe) var nEvents = 0
        runDispatchQueueSchedulerTests { scheduler in
            let observable: Observable<Int> = Observable.empty().observe(on: scheduler)
            return observable.subscribe(onCompleted: {
                nEvents += 1
            })
        }
        #expect(nEvents == 1)
    }

    @Test func testObserveOnDispatchQueue_Simple() {
        let xs = PrimitiveHotObservable<Int>()
        let observer = PrimitiveMockObserver<Int>()

        runDispatchQueueSchedulerMultiplexedTests([
            { scheduler in
                let subscription = (xs.observe(on: scheduler)).subscribe(observer)
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                xs.on(.next(0))
                return subscription
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0)])
                xs.on(.next(1))
                xs.on(.next(2))
                return Disposables.create()
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0), .next(0, 1), .next(0, 2)])
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                xs.on(.completed)
                return Disposables.create()
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0), .next(0, 1), .next(0, 2), .completed(0)])
                #expect(xs.subscriptions == [UnsunscribedFromHotObservable])
                return Disposables.create()
            },
        ])
    }

    @Test func testObserveOnDispatchQueue_Error() {
        let xs = PrimitiveHotObservable<Int>()
        let observer = PrimitiveMockObserver<Int>()

        runDispatchQueueSchedulerMultiplexedTests([
            { scheduler in
                let subscription = (xs.observe(on: scheduler)).subscribe(observer)
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                xs.on(.next(0))
                return subscription
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0)])
                xs.on(.next(1))
                xs.on(.next(2))
                return Disposables.create()
            },
            { scheduler in
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                xs.on(.error(testError))
                return Disposables.create()
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0), .next(0, 1), .next(0, 2), .error(0, testError)])
                #expect(xs.subscriptions == [UnsunscribedFromHotObservable])
                return Disposables.create()
            },
        ])
    }

    @Test func testObserveOnDispatchQueue_Dispose() {
        let xs = PrimitiveHotObservable<Int>()
        let observer = PrimitiveMockObserver<Int>()
        nonisolated(unsafe) var subscription: (any Disposable)!

        runDispatchQueueSchedulerMultiplexedTests([
            { scheduler in
                subscription = (xs.observe(on: scheduler)).subscribe(observer)
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                xs.on(.next(0))
                return subscription
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0)])
                #expect(xs.subscriptions == [SubscribedToHotObservable])
                subscription.dispose()
                #expect(xs.subscriptions == [UnsunscribedFromHotObservable])
                xs.on(.error(testError))
                return Disposables.create()
            },
            { scheduler in
                #expect(observer.events == [.next(0, 0)])
                #expect(xs.subscriptions == [UnsunscribedFromHotObservable])
                return Disposables.create()
            },
        ])
    }

    @Test func testSubscribeOn_SchedulerSleep() {
        let scheduler = TestScheduler(initialClock: 0)

        nonisolated(unsafe) var scheduled = 0
        nonisolated(unsafe) var disposed = 0

        let xs: Observable<Int> = Observable.create { _ in
            scheduled = scheduler.clock
            return Disposables.create {
                disposed = scheduler.clock
            }
        }

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        #expect(res.events == [])
        // RxSwift: 201 and 1001 (RxTest's processing tick).
        #expect(scheduled == 200)
        #expect(disposed == 1000)
    }

    @Test func testSubscribeOn_SchedulerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(300)
        ])

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        #expect(res.events == [.completed(300)])
        // RxSwift: Subscription(201, 301) (RxTest's processing tick).
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func testSubscribeOn_SchedulerError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(300, testError)
        ])

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        #expect(res.events == [.error(300, testError)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func testSubscribeOn_SchedulerDispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
        ])

        let res = scheduler.start {
            xs.subscribe(on: scheduler)
        }

        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func observeOnAndObserveOnAreOneOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let spelled = scheduler.start { xs.observe(on: scheduler) }
        let ys = scheduler.createHotObservable([.next(1210, 1), .completed(1220)])
        let first = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.observeOn(scheduler) }
        #expect(spelled.events == [.next(210, 1), .completed(220)])
        #expect(first.events == [.next(1210, 1), .completed(1220)])
    }
}
