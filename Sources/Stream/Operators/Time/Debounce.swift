extension Observable {
    /// Emits an element only once `dueTime` has passed on `scheduler` without
    /// a newer one; each element restarts the wait and replaces the pending one.
    ///
    /// When the source completes, the pending element (if any) is emitted at
    /// once, then the completion (RxSwift's behaviour). An error is forwarded
    /// at once and the pending element dropped.
    @usableFromInline
    func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<DebounceSink<Element>>(source: self, parameters: Timing(dueTime: dueTime, scheduler: scheduler))
    }
}

/// The timer and the source both emit (the timer the quiet element, the
/// source the flush and the terminal event), so events go through the
/// serializing queue; a generation number tells a timer whether its element
/// is still the pending one.
final class DebounceSink<Element>: SerializingSink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let timing: Timing
    private let timer = DisposableSlot()
    // Guarded by `lock`.
    private var pending: Element?
    private var generation = 0

    init(parameters timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        // The element replaced is released after the lock: its deinit may run user code.
        let (current, replaced) = lock.withLock { _ in
            let replaced = pending.take()
            pending = element
            generation &+= 1
            return (generation, replaced)
        }
        withExtendedLifetime(replaced) {}
        timer.replaceSlot(timing.scheduler.schedule(after: timing.dueTime) { [self] in emitPending(ifStill: current) })
    }

    private func emitPending(ifStill expected: Int) {
        let mustDrain = lock.withLock { _ in
            guard generation == expected, let element = pending else { return false }
            pending = nil
            return enqueue(.next(element))
        }
        if mustDrain { drain() }
    }

    override func onCompleted() {
        let mustDrain = lock.withLock { _ in
            generation &+= 1
            var mustDrain = false
            if let element = pending {
                pending = nil
                mustDrain = enqueue(.next(element))
            }
            return enqueue(.completed) || mustDrain
        }
        if mustDrain { drain() }
    }

    override func onError(_ error: any Error) {
        let (mustDrain, dropped) = lock.withLock { _ in
            generation &+= 1
            let dropped = (pending.take(), discardQueued())
            return (enqueue(.error(error)), dropped)
        }
        withExtendedLifetime(dropped) {}
        if mustDrain { drain() }
    }

    override func disposeResources() {
        timer.releaseSlot()
        let dropped = lock.withLock { _ in (pending.take(), discardQueued()) }
        withExtendedLifetime(dropped) {}
    }
}
