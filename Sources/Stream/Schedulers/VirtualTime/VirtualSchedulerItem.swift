/// One action waiting on a `VirtualTimeScheduler`: disposing it before it
/// runs cancels it; after, it disposes what the action returned.
// @unchecked: `state` is a lock; `time` and `id` never change.
final class VirtualSchedulerItem<Time>: Disposable, @unchecked Sendable {
    let time: Time
    /// The order of scheduling, which breaks ties between equal times.
    let id: Int
    private let state: Locked<ItemState>

    private struct ItemState {
        var action: (() -> any Disposable)?
        var result: (any Disposable)?
        var isDisposed = false
    }

    init(time: Time, id: Int, action: @escaping () -> any Disposable) {
        self.time = time
        self.id = id
        state = Locked(ItemState(action: action))
    }

    var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Runs the action, unless disposed first (or run already).
    func invoke() {
        guard let action = state.withLock({ $0.action.take() }) else { return }
        let result = action()
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.result = result
            return false
        }
        if disposeNow { result.dispose() }
    }

    func dispose() {
        let result = state.withLock { state -> (any Disposable)? in
            state.isDisposed = true
            state.action = nil
            return state.result.take()
        }
        result?.dispose()
    }
}

/// The waiting items of a `VirtualTimeScheduler`, ordered by the
/// converter's comparison of their times, then by `id`.
struct VirtualSchedulerQueue<Time> {
    private var heap: BinaryHeap<ConverterOrder<Time>>

    init(compare: @escaping (Time, Time) -> VirtualTimeComparison) {
        heap = BinaryHeap(order: ConverterOrder(compare: compare))
    }

    mutating func enqueue(_ item: VirtualSchedulerItem<Time>) {
        heap.insert(item)
    }

    /// The earliest item not disposed, left in the queue; disposed ones are dropped.
    mutating func peekLive() -> VirtualSchedulerItem<Time>? {
        while let first = heap.first {
            if !first.isDisposed { return first }
            heap.removeFirst()
        }
        return nil
    }

    /// Removes the earliest item.
    mutating func removeFirst() {
        heap.removeFirst()
    }
}

/// Earlier time by the converter first; equal times in the order scheduled.
private struct ConverterOrder<Time>: HeapOrder {
    let compare: (Time, Time) -> VirtualTimeComparison

    func precedes(_ a: VirtualSchedulerItem<Time>, _ b: VirtualSchedulerItem<Time>) -> Bool {
        switch compare(a.time, b.time) {
        case .lessThan: true
        case .equal: a.id < b.id
        case .greaterThan: false
        }
    }
}
