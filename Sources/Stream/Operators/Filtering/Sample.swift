extension Observable {
    /// At each element of `sampler`, emits the latest element of this stream
    /// that arrived since the previous tick, if any (`defaultValue`, when
    /// given, stands in for none); `sampler` completing is one last tick.
    ///
    /// As in RxSwift 6.9: the result completes at the first tick after this
    /// stream completed (its subscription goes at its completion), so a
    /// sampler that completes first leaves the result without a terminal
    /// event; an error of either stream fails it at once.
    @usableFromInline
    func sample<Sampler>(_ sampler: Observable<Sampler>, defaultValue: Element? = nil) -> Observable<Element> {
        Producer<SampleSink<Element, Sampler>>(source: self, parameters: (sampler, defaultValue))
    }
}

/// The source stores its latest element, the sampler (the watched stream,
/// see `WatchingSink`) takes it: both under `lock`, each in one step with no
/// user code inside.
final class SampleSink<Element, Sampler>: WatchingSink<Element, Sampler>, ProducerSink, @unchecked Sendable {
    private let defaultValue: Element?
    private let lock = Locked()
    // Guarded by `lock`.
    private var latest: Element?
    private var sourceDone = false

    init(parameters: (sampler: Observable<Sampler>, defaultValue: Element?), downstream: ObserverNode<Element>) {
        defaultValue = parameters.defaultValue
        super.init(watching: parameters.sampler, downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        // The replaced element is released after the lock: its deinit may run user code.
        let replaced = lock.withLock { () -> Element? in
            defer { latest = element }
            return latest
        }
        withExtendedLifetime(replaced) {}
    }

    /// The source's subscription goes now; the result waits for a tick.
    override func onCompleted() {
        lock.withLock { sourceDone = true }
        releaseUpstream()
    }

    override func innerNext(_ element: Sampler, id: Int) {
        tick()
    }

    override func innerCompleted(id: Int) {
        tick()
    }

    private func tick() {
        let (sampled, done) = lock.withLock { () -> (Element?, Bool) in
            defer { latest = nil }
            return (latest ?? defaultValue, sourceDone)
        }
        if let sampled { deliverNext(sampled) }
        if done { deliverCompleted() }
    }

    override func disposeResources() {
        super.disposeResources()
        // Released after the lock: an element's deinit may run user code.
        let value = lock.withLock { latest.take() }
        withExtendedLifetime(value) {}
    }
}
