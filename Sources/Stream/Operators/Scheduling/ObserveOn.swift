extension Observable {
    /// Delivers every event on `scheduler`, in the order the source sent them.
    ///
    /// Events are queued and delivered by one scheduled action that drains
    /// the queue, so a burst costs one scheduled action, not one per event,
    /// and deliveries never overlap, even on a concurrent scheduler. After
    /// `dispose()`, no further event starts being delivered; queued events
    /// are dropped and the pending action is cancelled.
    @usableFromInline
    func observeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        Producer<ObserveOnSink<Element>>(source: self, parameters: ActionScheduler(scheduler))
    }

    /// `observeOn(_:)` on a scheduler that only runs actions without a delay
    /// (`CurrentThreadScheduler`): each drain is one action on it.
    @usableFromInline
    func observeOn(immediate scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        Producer<ObserveOnSink<Element>>(source: self, parameters: ActionScheduler(scheduler))
    }
}

final class ObserveOnSink<Element>: SerializingSink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let scheduler: ActionScheduler
    // The last scheduled drain, cancelled on dispose; guarded by `lock`.
    private var pendingDrain: (any Disposable)?

    init(parameters scheduler: ActionScheduler, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) { deliverOnScheduler(.next(element)) }
    override func onError(_ error: any Error) { deliverOnScheduler(.error(error)) }
    override func onCompleted() { deliverOnScheduler(.completed) }

    private func deliverOnScheduler(_ event: Event<Element>) {
        guard !isStopped else { return }
        guard lock.withLock({ _ in enqueue(event) }) else { return }
        let scheduled = scheduler.schedule { [self] in drain() }
        // Calls from upstream are serialized, so drains are recorded in the
        // order they were scheduled; an already finished one is harmless here.
        let cancelled: (any Disposable)? = lock.withLock { _ in
            if isStopped { return scheduled }
            pendingDrain = scheduled
            return nil
        }
        cancelled?.dispose()
    }

    override func disposeResources() {
        let (drain, dropped) = lock.withLock { _ in
            defer { pendingDrain = nil }
            // Released after the lock: an element's deinit may run user code.
            return (pendingDrain, discardQueued())
        }
        withExtendedLifetime(dropped) {}
        drain?.dispose()
    }
}
