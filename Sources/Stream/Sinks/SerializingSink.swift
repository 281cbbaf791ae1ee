/// A sink whose events reach downstream from more than one thread (a timer
/// and the source, or a scheduler), decided under a lock of its own: it
/// queues them in a `SerialDrain` and lets one thread at a time deliver them,
/// in order, with no lock held while calling downstream.
///
/// Subclasses keep their own state under `lock` and queue events with
/// `enqueue(_:)` inside the same critical section, so the order in which
/// they decide on events is the order downstream sees them. When
/// `enqueue(_:)` returns `true`, the caller has become the drainer and must
/// call `drain()` (or schedule it, as `observeOn` does) after unlocking.
///
/// Why not `SerialDeliverySink` (the same drain, delivered by the submitting
/// thread at once when nobody else delivers): the time operators need the
/// queueing decided inside their own critical section (a timer and the
/// source race on the same state), and `observeOn` the drain run elsewhere.
class SerializingSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    /// Guards the subclass's own state.
    final let lock = Locked<Void>(())
    private let delivery = SerialDrain<Event<Output>>()

    /// Queues `event`. Returns `true` when nobody is draining: the caller
    /// must then call `drain()` once it has unlocked.
    final func enqueue(_ event: Event<Output>) -> Bool {
        delivery.queue(event)
    }

    /// Takes the queued events that nobody is delivering yet out of the
    /// queue. Let go of what it returns after unlocking: an element's deinit
    /// may run user code.
    final func discardQueued() -> FifoBuffer<Event<Output>> {
        delivery.discardQueued()
    }

    /// Delivers queued events until none is left; once the sink stopped they
    /// are dropped. Only the caller that `enqueue(_:)` elected may call it.
    final func drain() {
        delivery.drain { forward($0) }
    }
}
