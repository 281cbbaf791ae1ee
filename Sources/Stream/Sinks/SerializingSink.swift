/// A sink whose events reach downstream from more than one thread (a timer
/// and the source, or a scheduler): it queues them and lets one thread at a
/// time deliver them, in order, with no lock held while calling downstream.
///
/// Subclasses keep their own state under `lock` too, and queue events with
/// `enqueue(_:)` inside the same critical section, so the order in which
/// they decide on events is the order downstream sees them. When
/// `enqueue(_:)` returns `true`, the caller has become the drainer and must
/// call `drain()` (or schedule it) after unlocking.
///
/// Batches are swapped between two arrays that keep their capacity, so
/// steady traffic allocates nothing per event.
///
/// Why not `SerialDeliverySink` (over `SerialDrain`): that one delivers on
/// the submitting thread and has a lock of its own; the time operators and
/// `observeOn` need the queueing decided inside their own critical section
/// (a timer and the source race on the same state) and, for `observeOn`, the
/// drain run elsewhere (on the scheduler), not by the thread that queued.
class SerializingSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    /// Guards the queue and the subclass's own state.
    final let lock = Locked<Void>(())
    // Guarded by `lock`.
    private var queue: [Event<Output>] = []
    private var isDraining = false
    // Owned by the drainer; handed from one drainer to the next through `lock`.
    private var batch: [Event<Output>] = []

    /// Queues `event`. Call with `lock` held. Returns `true` when nobody is
    /// draining: the caller must then call `drain()` once it has unlocked.
    final func enqueue(_ event: Event<Output>) -> Bool {
        queue.append(event)
        if isDraining { return false }
        isDraining = true
        return true
    }

    /// Takes the queued events that nobody is delivering yet out of the
    /// queue. Call with `lock` held, and let go of what it returns after
    /// unlocking: an element's deinit may run user code.
    final func discardQueued() -> [Event<Output>] {
        var dropped: [Event<Output>] = []
        swap(&queue, &dropped)
        return dropped
    }

    /// Delivers queued events until the queue is empty or the sink stopped.
    /// Only the caller that `enqueue(_:)` elected may call it.
    final func drain() {
        while true {
            let (hasBatch, dropped) = lock.withLock { _ -> (Bool, [Event<Output>]) in
                if queue.isEmpty || isStopped {
                    isDraining = false
                    // An empty queue keeps its storage for the next event.
                    return (false, queue.isEmpty ? [] : discardQueued())
                }
                swap(&queue, &batch)
                return (true, [])
            }
            // Released here, after the lock (see `discardQueued`).
            withExtendedLifetime(dropped) {}
            guard hasBatch else { return }
            for event in batch {
                guard !isStopped else { break }
                forward(event)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
