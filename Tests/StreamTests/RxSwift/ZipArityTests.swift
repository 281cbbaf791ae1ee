import Stream
import Testing

// The tests for five to eight sources of RxSwift 6.9.1's
// Tests/RxSwiftTests/Observable+ZipTests+arity.swift (generated from its .tt), translated
// to Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: testZip_Empty5...8 and testZip_AllCompleted5...8, which expect
// `zip` to wait for every source to complete; this package's `zip` completes
// once no further combination can form (Docs/Stream.md, Docs/MigratingFromRxSwift.md).
@Suite("zip of five to eight sources (RxSwift's tests)")
struct ZipArityTests {
    // 5
    @Test func testZip_ImmediateSchedule5() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int) -> Int in a0 + a1 + a2 + a3 + a4 }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int) -> Int in a0 + a1 + a2 + a3 + a4 }
                },
            ]

        for factory in factories {

            let v0: Observable<Int> = Observable.just(1)
            let v1: Observable<Int> = Observable.just(2)
            let v2: Observable<Int> = Observable.just(3)
            let v3: Observable<Int> = Observable.just(4)
            let v4: Observable<Int> = Observable.just(5)

            var result: Int! = nil

            _ = factory(v0, v1, v2, v3, v4)
                .subscribe(onNext: { (x: Int) -> Void in result = x })

            #expect(result == 15)
        }
    }

    @Test func testZip_Never5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4).map { (_: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4) { (_: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
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

    @Test func testZip_SymmetricReturn5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int) -> Int in a0 + a1 + a2 + a3 + a4 }
                },
                { e0, e1, e2, e3, e4 in
                    Observable.zip(e0, e1, e2, e3, e4) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int) -> Int in a0 + a1 + a2 + a3 + a4 }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .completed(400)
            ])

            let e1: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .completed(400)
            ])

            let e2: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .completed(400)
            ])

            let e3: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
            ])

            let e4: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .completed(400)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4)
            }

            #expect(res.events == [
                .next(250, 15),
                .completed(400)
            ])

            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
        }
    }

    // 6

    @Test func testZip_ImmediateSchedule6() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 }
                },
            ]

        for factory in factories {

            let v0: Observable<Int> = Observable.just(1)
            let v1: Observable<Int> = Observable.just(2)
            let v2: Observable<Int> = Observable.just(3)
            let v3: Observable<Int> = Observable.just(4)
            let v4: Observable<Int> = Observable.just(5)
            let v5: Observable<Int> = Observable.just(6)

            var result: Int! = nil

            _ = factory(v0, v1, v2, v3, v4, v5)
                .subscribe(onNext: { (x: Int) -> Void in result = x })

            #expect(result == 21)
        }
    }

    @Test func testZip_Never6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5).map { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5) { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
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

    @Test func testZip_SymmetricReturn6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 }
                },
                { e0, e1, e2, e3, e4, e5 in
                    Observable.zip(e0, e1, e2, e3, e4, e5) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .completed(400)
            ])

            let e1: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .completed(400)
            ])

            let e2: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .completed(400)
            ])

            let e3: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
            ])

            let e4: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .completed(400)
            ])

            let e5: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .completed(400)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5)
            }

            #expect(res.events == [
                .next(260, 21),
                .completed(400)
            ])

            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
            #expect(e5.subscriptions == [Subscription(200, 400)])
        }
    }

    // 7

    @Test func testZip_ImmediateSchedule7() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 }
                },
            ]

        for factory in factories {

            let v0: Observable<Int> = Observable.just(1)
            let v1: Observable<Int> = Observable.just(2)
            let v2: Observable<Int> = Observable.just(3)
            let v3: Observable<Int> = Observable.just(4)
            let v4: Observable<Int> = Observable.just(5)
            let v5: Observable<Int> = Observable.just(6)
            let v6: Observable<Int> = Observable.just(7)

            var result: Int! = nil

            _ = factory(v0, v1, v2, v3, v4, v5, v6)
                .subscribe(onNext: { (x: Int) -> Void in result = x })

            #expect(result == 28)
        }
    }

    @Test func testZip_Never7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6) { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
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

    @Test func testZip_SymmetricReturn7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 }
                },
                { e0, e1, e2, e3, e4, e5, e6 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .completed(400)
            ])

            let e1: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .completed(400)
            ])

            let e2: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .completed(400)
            ])

            let e3: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
            ])

            let e4: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .completed(400)
            ])

            let e5: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .completed(400)
            ])

            let e6: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(270, 7),
                .completed(400)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6)
            }

            #expect(res.events == [
                .next(270, 28),
                .completed(400)
            ])

            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
            #expect(e5.subscriptions == [Subscription(200, 400)])
            #expect(e6.subscriptions == [Subscription(200, 400)])
        }
    }

    // 8

    @Test func testZip_ImmediateSchedule8() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 }
                },
            ]

        for factory in factories {

            let v0: Observable<Int> = Observable.just(1)
            let v1: Observable<Int> = Observable.just(2)
            let v2: Observable<Int> = Observable.just(3)
            let v3: Observable<Int> = Observable.just(4)
            let v4: Observable<Int> = Observable.just(5)
            let v5: Observable<Int> = Observable.just(6)
            let v6: Observable<Int> = Observable.just(7)
            let v7: Observable<Int> = Observable.just(8)

            var result: Int! = nil

            _ = factory(v0, v1, v2, v3, v4, v5, v6, v7)
                .subscribe(onNext: { (x: Int) -> Void in result = x })

            #expect(result == 36)
        }
    }

    @Test func testZip_Never8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int) -> Int in 42 }
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

    @Test func testZip_SymmetricReturn8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 }
                },
                { e0, e1, e2, e3, e4, e5, e6, e7 in
                    Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { (a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int) -> Int in a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 }
                },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .completed(400)
            ])

            let e1: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .completed(400)
            ])

            let e2: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .completed(400)
            ])

            let e3: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
            ])

            let e4: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(250, 5),
                .completed(400)
            ])

            let e5: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(260, 6),
                .completed(400)
            ])

            let e6: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(270, 7),
                .completed(400)
            ])

            let e7: TestableObservable<Int> = scheduler.createHotObservable([
                .next(150, 1),
                .next(280, 8),
                .completed(400)
            ])

            let res = scheduler.start { () -> Observable<Int> in
                factory(e0, e1, e2, e3, e4, e5, e6, e7)
            }

            #expect(res.events == [
                .next(280, 36),
                .completed(400)
            ])

            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
            #expect(e5.subscriptions == [Subscription(200, 400)])
            #expect(e6.subscriptions == [Subscription(200, 400)])
            #expect(e7.subscriptions == [Subscription(200, 400)])
        }
    }
}
