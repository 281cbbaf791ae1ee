import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+ConcatTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here.
@Suite("concat (RxSwift's tests)")
struct ObservableConcatTests {}

// this generates
// [generator(0), [generator(1), [generator(2), ..].concat()].concat()].concat()
func generateCollection<T>(_ startIndex: Int, _ generator: @escaping (Int) -> Observable<T>) -> Observable<T> {
    let all = [0, 1].lazy.map { i in
        return i == 0 ? generator(startIndex) : generateCollection(startIndex + 1, generator)
    }
    return Observable.concat(all)
}

// this generates
// [generator(0), [generator(1), [generator(2), ..].concat()].concat()].concat()
// This should
func generateSequence<T>(_ startIndex: Int, _ generator: @escaping (Int) -> Observable<T>) -> Observable<T> {
    let indexes: [Int] = [0, 1]
    let all = AnySequence(indexes.lazy.map { i -> Observable<T> in
        return i == 0 ? generator(startIndex) : generateSequence(startIndex + 1, generator)
    })
    return Observable<T>.concat(all)
}

// MARK: concat
extension ObservableConcatTests {

    @Test func testConcat_IEofIO() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .completed(40),
        ])

        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .completed(30),
        ])

        let xs3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(20, 7),
            .next(30, 8),
            .next(40, 9),
            .completed(50)
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2, xs3].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .next(280, 6),
            .next(290, 7),
            .next(300, 8),
            .next(310, 9),
            .completed(320)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 240),
        ])

        #expect(xs2.subscriptions == [
            Subscription(240, 270),
        ])

        #expect(xs3.subscriptions == [
            Subscription(270, 320),
        ])
    }

    @Test func testConcat_EmptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.completed(250, Int.self)
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_EmptyNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages: [Recorded<Event<Int>>] = [
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 1000),
            ])
    }

    @Test func testConcat_NeverNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages: [Recorded<Event<Int>>] = [
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 1000),
            ])

        #expect(xs2.subscriptions == [
            ])
    }

    @Test func testConcat_EmptyThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.error(250, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_ThrowEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.error(230, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            ])
    }

    @Test func testConcat_ThrowThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError2)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.error(230, testError1, Int.self)
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            ])
    }

    @Test func testConcat_ReturnEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(210, 2),
            .completed(250)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_EmptyReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 2),
            .completed(250)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(240, 2),
            .completed(250)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_ReturnNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.next(210, 2),
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 1000),
            ])
    }

    @Test func testConcat_NeverReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages: [Recorded<Event<Int>>] = [
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 1000),
            ])

        #expect(xs2.subscriptions == [
            ])
    }

    @Test func testConcat_ReturnReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(230)
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 3),
            .completed(250),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(220, 2),
            .next(240, 3),
            .completed(250)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_ThrowReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1)
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 2),
            .completed(250),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = [
            Recorded.error(230, testError1, Int.self)
        ]

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            ])
    }

    @Test func testConcat_ReturnThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(230)
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError2),
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(220, 2),
            .error(250, testError2)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 250),
            ])
    }

    @Test func testConcat_SomeDataSomeData() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(225)
            ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 225),
            ])

        #expect(xs2.subscriptions == [
            Subscription(225, 250),
            ])
    }

    @Test func testConcat_EnumerableTiming() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(230)
            ])

        let xs2 = scheduler.createColdObservable([
            .next(50, 4),
            .next(60, 5),
            .next(70, 6),
            .completed(80)
            ])

        let xs3 = scheduler.createHotObservable([
            .next(150, 1),
            .next(200, 2),
            .next(210, 3),
            .next(220, 4),
            .next(230, 5),
            .next(270, 6),
            .next(320, 7),
            .next(330, 8),
            .completed(340)
            ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() })
        }

        let messages = Recorded.events(
            .next(210, 2),
            .next(220, 3),
            .next(280, 4),
            .next(290, 5),
            .next(300, 6),
            .next(320, 7),
            .next(330, 8),
            .next(390, 4),
            .next(400, 5),
            .next(410, 6),
            .completed(420)
        )

        #expect(res.events == messages)

        #expect(xs1.subscriptions == [
            Subscription(200, 230),
            ])

        #expect(xs2.subscriptions == [
            Subscription(230, 310),
            Subscription(340, 420),
            ])

        #expect(xs3.subscriptions == [
            Subscription(310, 340),
            ])

    }

    @Test func testConcat_variadicElementsOverload() {
        let elements = try! Observable.concat(Observable.just(1)).toBlocking().toArray()
        #expect(elements == [1])
    }

}
