/// A sink whose downstream events come from more than one upstream at once
/// (its source plus inner streams or a notifier): every event goes through
/// `deliver`, which hands them downstream one at a time through a
/// `SerialDrain`, with no lock held while downstream runs.
///
/// Source errors and completion are routed through `deliver` too; override
/// `onCompleted` when completion depends on other upstreams.
///
/// For events that must be queued under the operator's own lock, or drained
/// on a scheduler rather than by the submitting thread (the time operators,
/// `observeOn`), see `SerializingSink`.
class SerialDeliverySink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    private let delivery = SerialDrain<Event<Output>>()

    /// Forwards `event` (with the grammar checks of `forward`) once no other
    /// thread is delivering.
    final func deliver(_ event: Event<Output>) {
        delivery.submit(event) { forward($0) }
    }

    /// `deliver(.error(error))`, kept out of line: building an `Event` in
    /// unspecialized generic code costs a metadata lookup, which callers'
    /// per-element paths should not pay up front.
    @inline(never)
    final func deliverError(_ error: any Error) {
        deliver(.error(error))
    }

    /// `deliver(.completed)`, kept out of line (see `deliverError`).
    @inline(never)
    final func deliverCompleted() {
        deliver(.completed)
    }

    /// `deliver(.next(element))` without building an `Event` when nobody
    /// else is delivering (the per-element path).
    final func deliverNext(_ element: Output) {
        if delivery.tryEnter() {
            forwardNext(element)
            if delivery.leave() { drainQueued() }
        } else {
            enqueueNext(element)
        }
    }

    /// `deliverNext`, for an element that is delivered only if `isTaken()`
    /// holds at the moment it takes its place in the delivery order: asked
    /// inside the delivery when nobody else is delivering, else under `lock`
    /// together with queueing the element. An owner that changes the answer
    /// under the same `lock` (flatMapLatest's switch to a newer inner) can
    /// then rely on nothing it turned away being delivered after what it
    /// took later, and on everything it took being delivered, in order.
    final func deliverNext(_ element: Output, ifTaken isTaken: () -> Bool, lock: Locked<Void>) {
        if delivery.tryEnter() {
            if isTaken() { forwardNext(element) }
            if delivery.leave() { drainQueued() }
        } else {
            enqueueNext(element, ifTaken: isTaken, lock: lock)
        }
    }

    /// `deliver(_:)` with the condition of `deliverNext(_:ifTaken:lock:)`.
    final func deliver(_ event: Event<Output>, ifTaken isTaken: () -> Bool, lock: Locked<Void>) {
        if delivery.tryEnter() {
            if isTaken() { forward(event) }
            if delivery.leave() { drainQueued() }
        } else {
            enqueue(event, ifTaken: isTaken, lock: lock)
        }
    }

    @inline(never)
    private func enqueueNext(_ element: Output, ifTaken isTaken: () -> Bool, lock: Locked<Void>) {
        enqueue(.next(element), ifTaken: isTaken, lock: lock)
    }

    @inline(never)
    private func enqueue(_ event: Event<Output>, ifTaken isTaken: () -> Bool, lock: Locked<Void>) {
        // Taken and queued in one step under the owner's lock; drained outside it.
        let ownsDelivery = lock.withLock { isTaken() && delivery.queue(event) }
        if ownsDelivery { drainQueued() }
    }

    @inline(never)
    private func drainQueued() {
        delivery.drain { forward($0) }
    }

    @inline(never)
    private func enqueueNext(_ element: Output) {
        delivery.enqueue(.next(element)) { forward($0) }
    }

    override func onError(_ error: any Error) {
        deliverError(error)
    }

    override func onCompleted() {
        deliverCompleted()
    }
}
