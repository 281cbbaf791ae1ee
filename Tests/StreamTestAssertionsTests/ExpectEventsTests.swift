import Stream
import StreamTestAssertions
import Testing

private enum Failure: Error, Equatable { case one, two }

/// The Swift Testing assertions: silent when equal, one issue listing the
/// differences otherwise.
@Suite("StreamTestAssertions: expectEqual on events")
struct ExpectEventsTests {
    @Test func equalListsRecordNothing() {
        expectEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
        expectEqual([SingleEvent<Int>.success(1), .failure(Failure.one)], [.success(1), .failure(Failure.one)])
        expectEqual([MaybeEvent<Int>.success(1), .completed, .error(Failure.one)], [.success(1), .completed, .error(Failure.one)])
        expectEqual([CompletableEvent.completed, .error(Failure.two)], [.completed, .error(Failure.two)])
        expectEqual(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 1), .completed(220)])
        expectRecordedElements(Recorded.events(.next(210, 1), .next(220, 2)), [1, 2])
    }

    @Test func differentListsRecordOneIssueWithTheDifferences() {
        withKnownIssue {
            expectEqual(Recorded.events(.next(210, 1), .next(220, 2)), [.next(210, 1), .next(230, 2), .completed(240)])
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("lhs[1]") && text.contains("rhs[1]") && text.contains("rhs[2]")
        }
        withKnownIssue {
            expectEqual([SingleEvent<Int>.failure(Failure.one)], [.failure(Failure.two)])
        }
        withKnownIssue {
            expectEqual([MaybeEvent<Int>.completed], [.success(1)])
        }
        withKnownIssue {
            expectEqual([CompletableEvent.completed], [])
        }
        withKnownIssue {
            expectEqual([Event<Int>.error(Failure.one)], [.error(Failure.two)])
        }
    }

    @Test func recordedElementsRejectAStopEventAndOtherElements() {
        withKnownIssue {
            expectRecordedElements(Recorded.events(.next(210, 1), .completed(220)), [1])
        } matching: { issue in
            String(describing: issue).contains("stop event")
        }
        withKnownIssue {
            expectRecordedElements(Recorded.events(.next(210, 1)), [2])
        }
    }
}
