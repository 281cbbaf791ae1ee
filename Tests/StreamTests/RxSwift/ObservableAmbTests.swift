import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+AmbTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here.
@Suite("amb (RxSwift's tests)")
struct ObservableAmbTests {}

extension ObservableAmbTests {

    @Test func testAmb_Never2() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 1000)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 1000)
            ])
    }

    @Test func testAmb_Never3() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let x3 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let res = scheduler.start {
            Observable.amb([x1, x2, x3].map { $0.asObservable() })
        }

        #expect(res.events == [
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 1000)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 1000)
            ])

        #expect(x3.subscriptions == [
            Subscription(200, 1000)
            ])
    }

    @Test func testAmb_Never_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(225)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .completed(225)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 225)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 225)
            ])
    }

    @Test func testAmb_RegularShouldDisposeLoser() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(240)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .next(210, 2),
            .completed(240)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 240)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 210)
            ])
    }

    @Test func testAmb_WinnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(220, testError)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .next(210, 2),
            .error(220, testError)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 220)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 210)
            ])
    }

    @Test func testAmb_LoserThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .error(230, testError)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .next(210, 3),
            .completed(250)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 210)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 250)
            ])
    }

    @Test func testAmb_ThrowsBeforeElectionLeft() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .error(210, testError)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 210)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 210)
            ])
    }

    @Test func testAmb_ThrowsBeforeElectionRight() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250)
            ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError)
            ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        #expect(res.events == [
            .error(210, testError)
            ])

        #expect(x1.subscriptions == [
            Subscription(200, 210)
            ])

        #expect(x2.subscriptions == [
            Subscription(200, 210)
            ])
    }

}
