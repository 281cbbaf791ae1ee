#if canImport(XCTest)
import Stream
import XCTest

// RxTest's assertions on events, for XCTest suites. Events compare as
// `Event`'s `==` does: elements with `==`, errors by type and value (or
// NSError domain and code); a recorded event's time must match too. On a
// mismatch the message lists each differing index.

/// Asserts two lists of events are equal.
///
/// ```swift
/// XCTAssertEqual(materialized, [.next(1), .completed])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(lhs, rhs), file: file, line: line)
}

/// Asserts two lists of `Single` outcomes are equal.
///
/// ```swift
/// XCTAssertEqual(outcomes, [.success(1)])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(singleEvents: lhs, rhs), file: file, line: line)
}

/// Asserts two lists of `Maybe` outcomes are equal.
///
/// ```swift
/// XCTAssertEqual(outcomes, [.completed])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(lhs, rhs), file: file, line: line)
}

/// Asserts two lists of `Completable` outcomes are equal.
///
/// ```swift
/// XCTAssertEqual(outcomes, [.completed])
/// ```
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(lhs, rhs), file: file, line: line)
}

/// Asserts two lists of recorded events are equal: same times, same events.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(lhs, rhs), file: file, line: line)
}

/// Asserts two lists of recorded events with optional elements are equal.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, nil), .next(220, 1)])
/// ```
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertEqual(EventComparison(lhs, rhs), file: file, line: line)
}

/// Asserts `stream` holds exactly `elements` as its `next` events, ignoring
/// their times, and no terminal event.
///
/// ```swift
/// XCTAssertRecordedElements(observer.events, [1, 2, 3])
/// ```
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    if let stop = EventComparison.firstStopEvent(stream) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    assertEqual(EventComparison(EventComparison.elements(stream), elements), file: file, line: line)
}

private func assertEqual(_ comparison: EventComparison, file: StaticString, line: UInt) {
    guard !comparison.isEqual else { return }
    XCTFail(comparison.differences, file: file, line: line)
}
#endif
