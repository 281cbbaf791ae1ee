extension Observable {
    /// Mirrors the source until `other` emits its first element, then
    /// completes and disposes both (RxSwift's `take(until:)`).
    ///
    /// An error from `other` fails the result; `other` completing without an
    /// element changes nothing. `other` is subscribed first, so a notifier
    /// that fires during its subscription completes the result without the
    /// source ever being subscribed.
    @usableFromInline
    func take<Other>(until other: Observable<Other>) -> Observable<Element> {
        Producer<TakeUntilSink<Element, Other>>(source: self, parameters: other)
    }
}

/// Mirrors its source until the notifier (an `InnerObserver`) fires; the two
/// may run on different threads, so events are serialized (see `SerialDeliverySink`).
final class TakeUntilSink<Element, Other>: SerialDeliverySink<Element, Element>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    // Set in `subscribeNotifier` before anything can stop the sink; cleared
    // once by the winner of `stop()` in `disposeResources` (breaks the cycle).
    private var notifier: InnerObserver<TakeUntilSink<Element, Other>>?
    private let other: Observable<Other>

    init(parameters other: Observable<Other>, downstream: ObserverNode<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    /// Subscribes the notifier first: one that fires during its own
    /// subscription completes the result before the source is subscribed.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        let notifier = InnerObserver(parent: self, id: 0)
        self.notifier = notifier
        notifier.setUpstream(other.run(notifier))
        return isStopped ? self : super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        deliverNext(element)
    }

    func innerNext(_ element: Other, id: Int) {
        deliverCompleted()
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {}

    override func disposeResources() {
        let notifier = self.notifier
        self.notifier = nil
        notifier?.dispose()
    }
}
