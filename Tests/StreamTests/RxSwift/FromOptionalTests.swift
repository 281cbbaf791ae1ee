import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+OptionalTests.swift,
// translated to Swift Testing: `XCTAssertEqual` became `#expect`; the
// scheduled cases use `simulateProcessingDelay: true`, RxTest's default
// timing. The TRACE_RESOURCES release tests are left out (no resource
// counter here).
// RxSwift has no test of `Event.isCompleted`; the last one here is ours.
@Suite("from(optional:) and Event.isCompleted (RxSwift's tests)")
struct FromOptionalTests {
    @Test func testFromOptionalSome_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.from(optional: Optional<Int>.some(5))
        }

        #expect(res.events == [
            .next(200, 5),
            .completed(200),
        ])
    }

    @Test func testFromOptionalNone_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.from(optional: Optional<Int>.none)
        }

        #expect(res.events == [
            .completed(200)
        ])
    }

    @Test func testFromOptionalSome_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        let res = scheduler.start {
            Observable.from(optional: Optional<Int>.some(5), scheduler: scheduler)
        }

        #expect(res.events == [
            .next(201, 5),
            .completed(202),
        ])
    }

    @Test func testFromOptionalNone_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        let res = scheduler.start {
            Observable.from(optional: Optional<Int>.none, scheduler: scheduler)
        }

        #expect(res.events == [
            .completed(201)
        ])
    }

    @Test func isCompletedHoldsForCompletionOnly() {
        #expect(Event<Int>.completed.isCompleted)
        #expect(!Event<Int>.next(1).isCompleted)
        #expect(!Event<Int>.error(testError).isCompleted)
    }
}
