import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+CatchTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here; and the tests of `Observable.catch(sequence:)`
// (testCatchSequenceOf_..., testCatchAnySequence_...), which this package does
// not provide (Docs/MigratingFromRxSwift.md: chain `catch` per fallback).
@Suite("catch and retry (RxSwift's tests)")
struct ObservableCatchTests {}

extension ObservableCatchTests {
    @Test func testCatch_ErrorSpecific_Caught() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError)
        ])

        let o2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250)
        ])

        var handlerCalled: Int?

        let res = scheduler.start {
            o1.catch { _ in
                handlerCalled = scheduler.clock
                return o2.asObservable()
            }
        }

        #expect(230 == handlerCalled!)

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .next(240, 4),
            .completed(250)
        ])

        #expect(o1.subscriptions == [
            Subscription(200, 230)
        ])

        #expect(o2.subscriptions == [
            Subscription(230, 250)
        ])
    }

    @Test func testCatch_HandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError)
        ])

        var handlerCalled: Int?

        let res = scheduler.start {
            o1.catch { _ in
                handlerCalled = scheduler.clock
                throw testError1
            }
        }

        #expect(230 == handlerCalled!)

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .error(230, testError1),
        ])

        #expect(o1.subscriptions == [
            Subscription(200, 230)
        ])
    }

}

// catch enumerable
extension ObservableCatchTests {
}

extension ObservableCatchTests {
    @Test func testRetry_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            xs.retry()
        }

        #expect(res.events == [
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            .completed(450)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 450)
            ])
    }

    @Test func testRetry_Infinite() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            ])

        let res = scheduler.start {
            xs.retry()
        }

        #expect(res.events == [
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 1000)
            ])
    }

    @Test func testRetry_Observable_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            .error(250, testError),
            ])

        let res = scheduler.start(disposed: 1100) {
            xs.retry()
        }

        #expect(res.events == [
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            .next(550, 1),
            .next(600, 2),
            .next(650, 3),
            .next(800, 1),
            .next(850, 2),
            .next(900, 3),
            .next(1050, 1)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 450),
            Subscription(450, 700),
            Subscription(700, 950),
            Subscription(950, 1100)
            ])
    }

    @Test func testRetryCount_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .next(10, 2),
            .next(15, 3),
            .error(20, testError)
            ])

        let res = scheduler.start {
            xs.retry(3)
        }

        #expect(res.events == [
            .next(205, 1),
            .next(210, 2),
            .next(215, 3),
            .next(225, 1),
            .next(230, 2),
            .next(235, 3),
            .next(245, 1),
            .next(250, 2),
            .next(255, 3),
            .error(260, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 220),
            Subscription(220, 240),
            Subscription(240, 260)
            ])
    }

    @Test func testRetryCount_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .next(10, 2),
            .next(15, 3),
            .error(20, testError)
            ])

        let res = scheduler.start(disposed: 231) {
            xs.retry(3)
        }

        #expect(res.events == [
            .next(205, 1),
            .next(210, 2),
            .next(215, 3),
            .next(225, 1),
            .next(230, 2),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 220),
            Subscription(220, 231),
            ])
    }

    @Test func testRetryCount_Infinite() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .next(10, 2),
            .next(15, 3),
            .error(20, testError)
            ])

        let res = scheduler.start(disposed: 231) {
            xs.retry(3)
        }

        #expect(res.events == [
            .next(205, 1),
            .next(210, 2),
            .next(215, 3),
            .next(225, 1),
            .next(230, 2),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 220),
            Subscription(220, 231),
            ])
    }

    @Test func testRetryCount_Completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            xs.retry(3)
        }

        #expect(res.events == [
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            .completed(450)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 450),
            ])
    }

    @Test func testRetry_tailRecursiveOptimizationsTest() {
        var count = 1
        let sequenceSendingImmediateError: Observable<Int> = Observable.create { observer in
            observer.on(.next(0))
            observer.on(.next(1))
            observer.on(.next(2))
            if count < 2 {
                observer.on(.error(testError))
                count += 1
            }
            observer.on(.next(3))
            observer.on(.next(4))
            observer.on(.next(5))
            observer.on(.completed)

            return Disposables.create()
        }

        _ = sequenceSendingImmediateError
            .retry()
            .subscribe { _ in
            }
    }

}
