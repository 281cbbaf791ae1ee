import Synchronization

extension Observable {
    /// Shifts elements and the completion later by `dueTime` on `scheduler`,
    /// keeping their order and spacing. An error is forwarded at once and the
    /// elements still waiting are dropped (RxSwift's behaviour).
    public func delay(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        SchedulingOperatorObservable<DelaySink<Element>>(source: self, timing: dueTime, scheduler: scheduler)
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
/// The actions reach the sink through a `DetachableSink`, which disposal
/// empties: the sink and its elements are released at once, however many
/// actions are still pending on the scheduler.
final class DelaySink<Element>: SerializingSink<Element, Element>, SchedulingOperatorSink, @unchecked Sendable {
    private let dueTime: Duration
    private let scheduler: any SchedulerType
    private let handle: DetachableSink<DelaySink<Element>>
    /// Also the sink's upstream; disposed early when the source completes.
    private let sourceSubscription = SerialDisposable()
    // Guarded by `lock`: the events not yet due, oldest at `waitingHead`;
    // slots before it are already released.
    private var waiting: [Event<Element>?] = []
    private var waitingHead = 0

    init(timing dueTime: Duration, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.handle = DetachableSink()
        super.init(downstream: downstream)
        handle.attach(self)
    }

    func subscribe(to source: Observable<Element>) -> any Disposable {
        setUpstream(sourceSubscription)
        sourceSubscription.disposable = source.run(self)
        return self
    }

    override func onNext(_ element: Element) { wait(.next(element)) }
    override func onCompleted() {
        sourceSubscription.dispose()
        wait(.completed)
    }

    override func onError(_ error: any Error) {
        let mustDrain = lock.withLock { _ in
            dropWaiting()
            discardQueued()
            return enqueue(.error(error))
        }
        if mustDrain { drain() }
    }

    private func wait(_ event: Event<Element>) {
        guard !isStopped else { return }
        lock.withLock { _ in waiting.append(event) }
        let handle = self.handle
        scheduler.schedule(after: dueTime) { handle.sink?.oldestBecameDue() }
    }

    private func oldestBecameDue() {
        let mustDrain = lock.withLock { _ in
            guard waitingHead < waiting.count, let event = waiting[waitingHead] else { return false }
            waiting[waitingHead] = nil
            waitingHead += 1
            if waitingHead == waiting.count {
                dropWaiting()
            } else if waitingHead >= 32 && waitingHead * 2 >= waiting.count {
                waiting.removeFirst(waitingHead)
                waitingHead = 0
            }
            return enqueue(event)
        }
        if mustDrain { drain() }
    }

    // Call with `lock` held.
    private func dropWaiting() {
        waiting.removeAll(keepingCapacity: true)
        waitingHead = 0
    }

    override func disposeResources() {
        handle.detach()
        lock.withLock { _ in
            waiting = []
            waitingHead = 0
            discardQueued()
        }
    }
}

