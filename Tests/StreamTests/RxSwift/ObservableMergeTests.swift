import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+MergeTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here. `Observable<Int64>.interval` became `Observable<Int>.interval`
// (`interval` emits `Int` here).
@Suite("merge and flatMap (RxSwift's tests)")
struct ObservableMergeTests {}

extension ObservableMergeTests {
    @Test func testMerge_ObservableOfObservable_Data() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .next(120, 305),
            .completed(150)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 105),
            .next(510, 301),
            .next(520, 106),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .next(620, 305),
            .completed(650)
        )

        #expect(res.events == messages)

        #expect(ys1.subscriptions == [
            Subscription(300, 530),
            ])

        #expect(ys2.subscriptions == [
            Subscription(400, 450),
            ])

        #expect(ys3.subscriptions == [
            Subscription(500, 650),
            ])
    }

    @Test func testMerge_ObservableOfObservable_Data_NotOverlapped() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .completed(230)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(50)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
            ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 301),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .completed(600)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 600),
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 530),
            ])

        #expect(ys2.subscriptions == [
            Subscription(400, 450),
            ])

        #expect(ys3.subscriptions == [
            Subscription(500, 550),
            ])
    }

    @Test func testMerge_ObservableOfObservable_InnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .error(50, testError1)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(150)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
            ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(450, testError1)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 450),
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 450),
            ])

        #expect(ys2.subscriptions == [
            Subscription(400, 450),
            ])

        #expect(ys3.subscriptions == [
            ])
    }

    @Test func testMerge_ObservableOfObservable_OuterThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .error(500, testError1),
            ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(500, testError1)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 500),
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 500),
            ])

        #expect(ys2.subscriptions == [
            Subscription(400, 450),
            ])
    }

    @Test func testMerge_MergeConcat_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .next(670, 9),
            .next(700, 10),
            .completed(760)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 400),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 460),
            ])

        #expect(ys3.subscriptions == [
            Subscription(350, 480),
            ])

        #expect(ys4.subscriptions == [
            Subscription(460, 760),
            ])
    }

    @Test func testMerge_MergeConcat_BasicLong() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .next(690, 9),
            .next(720, 10),
            .completed(780)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 400),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 560),
            ])

        #expect(ys3.subscriptions == [
            Subscription(350, 480),
            ])

        #expect(ys4.subscriptions == [
            Subscription(480, 780),
            ])
    }

    @Test func testMerge_MergeConcat_BasicWide() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(420, ys4),
            .completed(450)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 3)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(280, 6),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 7),
            .next(380, 8),
            .next(630, 9),
            .next(660, 10),
            .completed(720)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 450),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 560),
            ])

        #expect(ys3.subscriptions == [
            Subscription(270, 400),
            ])

        #expect(ys4.subscriptions == [
            Subscription(420, 720),
            ])
    }

    @Test func testMerge_MergeConcat_BasicLate() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(420, ys4),
            .completed(750)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 3)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(280, 6),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 7),
            .next(380, 8),
            .next(630, 9),
            .next(660, 10),
            .completed(750)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 750),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 560),
            ])

        #expect(ys3.subscriptions == [
            Subscription(270, 400),
            ])

        #expect(ys4.subscriptions == [
            Subscription(420, 720),
            ])
    }

    @Test func testMerge_MergeConcat_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
            ])

        let res = scheduler.start(disposed: 450) {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 400),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 450),
            ])

        #expect(ys3.subscriptions == [
            Subscription(350, 450),
            ])

        #expect(ys4.subscriptions == [
            ])
    }

    @Test func testMerge_MergeConcat_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .error(400, testError1)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .error(400, testError1)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 400),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 400),
            ])

        #expect(ys3.subscriptions == [
            Subscription(350, 400),
            ])

        #expect(ys4.subscriptions == [
            ])
    }

    @Test func testMerge_MergeConcat_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .error(140, testError1)
            ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
            ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
            ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .error(490, testError1)
        )

        #expect(res.events == messages)

        #expect(xs.subscriptions == [
            Subscription(200, 400),
            ])

        #expect(ys1.subscriptions == [
            Subscription(210, 350),
            ])

        #expect(ys2.subscriptions == [
            Subscription(260, 460),
            ])

        #expect(ys3.subscriptions == [
            Subscription(350, 490),
            ])

        #expect(ys4.subscriptions == [
            Subscription(460, 490),
            ])
    }

}

extension ObservableMergeTests {
    @Test func testMergeSync_Empty() {
        let factories: [() -> Observable<Int>] =
            [
                { Observable.merge() },
                { Observable.merge(AnyCollection([])) },
                { Observable.merge([]) },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let res = scheduler.start(factory)

            let messages = [
                Recorded.completed(200, Int.self)
            ]

            #expect(res.events == messages)
        }
    }

    @Test func testMergeSync_EmptyData_DoesntCompleteImmediately() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable.merge(ys1, ys2) },
                { ys1, ys2 in Observable.merge(AnyCollection([ys1, ys2])) },
                { ys1, ys2 in Observable.merge([ys1, ys2]) },
                ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50)
                ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 201),
                .next(220, 202),
                .completed(250)
            )

            #expect(res.events == messages)

            #expect(ys2.subscriptions == [
                Subscription(200, 250),
                ])
        }
    }

    @Test func testMergeSync_EmptyEmpty_Completes() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable.merge(ys1, ys2) },
                { ys1, ys2 in Observable.merge(AnyCollection([ys1, ys2])) },
                { ys1, ys2 in Observable.merge([ys1, ys2]) },
                ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = Observable<Int>.empty()

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = [
                Recorded.completed(200, Int.self)
            ]

            #expect(res.events == messages)
        }
    }

    @Test func testMergeSync_Data() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable.merge(ys1, ys2, ys3) },
                { ys1, ys2, ys3 in Observable.merge(AnyCollection([ys1, ys2, ys3])) },
                { ys1, ys2, ys3 in Observable.merge([ys1, ys2, ys3]) },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230)
                ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50)
                ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150)
                ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .next(220, 102),
                .next(220, 202),
                .next(220, 302),
                .completed(430)
            )

            #expect(res.events == messages)

            #expect(ys1.subscriptions == [
                Subscription(200, 430),
                ])

            #expect(ys2.subscriptions == [
                Subscription(200, 250),
                ])

            #expect(ys3.subscriptions == [
                Subscription(200, 350),
                ])
        }
    }

    @Test func testMergeSync_ObservableOfObservable_InnerThrows() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable.merge(ys1, ys2, ys3) },
                { ys1, ys2, ys3 in Observable.merge(AnyCollection([ys1, ys2, ys3])) },
                { ys1, ys2, ys3 in Observable.merge([ys1, ys2, ys3]) },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230)
                ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .error(15, testError)
                ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150)
                ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .error(215, testError)
            )

            #expect(res.events == messages)

            #expect(ys1.subscriptions == [
                Subscription(200, 215),
                ])

            #expect(ys2.subscriptions == [
                Subscription(200, 215),
                ])

            #expect(ys3.subscriptions == [
                Subscription(200, 215),
                ])
        }
    }

}

extension ObservableMergeTests {
    @Test func testFlatMapFirst_Complete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
            ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
            ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
            ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
            ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
            ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
            ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
            ])),
            .completed(900)
        ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            .completed(950)
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
        ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
        ])
    }

    @Test func testFlatMapFirst_Complete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 1000)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
            ])
    }

    @Test func testFlatMapFirst_Complete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            .completed(950),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
            ])
    }

    @Test func testFlatMapFirst_Complete_ErrorOuter() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .error(900, testError)
            ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(900, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 900)
            ])
    }

    @Test func testFlatMapFirst_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .error(460, testError)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(760, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 760)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            ])
    }

    @Test func testFlatMapFirst_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start(disposed: 700) {
            xs.flatMapFirst { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 700)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 700)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [])
    }

    @Test func testFlatMapFirst_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        var invoked = 0
        let res = scheduler.start {
            return xs.flatMapFirst { (x: TestableObservable<Int>) -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 {
                    throw testError
                }
                return x
            }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(850, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 850)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [])
    }

    @Test func testFlatMapFirst_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290)
            ])

        let res = scheduler.start {
            xs.flatMapFirst { x in
                return Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { _ in x } .take(x)
            }
        }

        #expect(res.events == [
            .next(220, 4),
            .next(230, 4),
            .next(240, 4),
            .next(250, 4),
            .next(280, 1),
            .completed(290)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 290)
            ])
    }

}

// MARK: flatMap
extension ObservableMergeTests {
    @Test func testFlatMap_Complete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
            ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
            ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
            ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
            ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
            ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
            ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
            ])),
            .completed(900)
        ])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
            .completed(960)
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
        ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 605)
        ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 960)
        ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            Subscription(750, 790)
        ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
        ])
    }

    @Test func testFlatMap_Complete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            ])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 1000)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 605)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 960)
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            Subscription(750, 790)
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
            ])
    }

    @Test func testFlatMap_Complete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 1000)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 960)
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            Subscription(750, 790)
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 950)
            ])
    }

    @Test func testFlatMap_Complete_ErrorOuter() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .error(900, testError)
            ])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .error(900, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 900)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 900)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 900)
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            Subscription(750, 790)
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            Subscription(850, 900)
            ])
    }

    @Test func testFlatMap_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .error(460, testError)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .error(760, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 760)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 605)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 760)
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            Subscription(750, 760)
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            ])
    }

    @Test func testFlatMap_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        let res = scheduler.start(disposed: 700) {
            xs.flatMap { $0 }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 700)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 700)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 605)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            Subscription(550, 700)
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            ])
    }

    @Test func testFlatMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(5, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(105, scheduler.createColdObservable([
                .error(1, testError)
                ])),
            .next(300, scheduler.createColdObservable([
                .next(10, 102),
                .next(90, 103),
                .next(110, 104),
                .next(190, 105),
                .next(440, 106),
                .completed(460)
                ])),
            .next(400, scheduler.createColdObservable([
                .next(180, 202),
                .next(190, 203),
                .completed(205)
                ])),
            .next(550, scheduler.createColdObservable([
                .next(10, 301),
                .next(50, 302),
                .next(70, 303),
                .next(260, 304),
                .next(310, 305),
                .completed(410)
                ])),
            .next(750, scheduler.createColdObservable([
                .completed(40)
                ])),
            .next(850, scheduler.createColdObservable([
                .next(80, 401),
                .next(90, 402),
                .completed(100)
                ])),
            .completed(900)
            ])

        var invoked = 0
        let res = scheduler.start {
            return xs.flatMap { (x: TestableObservable<Int>) -> TestableObservable<Int> in
                invoked += 1
                if invoked == 3 {
                    throw testError
                }
                return x
            }
        }

        #expect(res.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .error(550, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 550)
            ])

        #expect(xs.recordedEvents[2].value.element!.subscriptions == [
            Subscription(300, 550)
            ])

        #expect(xs.recordedEvents[3].value.element!.subscriptions == [
            Subscription(400, 550)
            ])

        #expect(xs.recordedEvents[4].value.element!.subscriptions == [
            ])

        #expect(xs.recordedEvents[5].value.element!.subscriptions == [
            ])

        #expect(xs.recordedEvents[6].value.element!.subscriptions == [
            ])
    }

    @Test func testFlatMap_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290)
            ])

        let res = scheduler.start {
            xs.flatMap { x in
                return Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { _ in x } .take(x)
            }
        }

        #expect(res.events == [
            .next(220, 4),
            .next(230, 3),
            .next(230, 4),
            .next(240, 3),
            .next(240, 4),
            .next(250, 3),
            .next(250, 4),
            .next(260, 5),
            .next(270, 5),
            .next(280, 1),
            .next(280, 5),
            .next(290, 5),
            .next(300, 5),
            .completed(300)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 290)
            ])
    }

}

// MARK: concatMap

extension ObservableMergeTests {
    @Test func testConcatMap_InnerCompleteFasterThanOuterElementsAreProduced() {

        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .completed(20)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 202),
            .completed(25)
            ])

        let xs = scheduler.createHotObservable([
            .next(250, ys1),
            .next(300, ys2),
            .completed(900)
            ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 900)
            ])

        #expect(ys1.subscriptions == [
            Subscription(250, 270)
            ])

        #expect(ys2.subscriptions == [
            Subscription(300, 325)
            ])

        #expect(results.events == [
            .next(260, 102),
            .next(320, 202),
            .completed(900)
            ])
    }

    @Test func testConcatMap_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .completed(20)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 202),
            .completed(25)
            ])

        let xs = scheduler.createHotObservable([
            .next(250, ys1),
            .next(300, ys2),
            .completed(900)
            ])

        let results = scheduler.start(disposed: 310) {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 310)
            ])

        #expect(ys1.subscriptions == [
            Subscription(250, 270)
            ])

        #expect(ys2.subscriptions == [
            Subscription(300, 310)
            ])

        #expect(results.events == [
            .next(260, 102),
            ])
    }

    @Test func testConcatMap_OuterComplete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(50, 302),
            .completed(60)
        ])

        let ys4 = scheduler.createColdObservable([
            .completed(40, Int.self)
        ])

        let ys5 = scheduler.createColdObservable([
            .next(80, 401),
            .next(90, 402),
            .completed(100)
        ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .completed(900)
        ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 900)
        ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(ys2.subscriptions == [
            Subscription(760, 1000)
        ])

        #expect(ys3.subscriptions == [])

        #expect(ys4.subscriptions == [])

        #expect(ys5.subscriptions == [])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203)
        ])
    }

    @Test func testConcatMap_InnerComplete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(205)
            ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 1000)
        ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(ys2.subscriptions == [
            Subscription(760, 965)
        ])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
        ])
    }

    @Test func testConcatMap_InnerComplete_OuterCompleteBeforeInner() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(195)
            ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .completed(405)
            ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 405)
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(ys2.subscriptions == [
            Subscription(760, 955)
            ])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
            .completed(955)
            ])
    }

    @Test func testConcatMap_InnerComplete_OuterCompleteAfterInner() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(195)
            ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .completed(980)
            ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 980)
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
            ])

        #expect(ys2.subscriptions == [
            Subscription(760, 955)
            ])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
            .completed(980)
            ])
    }

    @Test func testConcatMap_Error_Outer() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(205)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(50, 302),
            .completed(60)
        ])

        let ys4 = scheduler.createColdObservable([
            .completed(40, Int.self)
        ])

        let ys5 = scheduler.createColdObservable([
            .next(80, 401),
            .next(90, 402),
            .completed(100)
        ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .error(900, testError)
        ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 900)
        ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(ys2.subscriptions == [
            Subscription(760, 900)
        ])
        #expect(ys3.subscriptions == [])
        #expect(ys4.subscriptions == [])
        #expect(ys5.subscriptions == [])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(900, testError)
        ])
    }

    @Test func testConcatMap_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .error(460, testError)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(205)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(50, 302),
            .completed(60)
            ])

        let ys4 = scheduler.createColdObservable([
            .completed(40, Int.self)
            ])

        let ys5 = scheduler.createColdObservable([
            .next(80, 401),
            .next(90, 402),
            .completed(100)
            ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .error(900, testError)
            ])

        let results = scheduler.start {
            return xs.concatMap {
                return $0
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 760)
        ])

        #expect(ys1.subscriptions == [
            Subscription(300, 760)
        ])

        #expect(ys2.subscriptions == [])
        #expect(ys3.subscriptions == [])
        #expect(ys4.subscriptions == [])
        #expect(ys5.subscriptions == [])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(760, testError)
        ])
    }

    @Test func testConcatMap_Throw() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460)
            ])

        let ys2 = scheduler.createColdObservable([
            .next(180, 202),
            .next(190, 203),
            .completed(205)
            ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(50, 302),
            .completed(60)
            ])

        let ys4 = scheduler.createColdObservable([
            .completed(40, Int.self)
            ])

        let ys5 = scheduler.createColdObservable([
            .next(80, 401),
            .next(90, 402),
            .completed(100)
            ])

        let xs = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .completed(900)
            ])

        var invoked = 0

        let results = scheduler.start {
            return xs.concatMap { x -> TestableObservable<Int> in
                invoked += 1
                if invoked == 3 {
                    throw testError
                }
                return x
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 550)
            ])

        #expect(ys1.subscriptions == [
            Subscription(300, 550)
        ])

        #expect(ys2.subscriptions == [])
        #expect(ys3.subscriptions == [])
        #expect(ys4.subscriptions == [])
        #expect(ys5.subscriptions == [])

        #expect(results.events == [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .error(550, testError)
        ])
    }

    @Test func testConcatMap_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290)
        ])

        let results = scheduler.start {
            return xs.concatMap { x in
                return Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                    .map { _ in
                        return x
                    }
                    .take(x)
            }
        }

        #expect(xs.subscriptions == [
            Subscription(200, 290)
        ])

        #expect(results.events == [
            .next(220, 4),
            .next(230, 4),
            .next(240, 4),
            .next(250, 4),
            .next(260, 3),
            .next(270, 3),
            .next(280, 3),
            .next(290, 5),
            .next(300, 5),
            .next(310, 5),
            .next(320, 5),
            .next(330, 5),
            .next(340, 1),
            .completed(340)
        ])
    }

}
