import Synchronization

/// One action waiting in virtual time; disposing it before it runs cancels it.
// @unchecked: `sequence` is written by the queue under its lock before anyone else sees the item.
final class ScheduledItem: ScheduledAction, @unchecked Sendable {
    let time: TestTime
    var sequence = 0

    init(time: TestTime, action: @escaping () -> Void) {
        self.time = time
        super.init(action)
    }
}

/// The scheduled items of a `TestScheduler`, ordered by (time, insertion
/// order), so equal times run first-scheduled first.
struct VirtualTimeQueue {
    private var heap = BinaryHeap(order: TimeThenSequence())
    private var nextSequence = 0

    mutating func insert(_ item: ScheduledItem) {
        item.sequence = nextSequence
        nextSequence += 1
        heap.insert(item)
    }

    /// Removes and returns the earliest live item whose time is not after
    /// `limit` (any time when `limit` is nil); cancelled items are dropped.
    mutating func popFirst(notAfter limit: TestTime?) -> ScheduledItem? {
        while let first = heap.first {
            if let limit, first.time > limit { return nil }
            heap.removeFirst()
            if !first.isFinished { return first }
        }
        return nil
    }
}

/// Earlier time first; equal times in the order scheduled.
private struct TimeThenSequence: HeapOrder {
    func precedes(_ a: ScheduledItem, _ b: ScheduledItem) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }
}
