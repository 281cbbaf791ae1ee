extension Observable {
    /// Mirrors the source until `other` emits its first element, then
    /// completes and disposes both (RxSwift's `take(until:)`).
    ///
    /// An error from `other` fails the result; `other` completing without an
    /// element changes nothing. `other` is subscribed first, so a notifier
    /// that fires during its subscription completes the result without the
    /// source ever being subscribed.
    public func take<Other>(until other: Observable<Other>) -> Observable<Element> {
        TakeUntilObservable(source: self, other: other)
    }
}

final class TakeUntilObservable<Element, Other>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = TakeUntilSink<Element, Other>(downstream: observer)
        sink.subscribeNotifier(other)
        if !sink.isStopped { sink.setUpstream(source.run(sink)) }
        return sink
    }
}

/// Mirrors its source until the notifier (an `InnerObserver`) fires; the two
/// may run on different threads, so events are serialized (see `SerialDeliverySink`).
final class TakeUntilSink<Element, Other>: SerialDeliverySink<Element, Element>, InnerObserverParent, @unchecked Sendable {
    // Set in `subscribeNotifier` before anything can stop the sink; cleared
    // once by the winner of `stop()` in `disposeResources` (breaks the cycle).
    private var notifier: InnerObserver<TakeUntilSink<Element, Other>>?

    func subscribeNotifier(_ other: Observable<Other>) {
        let notifier = InnerObserver(parent: self, id: 0)
        self.notifier = notifier
        notifier.setUpstream(other.run(notifier))
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
