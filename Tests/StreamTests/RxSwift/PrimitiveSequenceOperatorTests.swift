import Stream
import Synchronization
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/SingleTest.swift and MaybeTest.swift:
// test_debug, test_using, test_timeout_other, test_timeout_other_succeeds and
// test_timer, translated to Swift Testing: `XCTAssertEqual` became
// `#expect`; `debug()` prints to `output` here, so the test does not write
// to the console; MockDisposable keeps its ticks in a `Mutex`, as
// `Disposable` is `Sendable` here.
@Suite("Single and Maybe debug, using, timeout(_:other:scheduler:) and timer (RxSwift's tests)")
struct PrimitiveSequenceOperatorTests {

    @Test func testSingle_debug() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Mutex<[String]>([])

        let res = scheduler.start {
            Single.just(1).debug(output: { line in lines.withLock { $0.append(line) } })
        }

        #expect(res.events == [
            .next(200, 1),
            .completed(200),
        ])
        #expect(!lines.withLock { $0 }.isEmpty)
    }

    @Test func testSingle_using() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0

        var disposable: MockDisposable!
        var xs: TestableObservable<Int>!
        var _d: MockDisposable!

        let res = scheduler.start {
            Single.using({ () -> MockDisposable in
                disposeInvoked += 1
                disposable = MockDisposable(scheduler: scheduler)
                return disposable
            }, primitiveSequenceFactory: { (d: MockDisposable) -> Single<Int> in
                _d = d
                createInvoked += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(100),
                ])
                return xs.asObservable().asSingle()
            })
        }

        #expect(disposable === _d)

        #expect(1 == createInvoked)
        #expect(1 == disposeInvoked)

        #expect(res.events == [
            .next(300, 200),
            .completed(300),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 300)
        ])

        #expect(disposable.ticks == [
            200,
            300,
        ])
    }

    @Test func testSingle_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        #expect(res.events == [
            .next(225, 2),
            .completed(225),
        ])
    }

    @Test func testSingle_timeout_other_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(30), other: xs2, scheduler: scheduler)
        }

        #expect(res.events == [
            .next(220, 1),
            .completed(220),
        ])
    }

    @Test func testSingle_timer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.timer(.seconds(2), scheduler: scheduler)
        }

        #expect(res.events == [
            .next(202, 0),
            .completed(202),
        ])
    }

    @Test func testMaybe_debug() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Mutex<[String]>([])

        let res = scheduler.start {
            Maybe.just(1).debug(output: { line in lines.withLock { $0.append(line) } })
        }

        #expect(res.events == [
            .next(200, 1),
            .completed(200),
        ])
        #expect(!lines.withLock { $0 }.isEmpty)
    }

    @Test func testMaybe_using() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0

        var disposable: MockDisposable!
        var xs: TestableObservable<Int>!
        var _d: MockDisposable!

        let res = scheduler.start {
            Maybe.using({ () -> MockDisposable in
                disposeInvoked += 1
                disposable = MockDisposable(scheduler: scheduler)
                return disposable
            }, primitiveSequenceFactory: { (d: MockDisposable) -> Maybe<Int> in
                _d = d
                createInvoked += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(100),
                ])
                return xs.asObservable().asMaybe()
            })
        }

        #expect(disposable === _d)

        #expect(1 == createInvoked)
        #expect(1 == disposeInvoked)

        #expect(res.events == [
            .next(300, 200),
            .completed(300),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 300)
        ])

        #expect(disposable.ticks == [
            200,
            300,
        ])
    }

    @Test func testMaybe_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        #expect(res.events == [
            .next(225, 2),
            .completed(225),
        ])
    }

    @Test func testMaybe_timeout_other_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(30), other: xs2, scheduler: scheduler)
        }

        #expect(res.events == [
            .next(220, 1),
            .completed(220),
        ])
    }

    @Test func testMaybe_timer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.timer(.seconds(2), scheduler: scheduler)
        }

        #expect(res.events == [
            .next(202, 0),
            .completed(202),
        ])
    }
}

/// Records the scheduler's clock when made and when disposed.
private final class MockDisposable: Disposable {
    private let recorded: Mutex<[Int]>
    private let scheduler: TestScheduler

    var ticks: [Int] { recorded.withLock { $0 } }

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        recorded = Mutex([scheduler.clock])
    }

    func dispose() {
        let now = scheduler.clock
        recorded.withLock { $0.append(now) }
    }
}
