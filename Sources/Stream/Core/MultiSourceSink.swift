/// The sink of an operator fed by a fixed list of upstreams of one element
/// type (zip, combineLatest): it subscribes them all and hands their events to
/// `handle(_:)` one at a time, tagged with the upstream's index, however many
/// threads they arrive on. Inside `handle` a subclass works as if
/// single-threaded: no lock, and it may forward downstream directly.
///
/// Typed operators over upstreams of different element types map each one to
/// a common `Value` first (an enum with a case per upstream).
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

    private let subscriptions = CompositeDisposable()
    private let delivery = SerialDrain<SourceEvent>()

    /// Subscribes `sources` in order; upstream `i` is tagged `i`. Stops early
    /// once the sink stopped (an upstream failed while being subscribed).
    final func subscribe(_ sources: [Observable<Value>]) {
        for (index, source) in sources.enumerated() {
            guard !isStopped else { return }
            let observer = InnerObserver(parent: self, id: index)
            guard subscriptions.insert(observer) != nil else { return }
            observer.setUpstream(source.run(observer))
        }
    }

    /// Override point: one upstream event, serialized with all the others.
    /// Not called after the sink stopped.
    func handle(_ event: SourceEvent) {
        fatalError("abstract: \(Self.self).handle")
    }

    final func innerNext(_ element: Value, id: Int) {
        submit(.next(id, element))
    }

    final func innerError(_ error: any Error, id: Int) {
        submit(.error(error))
    }

    final func innerCompleted(id: Int) {
        submit(.completed(id))
    }

    private func submit(_ event: SourceEvent) {
        delivery.submit(event) { event in
            if !isStopped { handle(event) }
        }
    }

    override func disposeResources() {
        subscriptions.dispose()
    }
}

/// The common element of two upstreams of different types (see `MultiSourceSink`).
enum OneOf2<A, B> {
    case first(A)
    case second(B)

    // Index 0 holds `.first`, index 1 `.second`: `MultiSourceSink` tags by position.
    var first: A {
        guard case .first(let value) = self else { preconditionFailure("upstream 0 emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("upstream 1 emits .second") }
        return value
    }
}

/// The common element of three upstreams of different types (see `MultiSourceSink`).
enum OneOf3<A, B, C> {
    case first(A)
    case second(B)
    case third(C)

    var first: A {
        guard case .first(let value) = self else { preconditionFailure("upstream 0 emits .first") }
        return value
    }

    var second: B {
        guard case .second(let value) = self else { preconditionFailure("upstream 1 emits .second") }
        return value
    }

    var third: C {
        guard case .third(let value) = self else { preconditionFailure("upstream 2 emits .third") }
        return value
    }
}
