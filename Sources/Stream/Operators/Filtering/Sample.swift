extension Observable {
    /// At each element of `sampler`, emits the latest element of this stream
    /// that arrived since the previous tick, if any (`defaultValue`, when
    /// given, stands in for none); `sampler` completing is one last tick.
    ///
    /// As in RxSwift 6.9: the result completes at the first tick after this
    /// stream completed (its subscription goes at its completion), so a
    /// sampler that completes first leaves the result without a terminal
    /// event; an error of either stream fails it at once.
    public func sample<Sampler>(_ sampler: Observable<Sampler>, defaultValue: Element? = nil) -> Observable<Element> {
        Producer<SampleSink<Element, Sampler>>(source: self, parameters: (sampler, defaultValue))
    }
}

/// The source stores its latest element, the sampler takes it: both under
/// `lock`, each in one step with no user code inside; what reaches
/// downstream goes through `SerialDeliverySink`. The sampler's subscription
/// sits in a `DisposableSlot`, which disposes it as it arrives if the source
/// (subscribed first) ended the sink meanwhile.
final class SampleSink<Element, Sampler>: SerialDeliverySink<Element, Element>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<SampleSink<Element, Sampler>>

    private let sampler: Observable<Sampler>
    private let defaultValue: Element?
    private let samplerSubscription = DisposableSlot()
    private let lock = Locked()
    // Guarded by `lock`.
    private var latest: Element?
    private var sourceDone = false

    init(parameters: (sampler: Observable<Sampler>, defaultValue: Element?), downstream: ObserverNode<Element>) {
        sampler = parameters.sampler
        defaultValue = parameters.defaultValue
        super.init(downstream: downstream)
    }

    /// The source first, then the sampler (RxSwift's order).
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        _ = super.subscribe(to: source)
        guard !samplerSubscription.isReleased else { return self }
        let observer = Inner(parent: self, id: 0)
        samplerSubscription.fillSlot(observer)
        observer.setUpstream(sampler.run(observer))
        return self
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

    func innerNext(_ element: Sampler, id: Int) {
        tick()
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {
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
        samplerSubscription.releaseSlot()
        // Released after the lock: an element's deinit may run user code.
        let value = lock.withLock { latest.take() }
        withExtendedLifetime(value) {}
    }
}
