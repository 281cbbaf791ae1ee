import Foundation

/// A hot stream you push into: every subscriber receives the elements sent
/// after it subscribed. A subscriber that arrives after the end receives the
/// terminal event at once.
///
/// `dispose()` ends it for good, as in RxSwift: the subscribers are dropped
/// without an event, later elements are ignored, and a new subscriber fails
/// with `StreamError.disposed`. RxSwift's subject forgets how it ended when
/// disposed, and still records the first terminal event sent afterwards
/// (which a later subscriber then receives instead); this one does the same.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.dispose()
/// _ = subject.subscribe(onError: { print($0) })  // The subject was disposed.
/// ```
///
/// Subscribing, disposing and sending are safe from any thread; as in
/// RxSwift, the senders must not call `on(_:)` concurrently with each other.
// @unchecked: all mutable state is `observers`, guarded by `lock`.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let lock = Locked()
    private var observers = SubjectObservers<Element>()

    /// A subject with no subscribers.
    public override init() {}

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { lock.withLock { !observers.nodes.isEmpty } }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { observers.isDisposed } }

    /// Drops every subscriber without an event and refuses new ones (they
    /// fail with `StreamError.disposed`); later elements are ignored.
    /// Calling it again does nothing.
    public func dispose() {
        // The observers are released after the lock: a deinit may run user code.
        _ = lock.withLock { observers.dispose(endingWith: nil) }
    }

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
