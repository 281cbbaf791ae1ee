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
    @usableFromInline
    func skip<Other>(until other: Observable<Other>) -> Observable<Element> {
        Producer<SkipUntilSink<Element, Other>>(source: self, parameters: other)
    }
}

/// The gate is one atomic flag the notifier (the watched stream, see
/// `WatchingSink`) opens with its first element; it is disposed then.
final class SkipUntilSink<Element, Other>: WatchingSink<Element, Other>, ProducerSink, @unchecked Sendable {
    private let isOpen = Atomic<Bool>(false)

    init(parameters other: Observable<Other>, downstream: ObserverNode<Element>) {
        super.init(watching: other, downstream: downstream)
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

    override func innerNext(_ element: Other, id: Int) {
        isOpen.store(true, ordering: .releasing)
        watched.releaseSlot()
    }
}
