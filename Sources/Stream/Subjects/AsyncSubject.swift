/// A subject that sends only its last element, and only once it completes:
/// on completion every subscriber receives that element (if there was one)
/// and the completion; a failure is sent alone, and the elements before it
/// are dropped. A subscriber arriving after the end receives the same at once.
///
/// Subscribing, disposing and sending are safe from any thread; as in
/// RxSwift, the senders must not call `on(_:)` concurrently with each other.
// @unchecked: all mutable state (`observers`, `lastElement`) is guarded by `lock`.
public final class AsyncSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    private let lock = Locked()
    private var observers = SubjectObservers<Element>()
    // The latest element; once the subject has ended, the one it ended with.
    private var lastElement: Element?

    /// A subject with no subscribers and no element yet.
    public override init() {}

    /// `true` while at least one subscriber is connected.
    public var hasObservers: Bool { lock.withLock { !observers.nodes.isEmpty } }

    /// Keeps `.next`'s element as the last one (sending nothing); a terminal
    /// event ends the subject and is sent, after the last element on
    /// completion. Events after the end are ignored.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): finish(.error(error))
        case .completed: finish(.completed)
        }
    }

    /// Keeps `element` as the last one, without building an `Event`.
    public func onNext(_ element: Element) {
        // The element replaced is released after the lock: its deinit may run user code.
        let replaced = lock.withLock { () -> Element? in
            guard observers.terminal == nil else { return nil }
            defer { lastElement = element }
            return lastElement
        }
        withExtendedLifetime(replaced) {}
    }

    private func finish(_ termination: Termination) {
        let (entries, element, dropped) = lock.withLock { () -> ([SubjectObservers<Element>.Entry], Element?, Element?) in
            guard observers.terminal == nil else { return ([], nil, nil) }
            let entries = observers.finish(with: termination)
            guard case .completed = termination else {
                // A failure drops the last element (released after the lock).
                return (entries, nil, lastElement.take())
            }
            return (entries, lastElement, nil)
        }
        withExtendedLifetime(dropped) {}
        for entry in entries { Self.send(element, termination, to: entry.node) }
    }

    private static func send(_ element: Element?, _ termination: Termination, to node: ObserverNode<Element>) {
        if let element { node.onNext(element) }
        termination.send(to: node)
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let added = lock.withLock { () -> (SubjectObservers<Element>.AddResult, Element?) in
            (observers.add(observer), lastElement)
        }
        switch added {
        case (.added(let key), _):
            return SubjectSubscription(key: key, remove: self)
        case (.terminated(let termination), let element):
            Self.send(element, termination, to: observer)
            return Disposables.create()
        }
    }
}

extension AsyncSubject: SubjectObserverRemoving {
    func removeObserver(key: Int) {
        // The node is released after the lock: its deinit may run user code.
        _ = lock.withLock { observers.remove(key: key) }
    }
}

extension AsyncSubject: ObserverChainsReporting {
    var allObserverChainsStopped: Bool {
        lock.withLock { observers.chainNodes }.allSatisfy(\.isChainStopped)
    }
}
