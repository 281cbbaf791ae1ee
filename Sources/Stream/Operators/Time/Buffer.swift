extension Observable {
    /// Collects elements into arrays, each emitted when it holds `count`
    /// elements or when `timeSpan` has passed since the previous one was
    /// emitted (or since the subscription), whichever comes first; an array
    /// emitted by the clock may be empty. On completion the array collected
    /// so far (possibly empty) is emitted, then the completion; an error
    /// passes at once and drops it (RxSwift's `buffer(timeSpan:count:scheduler:)`).
    /// A `count` below 1 never fills: only the clock emits.
    @usableFromInline
    func buffer(timeSpan: Duration, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        Producer<BufferSink<Element>>(
            source: self, parameters: (Timing(dueTime: timeSpan, scheduler: scheduler), count))
    }
}

/// Each array is a window of `CountOrTimeWindows`, which decides when it closes.
final class BufferSink<Element>: SerializingSink<Element, [Element]>, ProducerSink, @unchecked Sendable {
    private let timeSpan: Duration
    private let scheduler: any SchedulerType
    // Guarded by `lock`.
    private var collected: [Element] = []
    private var windows: CountOrTimeWindows

    init(parameters: (timing: Timing, count: Int), downstream: ObserverNode<[Element]>) {
        timeSpan = parameters.timing.dueTime
        scheduler = parameters.timing.scheduler
        windows = CountOrTimeWindows(count: parameters.count)
        super.init(downstream: downstream)
    }

    /// The first window's clock starts before the source is subscribed (RxSwift).
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        startTimer(for: 0)
        return super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let (mustDrain, nextWindow) = lock.withLock { _ -> (Bool, Int?) in
            collected.append(element)
            guard let nextWindow = windows.countElement() else { return (false, nil) }
            return (emitCollected(), nextWindow)
        }
        if let nextWindow { startTimer(for: nextWindow) }
        if mustDrain { drain() }
    }

    /// Queues the collected array. Call with `lock` held.
    private func emitCollected() -> Bool {
        var emitted: [Element] = []
        swap(&emitted, &collected)
        return enqueue(.next(emitted))
    }

    private func startTimer(for window: Int) {
        let timer = scheduler.schedule(after: timeSpan) { [self] in windowTimedOut(window) }
        let stale = lock.withLock { windows.install(timer, for: window) }
        stale?.dispose()
    }

    private func windowTimedOut(_ window: Int) {
        let (mustDrain, nextWindow) = lock.withLock { _ -> (Bool, Int?) in
            guard let nextWindow = windows.timeOut(window) else { return (false, nil) }
            return (emitCollected(), nextWindow)
        }
        if let nextWindow { startTimer(for: nextWindow) }
        if mustDrain { drain() }
    }

    override func onCompleted() {
        let mustDrain = lock.withLock { _ in
            let mustDrain = emitCollected()
            return enqueue(.completed) || mustDrain
        }
        if mustDrain { drain() }
    }

    override func onError(_ error: any Error) {
        let (mustDrain, dropped) = lock.withLock { _ in
            var collectedSoFar: [Element] = []
            swap(&collectedSoFar, &collected)
            // Discarded before the error is queued, which must stay.
            let dropped = (collectedSoFar, discardQueued())
            return (enqueue(.error(error)), dropped)
        }
        withExtendedLifetime(dropped) {}
        if mustDrain { drain() }
    }

    override func disposeResources() {
        let (timer, dropped) = lock.withLock { _ in
            var dropped: [Element] = []
            swap(&dropped, &collected)
            return (windows.stop(), (dropped, discardQueued()))
        }
        timer?.dispose()
        withExtendedLifetime(dropped) {}
    }
}
