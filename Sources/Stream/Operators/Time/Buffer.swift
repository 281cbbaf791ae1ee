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

/// Each array is a "window" with a number; a full array and the window's
/// timer race under `lock`, and only the one that finds its window still
/// open closes it. Timers are started outside the lock and installed only
/// if their window is still the open one, so a late timer never replaces
/// the timer of a newer window.
final class BufferSink<Element>: SerializingSink<Element, [Element]>, ProducerSink, @unchecked Sendable {
    private let timeSpan: Duration
    private let scheduler: any SchedulerType
    private let count: Int
    // Guarded by `lock`.
    private var collected: [Element] = []
    private var window = 0
    private var timer: (any Disposable)?
    private var isDisposed = false

    init(parameters: (timing: Timing, count: Int), downstream: ObserverNode<[Element]>) {
        timeSpan = parameters.timing.dueTime
        scheduler = parameters.timing.scheduler
        count = parameters.count
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
            guard collected.count == count else { return (false, nil) }
            return (closeWindow(), window)
        }
        if let nextWindow { startTimer(for: nextWindow) }
        if mustDrain { drain() }
    }

    /// Emits the collected array and opens the next window. Call with `lock` held.
    private func closeWindow() -> Bool {
        window &+= 1
        var emitted: [Element] = []
        swap(&emitted, &collected)
        return enqueue(.next(emitted))
    }

    private func startTimer(for expected: Int) {
        let action = scheduler.schedule(after: timeSpan) { [self] in windowTimedOut(expected) }
        let replaced = lock.withLock { _ -> (any Disposable)? in
            guard !isDisposed, window == expected else { return action }
            defer { timer = action }
            return timer
        }
        replaced?.dispose()
    }

    private func windowTimedOut(_ expected: Int) {
        let (mustDrain, nextWindow) = lock.withLock { _ -> (Bool, Int?) in
            guard !isDisposed, window == expected else { return (false, nil) }
            return (closeWindow(), window)
        }
        if let nextWindow { startTimer(for: nextWindow) }
        if mustDrain { drain() }
    }

    override func onCompleted() {
        let mustDrain = lock.withLock { _ in
            var emitted: [Element] = []
            swap(&emitted, &collected)
            let mustDrain = enqueue(.next(emitted))
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
            isDisposed = true
            var dropped: [Element] = []
            swap(&dropped, &collected)
            return (self.timer.take(), (dropped, discardQueued()))
        }
        timer?.dispose()
        withExtendedLifetime(dropped) {}
    }
}
