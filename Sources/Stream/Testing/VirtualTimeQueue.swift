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

/// A binary min-heap of scheduled items ordered by (time, insertion order),
/// so equal times run first-scheduled first.
struct VirtualTimeQueue {
    private var heap: [ScheduledItem] = []
    private var nextSequence = 0

    mutating func insert(_ item: ScheduledItem) {
        item.sequence = nextSequence
        nextSequence += 1
        heap.append(item)
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest live item whose time is not after
    /// `limit` (any time when `limit` is nil); cancelled items are dropped.
    mutating func popFirst(notAfter limit: TestTime?) -> ScheduledItem? {
        while let first = heap.first {
            if let limit, first.time > limit { return nil }
            removeFirst()
            if !first.isFinished { return first }
        }
        return nil
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private func precedes(_ a: ScheduledItem, _ b: ScheduledItem) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, precedes(heap[left], heap[first]) { first = left }
            if right < heap.count, precedes(heap[right], heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
