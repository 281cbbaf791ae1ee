import Foundation

/// A hot stream you push into: every subscriber receives the elements sent
/// after it subscribed. A subscriber that arrives after the end receives the
/// terminal event at once.
///
/// Subscribing, disposing and sending are safe from any thread; as in
/// RxSwift, the senders must not call `on(_:)` concurrently with each other.
// @unchecked: all mutable state is `observers`, guarded by `lock`.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    private let lock = Locked()
    private var observers = SubjectObservers<Element>()

    /// A subject with no subscribers.
    public override init() {}

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { lock.withLock { !observers.nodes.isEmpty } }

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
        // `receivers`, not `nodes`: see `SubjectObservers.receivers`.
        let receivers = lock.withLock { observers.terminal == nil ? observers.receivers : [] }
        for receiver in receivers { unsafeDowncast(receiver, to: ObserverNode<Element>.self).onNext(element) }
    }

    private func finish(_ termination: Termination) {
        let nodes = lock.withLock { observers.finish(with: termination) }
        for entry in nodes { termination.send(to: entry.node) }
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        switch lock.withLock({ observers.add(observer) }) {
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
        // The node is released after the lock: its deinit may run user code.
        _ = lock.withLock { observers.remove(key: key) }
    }
}

extension PublishSubject: ObserverChainsReporting {
    var allObserverChainsStopped: Bool {
        lock.withLock { observers.chainNodes }.allSatisfy(\.isChainStopped)
    }
}
