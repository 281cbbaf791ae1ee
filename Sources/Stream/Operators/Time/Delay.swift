import Synchronization

extension Observable {
    /// Shifts elements and the completion later by `dueTime` on `scheduler`,
    /// keeping their order and spacing. An error is forwarded at once and the
    /// elements still waiting are dropped (RxSwift's behaviour).
    @usableFromInline
    func delay(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<DelaySink<Element>>(source: self, parameters: Timing(dueTime: dueTime, scheduler: scheduler))
    }
}

/// Every event waits in a FIFO and schedules one action `dueTime` later;
/// each action that fires releases the oldest waiting event into the
/// serializing queue. All events wait equally long, so the n-th action to
/// fire belongs to the n-th event, without reading any clock.
///
/// The source is unsubscribed as soon as it completes, while its
/// completion still waits (as in RxSwift, so a test observable records the
/// unsubscription at the source's completion time).
///
/// Disposal and an error cancel the actions still pending, so nothing is
/// left on the scheduler (a `TestScheduler`'s clock stops at the dispose),
/// and the actions reach the sink through a `DetachableReference`, which disposal
/// empties: the sink and its elements are released at once, even if a
/// scheduler runs a cancelled action anyway.
final class DelaySink<Element>: SerializingSink<Element, Element>, ProducerSink, @unchecked Sendable {
    /// An event not yet due, and the scheduled action that will release it.
    private struct Waiting {
        var event: Event<Element>?
        /// Stored once `schedule` returns; nil before that and once released.
        var action: (any Disposable)?
    }

    private let timing: Timing
    private let handle: DetachableReference<DelaySink<Element>>
    // Guarded by `lock`: the events not yet due, oldest at `waitingHead`;
    // slots before it are already released. Event n of the subscription
    // (counting from 0) is at `waiting[n - removedCount]` while it waits.
    private var waiting: [Waiting] = []
    private var waitingHead = 0
    private var removedCount = 0

    init(parameters timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        self.handle = DetachableReference()
        super.init(downstream: downstream)
        handle.attach(self)
    }

    override func onNext(_ element: Element) { wait(.next(element)) }
    override func onCompleted() {
        // The source's subscription goes now; the waiting elements still run out.
        releaseUpstream()
        wait(.completed)
    }

    override func onError(_ error: any Error) {
        let (mustDrain, pending, dropped) = lock.withLock { _ in
            let (pending, waitingEvents) = dropWaiting()
            let dropped = (waitingEvents, discardQueued())
            return (enqueue(.error(error)), pending, dropped)
        }
        withExtendedLifetime(dropped) {}
        for action in pending { action.dispose() }
        if mustDrain { drain() }
    }

    private func wait(_ event: Event<Element>) {
        guard !isStopped else { return }
        let number = lock.withLock { _ in
            waiting.append(Waiting(event: event))
            return removedCount + waiting.count - 1
        }
        let handle = self.handle
        let action = timing.scheduler.schedule(after: timing.dueTime) { handle.current?.oldestBecameDue() }
        let isWaiting = lock.withLock { _ in
            let index = number - removedCount
            guard index >= waitingHead, index < waiting.count else { return false }
            waiting[index].action = action
            return true
        }
        // Released already (a scheduler that ran it at once), or dropped by
        // an error or a dispose while it was being scheduled.
        if !isWaiting { action.dispose() }
    }

    private func oldestBecameDue() {
        let mustDrain = lock.withLock { _ in
            guard waitingHead < waiting.count, let event = waiting[waitingHead].event else { return false }
            waiting[waitingHead] = Waiting()
            waitingHead += 1
            if waitingHead == waiting.count {
                // Every entry was delivered (emptied): nothing is released,
                // and the storage is kept for the next element.
                removedCount += waiting.count
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            } else if waitingHead >= 32 && waitingHead * 2 >= waiting.count {
                waiting.removeFirst(waitingHead)
                removedCount += waitingHead
                waitingHead = 0
            }
            return enqueue(event)
        }
        if mustDrain { drain() }
    }

    /// Empties `waiting` and returns the actions still pending, for the
    /// caller to cancel once the lock is released, and what was waiting, for
    /// it to release then (an element's deinit may run user code). Call with
    /// `lock` held.
    private func dropWaiting() -> (actions: [any Disposable], waiting: [Waiting]) {
        let pending = waiting[waitingHead...].compactMap(\.action)
        removedCount += waiting.count
        var dropped: [Waiting] = []
        swap(&waiting, &dropped)
        waitingHead = 0
        return (pending, dropped)
    }

    override func disposeResources() {
        handle.detach()
        let (pending, dropped) = lock.withLock { _ in
            let (pending, waitingEvents) = dropWaiting()
            return (pending, (waitingEvents, discardQueued()))
        }
        withExtendedLifetime(dropped) {}
        for action in pending { action.dispose() }
    }
}

