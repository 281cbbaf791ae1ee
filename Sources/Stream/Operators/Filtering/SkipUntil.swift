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
/// the notifier's error reach downstream through `SerialDeliverySink`. The
/// notifier's subscription sits in a `DisposableSlot`: the source, subscribed
/// first, may end the sink on another thread while the notifier is being
/// subscribed, and the slot then disposes it as it arrives.
final class SkipUntilSink<Element, Other>: SerialDeliverySink<Element, Element>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<SkipUntilSink<Element, Other>>

    private let other: Observable<Other>
    private let isOpen = Atomic<Bool>(false)
    private let notifier = DisposableSlot()

    init(parameters other: Observable<Other>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        _ = super.subscribe(to: source)
        guard !notifier.isReleased else { return self }
        let observer = Inner(parent: self, id: 0)
        notifier.fillSlot(observer)
        observer.setUpstream(other.run(observer))
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
        notifier.releaseSlot()
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {}

    override func disposeResources() {
        notifier.releaseSlot()
    }
}
