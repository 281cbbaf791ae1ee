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
    private(set) var terminal: Termination?
    private var nextKey = 0

    mutating func add(_ node: ObserverNode<Element>) -> AddResult {
        if let terminal { return .terminated(terminal) }
        let key = nextKey
        nextKey += 1
        nodes.append(Entry(key: key, node: node))
        return .added(key: key)
    }

    mutating func remove(key: Int) {
        if let index = nodes.firstIndex(where: { $0.key == key }) {
            nodes.remove(at: index)
        }
    }

    /// Records the terminal event (first one wins) and hands back the
    /// observers to notify, emptying the list.
    mutating func finish(with event: Termination) -> [Entry] {
        guard terminal == nil else { return [] }
        terminal = event
        defer { nodes = [] }
        return nodes
    }
}

/// How a stream ended; unlike `Event` it holds no element, so it is `Sendable`.
enum Termination: Sendable {
    case error(any Error)
    case completed

    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

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
