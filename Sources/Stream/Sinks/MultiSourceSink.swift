/// The sink of an operator fed by a fixed list of upstreams of one element
/// type (zip, combineLatest): it subscribes them all and hands their events to
/// `handleNext`/`handleCompleted` one at a time, tagged with the upstream's
/// index, however many threads they arrive on. Inside those a subclass works
/// as if single-threaded: no lock, and it may forward downstream directly.
/// An error from any upstream fails the sink.
///
/// Typed operators over upstreams of different element types map each one to
/// a common `Value` first (an enum with a case per upstream, see Combining.swift).
///
/// It has no upstream of its own (its `Input` is `Never`); disposing it
/// disposes every upstream, including one still being subscribed.
class MultiSourceSink<Value, Output>: Sink<Never, Output>, InnerObserverParent, @unchecked Sendable {
    /// One upstream's event, tagged with the upstream's index.
    enum SourceEvent {
        case next(Int, Value)
        case error(any Error)
        case completed(Int)
    }

    /// What a combining operator's producer hands it (see `ProducerSink`).
    typealias Source = [Observable<Value>]

    private let subscriptions = CompositeDisposable()
    private let delivery = SerialDrain<SourceEvent>()

    /// Subscribes `sources` in order; upstream `i` is tagged `i`. Stops early
    /// once the sink stopped (an upstream failed while being subscribed).
    /// The sink is the subscription.
    final func subscribe(to sources: [Observable<Value>]) -> any Disposable {
        for (index, source) in sources.enumerated() {
            guard !isStopped else { break }
            let observer = InnerObserver(parent: self, id: index)
            guard subscriptions.insert(observer) != nil else { break }
            observer.setUpstream(source.run(observer))
        }
        return self
    }

    /// Override point: an element of upstream `index`, serialized with all
    /// other events. Not called after the sink stopped.
    func handleNext(_ value: Value, at index: Int) {
        fatalError("abstract: \(Self.self).handleNext")
    }

    /// Override point: the end of upstream `index`, serialized with all other
    /// events. Not called after the sink stopped. (A failure of any upstream
    /// fails the sink: subclasses do not see it.)
    func handleCompleted(at index: Int) {
        fatalError("abstract: \(Self.self).handleCompleted")
    }

    final func innerNext(_ element: Value, id: Int) {
        // The per-element path delivers without building a `SourceEvent`
        // unless another thread is delivering.
        if delivery.tryEnter() {
            if !isStopped { handleNext(element, at: id) }
            if delivery.leave() { delivery.drain { handle($0) } }
        } else {
            delivery.enqueue(.next(id, element)) { handle($0) }
        }
    }

    final func innerError(_ error: any Error, id: Int) {
        delivery.submit(.error(error)) { handle($0) }
    }

    final func innerCompleted(id: Int) {
        delivery.submit(.completed(id)) { handle($0) }
    }

    private func handle(_ event: SourceEvent) {
        guard !isStopped else { return }
        switch event {
        case .next(let index, let value): handleNext(value, at: index)
        case .error(let error): forwardError(error)
        case .completed(let index): handleCompleted(at: index)
        }
    }

    override func disposeResources() {
        subscriptions.dispose()
    }
}
