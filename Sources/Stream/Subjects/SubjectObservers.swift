/// The observer list every subject keeps behind its lock: an array snapshot
/// is copied out (one retain) before events are sent, so nothing is called
/// with the lock held.
struct SubjectObservers<Element> {
    struct Entry: Sendable {
        let key: Int
        let node: ObserverNode<Element>
    }

    enum AddResult: Sendable {
        case added(key: Int)
        case terminated(Termination)
    }

    private(set) var nodes: [Entry] = []
    // The same nodes as a non-generic array, for sending: generic code that
    // copies or walks `[Entry]` looks its type up at run time on every event.
    private(set) var receivers: ContiguousArray<AnyObject> = []
    private(set) var terminal: Termination?
    /// Set by `dispose(endingWith:)`, for good.
    private(set) var isDisposed = false
    private var nextKey = 0

    /// Adds `node`, or hands back how the stream ended: its terminal event,
    /// or, once disposed without one, `StreamError.disposed` (RxSwift's
    /// `PublishSubject` checks in this order).
    mutating func add(_ node: ObserverNode<Element>) -> AddResult {
        if let terminal { return .terminated(terminal) }
        if isDisposed { return .terminated(.error(StreamError.disposed)) }
        let key = reserveKey()
        insert(node, key: key)
        return .added(key: key)
    }

    /// A fresh key for an observer that joins the list later, with `insert`
    /// (a replaying subject's subscriber, once it caught up).
    mutating func reserveKey() -> Int {
        defer { nextKey += 1 }
        return nextKey
    }

    /// Adds `node` under a key from `reserveKey()`.
    mutating func insert(_ node: ObserverNode<Element>, key: Int) {
        nodes.append(Entry(key: key, node: node))
        receivers.append(node)
    }

    /// Removes the observer with `key` and returns it (`nil` when it is not
    /// in the list), for the caller to release after its lock.
    @discardableResult
    mutating func remove(key: Int) -> ObserverNode<Element>? {
        guard let index = nodes.firstIndex(where: { $0.key == key }) else { return nil }
        receivers.remove(at: index)
        return nodes.remove(at: index).node
    }

    /// Records the terminal event (first one wins) and hands back the
    /// observers to notify, emptying the list.
    mutating func finish(with event: Termination) -> [Entry] {
        guard terminal == nil else { return [] }
        terminal = event
        defer {
            nodes = []
            receivers = []
        }
        return nodes
    }

    /// A subject's `dispose()`: drops every observer without an event and
    /// hands them back, for the caller to release after its lock; `ending`
    /// becomes the terminal event. With `nil` (RxSwift's `PublishSubject`,
    /// which forgets how it ended) the first terminal event sent afterwards
    /// is still recorded; with one, every later event is ignored.
    mutating func dispose(endingWith ending: Termination?) -> [Entry] {
        isDisposed = true
        terminal = ending
        defer {
            nodes = []
            receivers = []
        }
        return nodes
    }
}

/// How a stream ended; unlike `Event` it holds no element, so it is `Sendable`.
enum Termination: Sendable {
    case error(any Error)
    case completed

    /// Delivers this ending to `node`.
    func send<Element>(to node: ObserverNode<Element>) {
        switch self {
        case .error(let error): node.onError(error)
        case .completed: node.onCompleted()
        }
    }
}

/// What a subject's subscription calls back to leave the subject.
protocol SubjectObserverRemoving: AnyObject, Sendable {
    func removeObserver(key: Int)
}

/// A subject subscription: two words, so it fits an existential's inline
/// buffer and costs no allocation.
struct SubjectSubscription: Disposable {
    let key: Int
    let remove: any SubjectObserverRemoving

    func dispose() {
        remove.removeObserver(key: key)
    }
}

/// A subject that can tell whether anything it is sent can still reach a
/// subscriber: `refCount()` asks it for a synchronous source that cannot be
/// disposed while its `subscribe` runs (see `MulticastConnection`).
protocol ObserverChainsReporting: AnyObject {
    /// `true` when no subscriber is joining and every subscriber's chain has
    /// stopped (also when there is none). Asked outside the subject's lock.
    var allObserverChainsStopped: Bool { get }
}

extension SubjectObservers {
    /// The subscribed nodes, copied out under the caller's lock, to be asked
    /// `isChainStopped` after it (a chain may hold locks of its own).
    var chainNodes: [ObserverNode<Element>] { nodes.map(\.node) }
}
