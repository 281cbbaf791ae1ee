import Stream
import Testing

// The tests for five to eight sources of RxSwift 6.9.1's
// Tests/RxSwiftTests/Observable+CombineLatestTests+arity.swift (generated from its .tt), translated
// to Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
@Suite("combineLatest of five to eight sources (RxSwift's tests)")
struct CombineLatestArityTests {
    // 5

    @Test func testCombineLatest_Never5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4) { _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4).map { _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]


            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
            #expect(e3.subscriptions == subscriptions)
            #expect(e4.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4) { _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4).map { _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4)
            }

            #expect(res.events == [.completed(250)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

            #expect(e3.subscriptions == [Subscription(200, 240)])

            #expect(e4.subscriptions == [Subscription(200, 250)])

        }
    }

    @Test func testCombineLatest_SelectorThrows5() {
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

        let e4 = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 5),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2, e3, e4) { _, _, _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(250, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 250)])

        #expect(e1.subscriptions == [Subscription(200, 250)])

        #expect(e2.subscriptions == [Subscription(200, 250)])

        #expect(e3.subscriptions == [Subscription(200, 250)])

        #expect(e4.subscriptions == [Subscription(200, 250)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4) { _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4).map { _, _, _, _, _ -> Int in
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
                .completed(280)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 270)])

            #expect(e3.subscriptions == [Subscription(200, 280)])

            #expect(e4.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4) { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4)
                    }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.combineLatest(e0, e1, e2, e3, e4).map { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 6),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 7),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 8),
                .completed(800)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .next(440, 9),
                .completed(800)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .next(450, 10),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4)
            }

            #expect(res.events == [

                .next(250, 15),

                .next(410, 20),
                .next(420, 25),
                .next(430, 30),
                .next(440, 35),
                .next(450, 40),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

            #expect(e3.subscriptions == [Subscription(200, 800)])

            #expect(e4.subscriptions == [Subscription(200, 800)])

        }
    }

    // 6

    @Test func testCombineLatest_Never6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5) { _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5).map { _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]


            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
            #expect(e3.subscriptions == subscriptions)
            #expect(e4.subscriptions == subscriptions)
            #expect(e5.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5) { _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5).map { _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(260)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5)
            }

            #expect(res.events == [.completed(260)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

            #expect(e3.subscriptions == [Subscription(200, 240)])

            #expect(e4.subscriptions == [Subscription(200, 250)])

            #expect(e5.subscriptions == [Subscription(200, 260)])

        }
    }

    @Test func testCombineLatest_SelectorThrows6() {
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

        let e4 = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 5),
            .completed(400)
        ])

        let e5 = scheduler.createHotObservable([
            .next(150, 1),
            .next(260, 6),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2, e3, e4, e5) { _, _, _, _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(260, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 260)])

        #expect(e1.subscriptions == [Subscription(200, 260)])

        #expect(e2.subscriptions == [Subscription(200, 260)])

        #expect(e3.subscriptions == [Subscription(200, 260)])

        #expect(e4.subscriptions == [Subscription(200, 260)])

        #expect(e5.subscriptions == [Subscription(200, 260)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5) { _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5).map { _, _, _, _, _, _ -> Int in
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
                .completed(280)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(290)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 270)])

            #expect(e3.subscriptions == [Subscription(200, 280)])

            #expect(e4.subscriptions == [Subscription(200, 290)])

            #expect(e5.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5) { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5)
                    }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5).map { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 7),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 8),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 9),
                .completed(800)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .next(440, 10),
                .completed(800)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .next(450, 11),
                .completed(800)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .next(460, 12),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5)
            }

            #expect(res.events == [

                .next(260, 21),

                .next(410, 27),
                .next(420, 33),
                .next(430, 39),
                .next(440, 45),
                .next(450, 51),
                .next(460, 57),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

            #expect(e3.subscriptions == [Subscription(200, 800)])

            #expect(e4.subscriptions == [Subscription(200, 800)])

            #expect(e5.subscriptions == [Subscription(200, 800)])

        }
    }

    // 7

    @Test func testCombineLatest_Never7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6) { _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6).map { _, _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]


            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
            #expect(e3.subscriptions == subscriptions)
            #expect(e4.subscriptions == subscriptions)
            #expect(e5.subscriptions == subscriptions)
            #expect(e6.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6) { _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6).map { _, _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(260)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(270)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6)
            }

            #expect(res.events == [.completed(270)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

            #expect(e3.subscriptions == [Subscription(200, 240)])

            #expect(e4.subscriptions == [Subscription(200, 250)])

            #expect(e5.subscriptions == [Subscription(200, 260)])

            #expect(e6.subscriptions == [Subscription(200, 270)])

        }
    }

    @Test func testCombineLatest_SelectorThrows7() {
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

        let e4 = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 5),
            .completed(400)
        ])

        let e5 = scheduler.createHotObservable([
            .next(150, 1),
            .next(260, 6),
            .completed(400)
        ])

        let e6 = scheduler.createHotObservable([
            .next(150, 1),
            .next(270, 7),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6) { _, _, _, _, _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(270, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 270)])

        #expect(e1.subscriptions == [Subscription(200, 270)])

        #expect(e2.subscriptions == [Subscription(200, 270)])

        #expect(e3.subscriptions == [Subscription(200, 270)])

        #expect(e4.subscriptions == [Subscription(200, 270)])

        #expect(e5.subscriptions == [Subscription(200, 270)])

        #expect(e6.subscriptions == [Subscription(200, 270)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6) { _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6).map { _, _, _, _, _, _, _ -> Int in
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
                .completed(280)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(290)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(300)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 270)])

            #expect(e3.subscriptions == [Subscription(200, 280)])

            #expect(e4.subscriptions == [Subscription(200, 290)])

            #expect(e5.subscriptions == [Subscription(200, 300)])

            #expect(e6.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6) { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int, e6: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5 + e6)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6).map { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int, e6: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5 + e6)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 8),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 9),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 10),
                .completed(800)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .next(440, 11),
                .completed(800)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .next(450, 12),
                .completed(800)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .next(460, 13),
                .completed(800)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .next(270, 7),
                .next(470, 14),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6)
            }

            #expect(res.events == [

                .next(270, 28),

                .next(410, 35),
                .next(420, 42),
                .next(430, 49),
                .next(440, 56),
                .next(450, 63),
                .next(460, 70),
                .next(470, 77),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

            #expect(e3.subscriptions == [Subscription(200, 800)])

            #expect(e4.subscriptions == [Subscription(200, 800)])

            #expect(e5.subscriptions == [Subscription(200, 800)])

            #expect(e6.subscriptions == [Subscription(200, 800)])

        }
    }

    // 8

    @Test func testCombineLatest_Never8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7) { _, _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7).map { _, _, _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e7 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6, e7)
            }

            #expect(res.events == [])

            let subscriptions = [Subscription(200, 1000)]


            #expect(e0.subscriptions == subscriptions)
            #expect(e1.subscriptions == subscriptions)
            #expect(e2.subscriptions == subscriptions)
            #expect(e3.subscriptions == subscriptions)
            #expect(e4.subscriptions == subscriptions)
            #expect(e5.subscriptions == subscriptions)
            #expect(e6.subscriptions == subscriptions)
            #expect(e7.subscriptions == subscriptions)
        }
    }

    @Test func testCombineLatest_Empty8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7) { _, _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7).map { _, _, _, _, _, _, _, _ -> Int in
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

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(250)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(260)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(270)
            ])

            let e7 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(280)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6, e7)
            }

            #expect(res.events == [.completed(280)])

            #expect(e0.subscriptions == [Subscription(200, 210)])

            #expect(e1.subscriptions == [Subscription(200, 220)])

            #expect(e2.subscriptions == [Subscription(200, 230)])

            #expect(e3.subscriptions == [Subscription(200, 240)])

            #expect(e4.subscriptions == [Subscription(200, 250)])

            #expect(e5.subscriptions == [Subscription(200, 260)])

            #expect(e6.subscriptions == [Subscription(200, 270)])

            #expect(e7.subscriptions == [Subscription(200, 280)])

        }
    }

    @Test func testCombineLatest_SelectorThrows8() {
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

        let e4 = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 5),
            .completed(400)
        ])

        let e5 = scheduler.createHotObservable([
            .next(150, 1),
            .next(260, 6),
            .completed(400)
        ])

        let e6 = scheduler.createHotObservable([
            .next(150, 1),
            .next(270, 7),
            .completed(400)
        ])

        let e7 = scheduler.createHotObservable([
            .next(150, 1),
            .next(280, 8),
            .completed(400)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7) { _, _, _, _, _, _, _, _ throws -> Int in
                throw testError
            }
        }

        #expect(res.events == [
            .error(280, testError)
        ])

        #expect(e0.subscriptions == [Subscription(200, 280)])

        #expect(e1.subscriptions == [Subscription(200, 280)])

        #expect(e2.subscriptions == [Subscription(200, 280)])

        #expect(e3.subscriptions == [Subscription(200, 280)])

        #expect(e4.subscriptions == [Subscription(200, 280)])

        #expect(e5.subscriptions == [Subscription(200, 280)])

        #expect(e6.subscriptions == [Subscription(200, 280)])

        #expect(e7.subscriptions == [Subscription(200, 280)])

    }

    @Test func testCombineLatest_WillNeverBeAbleToCombine8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7) { _, _, _, _, _, _, _, _ -> Int in
                        return (42)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7).map { _, _, _, _, _, _, _, _ -> Int in
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
                .completed(280)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(290)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(300)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(310)
            ])

            let e7 = scheduler.createHotObservable([
                .next(150, 1),
                .next(500, 2),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6, e7)
            }

            #expect(res.events == [
                .completed(500)
            ])

            #expect(e0.subscriptions == [Subscription(200, 250)])

            #expect(e1.subscriptions == [Subscription(200, 260)])

            #expect(e2.subscriptions == [Subscription(200, 270)])

            #expect(e3.subscriptions == [Subscription(200, 280)])

            #expect(e4.subscriptions == [Subscription(200, 290)])

            #expect(e5.subscriptions == [Subscription(200, 300)])

            #expect(e6.subscriptions == [Subscription(200, 310)])

            #expect(e7.subscriptions == [Subscription(200, 500)])
        }
    }

    @Test func testCombineLatest_Typical8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7) { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int, e6: Int, e7: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5 + e6 + e7)
                    }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.combineLatest(e0, e1, e2, e3, e4, e5, e6, e7).map { (e0: Int, e1: Int, e2: Int, e3: Int, e4: Int, e5: Int, e6: Int, e7: Int) -> Int in
                        return (e0 + e1 + e2 + e3 + e4 + e5 + e6 + e7)
                    }
                },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(410, 9),
                .completed(800)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(420, 10),
                .completed(800)
            ])

            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(430, 11),
                .completed(800)
            ])

            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .next(440, 12),
                .completed(800)
            ])

            let e4 = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .next(450, 13),
                .completed(800)
            ])

            let e5 = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .next(460, 14),
                .completed(800)
            ])

            let e6 = scheduler.createHotObservable([
                .next(150, 1),
                .next(270, 7),
                .next(470, 15),
                .completed(800)
            ])

            let e7 = scheduler.createHotObservable([
                .next(150, 1),
                .next(280, 8),
                .next(480, 16),
                .completed(800)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6, e7)
            }

            #expect(res.events == [

                .next(280, 36),

                .next(410, 44),
                .next(420, 52),
                .next(430, 60),
                .next(440, 68),
                .next(450, 76),
                .next(460, 84),
                .next(470, 92),
                .next(480, 100),
                .completed(800)
                ])

            #expect(e0.subscriptions == [Subscription(200, 800)])

            #expect(e1.subscriptions == [Subscription(200, 800)])

            #expect(e2.subscriptions == [Subscription(200, 800)])

            #expect(e3.subscriptions == [Subscription(200, 800)])

            #expect(e4.subscriptions == [Subscription(200, 800)])

            #expect(e5.subscriptions == [Subscription(200, 800)])

            #expect(e6.subscriptions == [Subscription(200, 800)])

            #expect(e7.subscriptions == [Subscription(200, 800)])

        }
    }
}
