#if canImport(XCTest)
import Stream
import StreamTestAssertions
import XCTest

private enum Failure: Error, Equatable { case one, two }

/// RxTest's `XCTAssertEqual` overloads, as an XCTest suite uses them; the
/// failing cases run under `XCTExpectFailure` where XCTest has it.
final class XCTAssertEventsTests: XCTestCase {
    func testEqualListsPass() {
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Failure.one)], [.success(1), .failure(Failure.one)])
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed])
        XCTAssertEqual([CompletableEvent.completed, .error(Failure.two)], [.completed, .error(Failure.two)])
        XCTAssertEqual(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 1), .completed(220)])
        XCTAssertEqual(Recorded.events(.next(210, Int?.none), .next(220, 1)), [.next(210, nil), .next(220, 1)])
        XCTAssertRecordedElements(Recorded.events(.next(210, 1), .next(220, 2)), [1, 2])
    }

    func testARecordedLifecycleAssertsAsInRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, Recorded.events(.next(210, 4), .completed(250)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
#endif
