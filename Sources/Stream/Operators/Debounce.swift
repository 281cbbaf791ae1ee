extension Observable {
    /// Emits an element only once `dueTime` has passed on `scheduler` without
    /// a newer one; each element restarts the wait and replaces the pending one.
    ///
    /// When the source completes, the pending element (if any) is emitted at
    /// once, then the completion (RxSwift's behaviour). An error is forwarded
    /// at once and the pending element dropped.
    public func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        DebounceObservable(source: self, dueTime: dueTime, scheduler: scheduler)
    }
}

final class DebounceObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: Duration
    private let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: Duration, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

/// The timer and the source both emit (the timer the quiet element, the
/// source the flush and the terminal event), so events go through the
/// serializing queue; a generation number tells a timer whether its element
/// is still the pending one.
final class DebounceSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
    private let dueTime: Duration
    private let scheduler: any SchedulerType
    private let timer = SerialDisposable()
    // Guarded by `lock`.
    private var pending: Element?
    private var generation = 0

    init(dueTime: Duration, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let current = lock.withLock { _ in
            pending = element
            generation &+= 1
            return generation
        }
        timer.disposable = scheduler.schedule(after: dueTime) { [self] in emitPending(ifStill: current) }
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
        let mustDrain = lock.withLock { _ in
            generation &+= 1
            pending = nil
            discardQueued()
            return enqueue(.error(error))
        }
        if mustDrain { drain() }
    }

    override func disposeResources() {
        timer.dispose()
        lock.withLock { _ in
            pending = nil
            discardQueued()
        }
    }
}
