import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+ZipTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here; and testZip_NeverEmpty, _EmptyNever, _EmptyNonEmpty,
// _NonEmptyEmpty, _NonEmptyNonEmpty, _LeftCompletesFirst, _RightCompletesFirst,
// _NAry_symmetric and _NAry_asymmetric, which expect `zip` to complete (and
// dispose of its sources) only once every source completed; this package's
// `zip` completes at the first source that completes with nothing buffered
// (Docs/Stream.md, Docs/MigratingFromRxSwift.md). Their elements match RxSwift's.
@Suite("zip (RxSwift's tests)")
struct ObservableZipTests {}

extension ObservableZipTests {
    @Test func testZip_NeverNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(n, o) { $0 + $1 }
        }

        let messages: [Recorded<Event<Int>>] = []
        #expect(res.events == messages)

        #expect(o.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(n.subscriptions == [
            Subscription(200, 1000)
        ])
    }

    @Test func testZip_NonEmptyNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(o, n) { $0 + $1 }
        }

        let messages: [Recorded<Event<Int>>] = []
        #expect(res.events == messages)

        #expect(o.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(n.subscriptions == [
            Subscription(200, 1000)
        ])
    }

    @Test func testZip_EmptyError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_ErrorEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_NeverError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_ErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_ErrorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError2)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError2, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_SomeError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError1)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError1, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_ErrorSome() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError1)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError1, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_LeftTriggersSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 4),
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { (_, _) throws -> Int in throw testError }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

    @Test func testZip_RightTriggersSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 4),
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { (_, _) throws -> Int in throw testError }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        #expect(res.events == messages)

        #expect(o1.subscriptions == [
            Subscription(200, 220)
        ])

        #expect(o2.subscriptions == [
            Subscription(200, 220)
        ])
    }

}

extension ObservableZipTests {
    @Test func testZip_NAry_emptyArray() {
        let factories: [() -> Observable<EquatableArray<Int>>] =
            [
                { Observable.zip(([] as [Observable<Int>]).map { $0.asObservable() }) { EquatableArray($0) } },
                { Observable.zip(([] as [Observable<Int>]).map { $0.asObservable() }).map { EquatableArray($0) } },
                ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let res = scheduler.start {
                factory()
            }

            #expect(res.events == [
                .completed(200)
                ])
        }
    }

    @Test func testZip_NAry_error() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<EquatableArray<Int>>] =
            [
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }) { EquatableArray($0) } },
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { EquatableArray($0) } },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .error(250, testError),
                ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(240, 5),
                .completed(410)
                ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(260, 6),
                .completed(400)
                ])

            let res = scheduler.start {
                factory(e0, e1, e2)
            }

            #expect(res.events == [
                .next(230, EquatableArray([1, 2, 3])),
                .error(250, testError)
                ])

            #expect(e0.subscriptions == [Subscription(200, 250)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
            #expect(e2.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func testZip_NAry_atLeastOneErrors4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>)
            -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in Observable.zip([e0, e1, e2, e3].map { $0.asObservable() }) { _ in 42 } },
                { e0, e1, e2, e3 in Observable.zip([e0, e1, e2, e3].map { $0.asObservable() }).map { _ in 42 } },
            ]

        for factory in factories {
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
                .error(230, testError)
                ])
            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
                ])

            let res = scheduler.start {
                factory(e0, e1, e2, e3)
            }

            #expect(res.events == [
                .error(230, testError)
                ])

            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 230)])
        }
    }

}
