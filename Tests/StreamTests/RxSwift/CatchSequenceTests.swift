import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+CatchTests.swift, the
// `catch(sequence:)` cases ("catch enumerable"), translated to Swift Testing:
// `XCTAssertEqual` became `#expect`.
@Suite("Observable.catch(sequence:) (RxSwift's tests)")
struct CatchSequenceTests {
    @Test func testCatchSequenceOf_IEofIO() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .error(40, testError),
        ])
        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .error(30, testError),
        ])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(20, 7),
            .next(30, 8),
            .next(40, 9),
            .completed(50),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }

        #expect(res.events == [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .next(280, 6),
            .next(290, 7),
            .next(300, 8),
            .next(310, 9),
            .completed(320),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 240)])
        #expect(xs2.subscriptions == [Subscription(240, 270)])
        #expect(xs3.subscriptions == [Subscription(270, 320)])
    }

    @Test func testCatchAnySequence_NoErrors() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(230),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .completed(230),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    @Test func testCatchAnySequence_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1)
        ])
        let xs2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [])
        #expect(xs1.subscriptions == [Subscription(200, 1000)])
        #expect(xs2.subscriptions == [])
    }

    @Test func testCatchAnySequence_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [.completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [])
    }

    @Test func testCatchSequenceOf_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(240, 4),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .next(240, 4),
            .completed(250),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func testCatchSequenceOf_ErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 1000)])
    }

    @Test func testCatchSequenceOf_ErrorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(230, testError),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1, xs2].map { $0.asObservable() })
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .error(250, testError),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func testCatchSequenceOf_Multiple() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(215, testError),
        ])
        let xs2 = scheduler.createHotObservable([
            .next(220, 3),
            .error(225, testError),
        ])
        let xs3 = scheduler.createHotObservable([
            .next(230, 4),
            .completed(235),
        ])

        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(235),
        ])
        #expect(xs1.subscriptions == [Subscription(200, 215)])
        #expect(xs2.subscriptions == [Subscription(215, 225)])
        #expect(xs3.subscriptions == [Subscription(225, 235)])
    }

    // Beyond RxSwift's tests: an empty sequence completes at once.
    @Test func anEmptySequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        #expect(res.events == [.completed(200)])
    }
}
