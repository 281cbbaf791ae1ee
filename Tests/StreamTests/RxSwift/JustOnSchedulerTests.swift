import Stream
import Testing

// RxSwift 6.9.1's `just(_:scheduler:)` tests (Tests/RxSwiftTests/Observable+JustTests.swift,
// SingleTest.swift, MaybeTest.swift), on a scheduler with RxTest's timing:
// an action scheduled for now runs at the next tick.
@Suite("just(_:scheduler:) (RxSwift's tests)")
struct JustOnSchedulerTests {
    @Test func testJust_Immediate() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { Observable.just(42) }

        #expect(res.events == [.next(200, 42), .completed(200)])
    }

    @Test func testJust_Basic() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }

        #expect(res.events == [.next(201, 42), .completed(202)])
    }

    @Test func testJust_Disposed() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }

        #expect(res.events == [])
    }

    @Test func testJust_DisposeAfterNext() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        var d: (any Disposable)?
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) {
            d = Observable.just(42, scheduler: scheduler).subscribe { (e: Event<Int>) in
                res.on(e)
                if case .next = e { d?.dispose() }
            }
        }
        scheduler.start()

        #expect(res.events == [.next(101, 42)])
    }

    @Test func testJust_DefaultScheduler() throws {
        // RxSwift's uses `MainScheduler.instance`, which a test blocking
        // off the main thread on Linux cannot rely on; any queue shows it.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "just")
        let res = try Observable.just(42, scheduler: scheduler).toBlocking().toArray()

        #expect(res == [42])
    }

    @Test func testJust_CompilesInMap() {
        _ = (1 as Int?).map(Observable.just)
    }

    @Test func theTypeExtensionFormForwards() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { PublishSubject<Int>.just(7, scheduler: scheduler) }

        #expect(res.events == [.next(201, 7), .completed(202)])
    }

    @Test func test_just2_producesElement_Single() throws {
        let result = try Single.just(1, scheduler: CurrentThreadScheduler.instance).toBlocking().first()
        #expect(result == 1)
    }

    @Test func test_just2_producesElement_Maybe() throws {
        let result = try Maybe.just(1, scheduler: CurrentThreadScheduler.instance).toBlocking().first()
        #expect(result == 1)
    }

    // `asObservable()` is the raw source, as in RxSwift: the completion is the second action.
    @Test func singleOnATestSchedulerSucceedsInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { Single.just(5, scheduler: scheduler) }

        #expect(res.events == [.next(201, 5), .completed(202)])
    }

    @Test func maybeOnATestSchedulerSucceedsInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { Maybe.just(5, scheduler: scheduler) }

        #expect(res.events == [.next(201, 5), .completed(202)])
    }

    @Test func infallibleOnATestSchedulerEmitsInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)

        let res = scheduler.start { Infallible.just(5, scheduler: scheduler) }

        #expect(res.events == [.next(201, 5), .completed(202)])
    }
}
