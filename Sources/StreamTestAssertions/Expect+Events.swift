import Stream
import Testing

// The Swift Testing counterparts of RxTest's `XCTAssertEqual` overloads:
// the same comparisons (see XCTAssert+Events.swift), recorded as an issue
// at the caller's line with the list of differences. Where the events are
// `Equatable`, `#expect(observer.events == expected)` works as well; these
// add the listing, and cover `Single` outcomes, which are not `Equatable`.

/// Expects two lists of events to be equal.
///
/// ```swift
/// expectEqual(materialized, [.next(1), .completed])
/// ```
public func expectEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], sourceLocation: SourceLocation = #_sourceLocation
) {
    record(EventComparison(lhs, rhs), at: sourceLocation)
}

/// Expects two lists of `Single` outcomes to be equal.
///
/// ```swift
/// expectEqual(outcomes, [.success(1)])
/// ```
public func expectEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], sourceLocation: SourceLocation = #_sourceLocation
) {
    record(EventComparison(singleEvents: lhs, rhs), at: sourceLocation)
}

/// Expects two lists of `Maybe` outcomes to be equal.
///
/// ```swift
/// expectEqual(outcomes, [.completed])
/// ```
public func expectEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], sourceLocation: SourceLocation = #_sourceLocation
) {
    record(EventComparison(lhs, rhs), at: sourceLocation)
}

/// Expects two lists of `Completable` outcomes to be equal.
///
/// ```swift
/// expectEqual(outcomes, [.completed])
/// ```
public func expectEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], sourceLocation: SourceLocation = #_sourceLocation
) {
    record(EventComparison(lhs, rhs), at: sourceLocation)
}

/// Expects two lists of recorded events to be equal: same times, same events.
///
/// ```swift
/// expectEqual(observer.events, [.next(210, 1), .completed(300)])
/// ```
public func expectEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    record(EventComparison(lhs, rhs), at: sourceLocation)
}

/// Expects `stream` to hold exactly `elements` as its `next` events,
/// ignoring their times, and no terminal event.
///
/// ```swift
/// expectRecordedElements(observer.events, [1, 2, 3])
/// ```
public func expectRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let stop = EventComparison.firstStopEvent(stream) {
        Issue.record("A non-next stop event has been emitted: \(stop)", sourceLocation: sourceLocation)
        return
    }
    record(EventComparison(EventComparison.elements(stream), elements), at: sourceLocation)
}

private func record(_ comparison: EventComparison, at sourceLocation: SourceLocation) {
    guard !comparison.isEqual else { return }
    Issue.record(Comment(rawValue: comparison.differences), sourceLocation: sourceLocation)
}
