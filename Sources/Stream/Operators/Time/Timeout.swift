import Synchronization

extension Observable {
    /// Fails with `StreamError.timeout` when the source lets `dueTime` pass
    /// without an event: the clock starts at subscription and restarts at
    /// every element (RxSwift's meaning: each element, and the terminal event,
    /// must arrive within `dueTime` of the previous one).
    ///
    /// The timeout disposes the source. An element and the timeout that race
    /// are settled atomically: exactly one of them gets through.
    @usableFromInline
    func timeout(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<TimeoutSink<Element>>(source: self, parameters: (Timing(dueTime: dueTime, scheduler: scheduler), nil))
    }

    /// `timeout(_:scheduler:)` that switches to `other` instead of failing:
    /// when `dueTime` passes without an event, the source is disposed and
    /// `other` is subscribed, and its events become the result's (RxSwift's
    /// `timeout(_:other:scheduler:)`). `other` has no timeout of its own.
    @usableFromInline
    func timeout(_ dueTime: Duration, other: Observable<Element>, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<TimeoutSink<Element>>(source: self, parameters: (Timing(dueTime: dueTime, scheduler: scheduler), other))
    }
}

/// Each event bumps a generation number; a timer only fires for the
/// generation it was started in. One compare-and-swap decides between an
/// event and the timer, so no lock is taken and the two never both pass.
///
/// With a fallback, the timer that wins disposes the source and subscribes
/// the fallback through an `InnerObserver`. No delivery of the source can be
/// running then (the timer of a generation is started only after its
/// element was delivered), and the source's later events lose the
/// compare-and-swap, so the fallback's events reach downstream alone.
final class TimeoutSink<Element>: Sink<Element, Element>, InnerObserverParent, ProducerSink, @unchecked Sendable {
    /// The generation once the timer or a terminal event has won.
    private static var finished: Int { -1 }

    private let timing: Timing
    private let generation = Atomic<Int>(0)
    /// How many `onNext` deliveries are under way: more than one when a
    /// subscriber pushed an element into the source from its `onNext`.
    /// (Atomic only for visibility: upstream calls are serialized.)
    private let deliveries = Atomic<Int>(0)
    private let timer = DisposableSlot()
    /// What the result switches to when the timer wins; nil to fail with `StreamError.timeout`.
    private let other: Observable<Element>?
    /// The fallback's subscription once the timer won; only with `other`.
    private let fallback: DisposableSlot?

    init(parameters: (timing: Timing, other: Observable<Element>?), downstream: ObserverNode<Element>) {
        self.timing = parameters.timing
        self.other = parameters.other
        self.fallback = parameters.other == nil ? nil : DisposableSlot()
        super.init(downstream: downstream)
    }

    /// The clock starts before the source is subscribed.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        startTimer(generation: 0)
        setUpstream(source.run(self))
        return self
    }

    /// Starts the timer for `generation`, replacing (and cancelling) the previous one.
    private func startTimer(generation expected: Int) {
        timer.replaceSlot(timing.scheduler.schedule(after: timing.dueTime) { [self] in
            if generation.compareExchange(
                expected: expected, desired: Self.finished, ordering: .acquiringAndReleasing
            ).exchanged {
                timedOut()
            }
        })
    }

    private func timedOut() {
        guard let other, let fallback else { return forwardError(StreamError.timeout) }
        releaseUpstream()
        subscribeInner(other, holdingIn: fallback)
    }

    func innerNext(_ element: Element, id: Int) { forwardNext(element) }
    func innerError(_ error: any Error, id: Int) { forwardError(error) }
    func innerCompleted(id: Int) { forwardCompleted() }

    /// Moves to the next generation unless the timer already won; returns the
    /// new generation, or nil when the event must be dropped.
    private func advance(to next: (Int) -> Int) -> Int? {
        var current = generation.load(ordering: .acquiring)
        while current != Self.finished {
            let desired = next(current)
            let (exchanged, original) = generation.compareExchange(
                expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return desired }
            current = original
        }
        return nil
    }

    override func onNext(_ element: Element) {
        guard advance(to: { ($0 &+ 1) & Int.max }) != nil else { return }
        deliveries.add(1, ordering: .relaxed)
        forwardNext(element)
        // The clock restarts once the outermost delivery returned: a timer
        // started by an element the subscriber pushed into the source from
        // its `onNext` could fire on the scheduler while that `onNext` still
        // runs, two events at once.
        guard deliveries.subtract(1, ordering: .relaxed).newValue == 0 else { return }
        let current = generation.load(ordering: .acquiring)
        guard current != Self.finished else { return }
        startTimer(generation: current)
    }

    override func onError(_ error: any Error) {
        guard advance(to: { _ in Self.finished }) != nil else { return }
        forwardError(error)
    }

    override func onCompleted() {
        guard advance(to: { _ in Self.finished }) != nil else { return }
        forwardCompleted()
    }

    override func disposeResources() {
        timer.releaseSlot()
        fallback?.releaseSlot()
    }
}
