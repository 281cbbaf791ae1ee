import Foundation
import Synchronization

/// Serializes deliveries that arrive from several threads, without holding a
/// lock while delivering: the building block of every operator with more than
/// one upstream (merge, flatMap, zip, combineLatest, take(until:)).
///
/// `submit(_:deliver:)` delivers at once when nobody else is delivering (one
/// compare-and-swap, one decrement, no lock, no allocation). Under contention
/// the item is queued and the thread already delivering delivers it after its
/// current item, in submission order; the submitter returns at once. A
/// delivery that submits again (reentrancy) is queued the same way, so the
/// stack never grows and `deliver` never runs concurrently with itself.
///
/// Every caller must pass the same `deliver` behaviour (the owner's one
/// delivery function): a queued item is delivered by whichever thread drains.
// @unchecked: `queue` is touched only under `lock`, `batch` only by the one
// thread that owns delivery (handed over through `pending`, which is atomic).
final class SerialDrain<Item>: @unchecked Sendable {
    /// Submissions counted but not yet drained. Zero means idle; the thread
    /// that moves it off zero is the one delivering.
    private let pending = Atomic<Int>(0)
    // Guards `queue` (see Locked for why not Mutex).
    private let lock = Locked()
    private var queue = FifoBuffer<Item>()
    /// The queue's contents taken in one swap, delivered without the lock.
    private var batch = FifoBuffer<Item>()

    init() {}

    /// Delivers `item` through `deliver` now, or queues it for the thread
    /// that is delivering.
    func submit(_ item: Item, deliver: (Item) -> Void) {
        if tryEnter() {
            deliver(item)
            if leave() { drain(deliver: deliver) }
        } else {
            enqueue(item, deliver: deliver)
        }
    }

    /// The fast path, split so a caller can deliver without building an
    /// `Item` (or even a closure): `true` when nobody was delivering; the
    /// caller then delivers directly and must call `leave()` afterwards.
    func tryEnter() -> Bool {
        pending.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Ends a direct delivery begun by `tryEnter()`. Returns `true` when
    /// items were queued meanwhile: the caller must then call `drain(deliver:)`.
    func leave() -> Bool {
        pending.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }

    /// The slow path, after `tryEnter()` failed: queues `item`, and delivers
    /// it (and what follows) if the delivering thread finished meanwhile.
    func enqueue(_ item: Item, deliver: (Item) -> Void) {
        if queue(item) { drain(deliver: deliver) }
    }

    /// Queues `item` and counts it, without delivering: returns `true` when
    /// the delivering thread had finished, so that this caller now owns
    /// delivery and must call `drain(deliver:)` (outside any lock of its
    /// own). For an owner that must decide whether to take an item in one
    /// step with its place in the order (under the owner's lock).
    func queue(_ item: Item) -> Bool {
        // Queue first, count second: whoever sees the count also finds the item.
        lock.withLock { queue.append(item) }
        return pending.add(1, ordering: .acquiringAndReleasing).oldValue == 0
    }

    /// Takes the queued items nobody is delivering yet out of the queue (the
    /// owner stopped and drops them); they still count as submitted, so the
    /// thread delivering, if any, finishes its turn as it would have. Let go
    /// of what it returns outside any lock: an item's deinit may run user code.
    func discardQueued() -> FifoBuffer<Item> {
        var dropped = FifoBuffer<Item>()
        lock.withLock { swap(&queue, &dropped) }
        return dropped
    }

    /// Delivers queued items until no submission is outstanding. Call only
    /// as `leave()` or the slow path say: when this thread owns delivery.
    ///
    /// Every counted submission was queued before it was counted, so
    /// emptying the queue covers all this thread owns; the count it owns is
    /// then given back, and whatever was counted meanwhile is drained too.
    func drain(deliver: (Item) -> Void) {
        var owned = pending.load(ordering: .acquiring)
        while true {
            lock.withLock { swap(&queue, &batch) }
            while let item = batch.popFirst() {
                deliver(item)
            }
            owned = pending.subtract(owned, ordering: .acquiringAndReleasing).newValue
            if owned == 0 { return }
        }
    }
}
