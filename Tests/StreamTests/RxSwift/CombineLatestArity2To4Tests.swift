import Stream
import Testing

// The tests for two to four sources of RxSwift 6.9.1's
// Tests/RxSwiftTests/Observable+CombineLatestTests+arity.swift (generated from its .tt), translated
// to Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
@Suite("combineLatest of two to four sources (RxSwift's tests)")
struct CombineLatestArity2To4Tests {}

// combine latest
extension CombineLatestArity2To4Tests {

    // 2

    @Test func testCombineLatest_Never2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable.combineLatest(e0, e1) { _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1 in
                    Observable.combineLatest(e0, e1).map { _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]

            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable.combineLatest(e0, e1) { _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1 in
                    Observable.combineLatest(e0, e1).map { _, _ -> Int in
                        return (42)
                    }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(220)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1)
            }

            #expect(res.events == [.completed(220)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

        }
    }

    @Test func testCombineLatest_SelectorThrows2() {
        let scheduler = TestScheduler(initialClock: 0)

        let e0 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 1),
            .completed(400)
        ])

        let e1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1) { _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(220, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 220)])

        #expect(e1.subscriptions == [Subscription(200, 220)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable.combineLatest(e0, e1) { _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1 in
                    Observable.combineLatest(e0, e1).map { _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable.combineLatest(e0, e1) { (e0: Int, e1: Int) -> Int in
                        return (e0 + e1)
                    }
                },
                { e0, e1 in
                    Observable.combineLatest(e0, e1).map { (e0: Int, e1: Int) -> Int in
                        return (e0 + e1)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 3),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 4),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1)
            }

            #expect(res.events == [

                .next(220, 3),

                .next(410, 5),
                .next(420, 7),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

        }
    }

    // 3

    @Test func testCombineLatest_Never3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2) { _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2).map { _, _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]

            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2) { _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2).map { _, _, _ -> Int in
                        return (42)
                    }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(220)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(230)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2)
            }

            #expect(res.events == [.completed(230)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

        }
    }

    @Test func testCombineLatest_SelectorThrows3() {
        let scheduler = TestScheduler(initialClock: 0)

        let e0 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 1),
            .completed(400)
        ])

        let e1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(400)
        ])

        let e2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 3),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2) { _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(230, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 230)])

        #expect(e1.subscriptions == [Subscription(200, 230)])

        #expect(e2.subscriptions == [Subscription(200, 230)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2) { _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2).map { _, _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(260)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2) { (e0: Int, e1: Int, e2: Int) -> Int in
                        return (e0 + e1 + e2)
                    }
                },
                { e0, e1, e2 in
                    Observable.combineLatest(e0, e1, e2).map { (e0: Int, e1: Int, e2: Int) -> Int in
                        return (e0 + e1 + e2)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 4),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 5),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 6),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2)
            }

            #expect(res.events == [

                .next(230, 6),

                .next(410, 9),
                .next(420, 12),
                .next(430, 15),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

        }
    }

    // 4

    @Test func testCombineLatest_Never4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3) { _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3).map { _, _, _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]

            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
            #expect(e3.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3) { _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3).map { _, _, _, _ -> Int in
                        return (42)
                    }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(220)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(230)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(240)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3)
            }

            #expect(res.events == [.completed(240)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

            #expect(e3.subscriptions == [Subscription(200, 240)])

        }
    }

    @Test func testCombineLatest_SelectorThrows4() {
        let scheduler = TestScheduler(initialClock: 0)

        let e0 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 1),
            .completed(400)
        ])

        let e1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(400)
        ])

        let e2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 3),
            .completed(400)
        ])

        let e3 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 4),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2, e3) { _, _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(240, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 240)])

        #expect(e1.subscriptions == [Subscription(200, 240)])

        #expect(e2.subscriptions == [Subscription(200, 240)])

        #expect(e3.subscriptions == [Subscription(200, 240)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3) { _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3).map { _, _, _, _ -> Int in
                        return (42)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(260)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(270)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 270)])

            #expect(e3.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3) { (e0: Int, e1: Int, e2: Int, e3: Int) -> Int in
                        return (e0 + e1 + e2 + e3)
                    }
                },
                { e0, e1, e2, e3 in
                    Observable.combineLatest(e0, e1, e2, e3).map { (e0: Int, e1: Int, e2: Int, e3: Int) -> Int in
                        return (e0 + e1 + e2 + e3)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 5),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 6),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 7),
                .completed(800)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .next(440, 8),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3)
            }

            #expect(res.events == [

                .next(240, 10),

                .next(410, 14),
                .next(420, 18),
                .next(430, 22),
                .next(440, 26),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

            #expect(e3.subscriptions == [Subscription(200, 800)])

        }
    }
}
