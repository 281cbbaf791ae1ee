import Synchronization

/// A hot stream you push into: every subscriber receives the elements sent
/// after it subscribed. A subscriber that arrives after the end receives the
/// terminal event at once.
///
/// Subscribing, disposing and sending are safe from any thread; as in
/// RxSwift, the senders must not call `on(_:)` concurrently with each other.
// @unchecked: all mutable state lives in `state`, a Mutex.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    private let state = SanitizerVisibleMutex(SubjectObservers<Element>())

    /// A subject with no subscribers.
    public override init() {}

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { state.withLock { !$0.nodes.isEmpty } }

    /// Sends `event` to every current subscriber. After a terminal event the
    /// subject ignores further events.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): finish(.error(error))
        case .completed: finish(.completed)
        }
    }

    /// Sends `element` to every current subscriber, without building an `Event`.
    public func onNext(_ element: Element) {
        let nodes = state.withLock { $0.terminal == nil ? $0.nodes : [] }
        for entry in nodes { entry.node.onNext(element) }
    }

    private func finish(_ termination: Termination) {
        let nodes = state.withLock { $0.finish(with: termination) }
        for entry in nodes { termination.send(to: entry.node) }
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        switch state.withLock({ $0.add(observer) }) {
        case .added(let key):
            return SubjectSubscription(key: key, remove: self)
        case .terminated(let termination):
            termination.send(to: observer)
            return Disposables.create()
        }
    }
}

extension PublishSubject: SubjectObserverRemoving {
    func removeObserver(key: Int) {
        state.withLock { $0.remove(key: key) }
    }
}
