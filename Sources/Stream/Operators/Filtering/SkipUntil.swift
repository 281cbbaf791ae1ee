import Synchronization

extension Observable {
    /// Drops the source's elements until `other` emits its first element,
    /// then mirrors the source (`other` is disposed then).
    ///
    /// As in RxSwift 6.9: an error of `other` fails the result; `other`
    /// completing without an element leaves the gate closed; and a source
    /// that completes while the gate is still closed ends the subscription
    /// without a terminal event (both are disposed). The source is
    /// subscribed first, then `other`.
    public func skip<Other>(until other: Observable<Other>) -> Observable<Element> {
        Producer<SkipUntilSink<Element, Other>>(source: self, parameters: other)
    }
}

/// The gate is one atomic flag the notifier opens; the source's events and
/// the notifier's error reach downstream through `SerialDeliverySink`.
final class SkipUntilSink<Element, Other>: SerialDeliverySink<Element, Element>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<SkipUntilSink<Element, Other>>

    private let other: Observable<Other>
    private let isOpen = Atomic<Bool>(false)
    private let lock = Locked()
    // Guarded by `lock`: the source may stop the sink (on another thread)
    // while the notifier is being subscribed.
    private var notifier: Inner?
    private var isDisposed = false

    init(parameters other: Observable<Other>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        _ = super.subscribe(to: source)
        let observer = Inner(parent: self, id: 0)
        let registered = lock.withLock { () -> Bool in
            if isDisposed { return false }
            notifier = observer
            return true
        }
        if registered { observer.setUpstream(other.run(observer)) }
        return self
    }

    override func onNext(_ element: Element) {
        guard isOpen.load(ordering: .acquiring) else { return }
        deliverNext(element)
    }

    override func onCompleted() {
        if isOpen.load(ordering: .acquiring) {
            deliverCompleted()
        } else {
            dispose()
        }
    }

    func innerNext(_ element: Other, id: Int) {
        isOpen.store(true, ordering: .releasing)
        takeNotifier()?.dispose()
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {}

    private func takeNotifier() -> Inner? {
        lock.withLock {
            defer { notifier = nil }
            return notifier
        }
    }

    override func disposeResources() {
        lock.withLock { isDisposed = true }
        takeNotifier()?.dispose()
    }
}
