/// A type-erased observer: wraps a closure or another observer.
///
/// It is `Sendable` when its elements are, so it can be captured by callbacks
/// that run on other threads (a URLSession completion handler, a Task).
public struct AnyObserver<Element>: ObserverType {
    private enum Target {
        case node(ObserverNode<Element>)
        case handler((Event<Element>) -> Void)
    }

    private let target: Target

    /// An observer that calls `handler` with every event.
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        target = .handler(handler)
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let any = observer as? AnyObserver<Element> {
            target = any.target
        } else if let node = observer as? ObserverNode<Element> {
            target = .node(node)
        } else {
            target = .handler(observer.on)
        }
    }

    /// Wraps a library node without allocating.
    init(node: ObserverNode<Element>) {
        target = .node(node)
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) {
        switch target {
        case .node(let node): node.on(event)
        case .handler(let handler): handler(event)
        }
    }

    /// Forwards an element without building an `Event` first.
    public func onNext(_ element: Element) {
        switch target {
        case .node(let node): node.onNext(element)
        case .handler(let handler): handler(.next(element))
        }
    }
}

// @unchecked: nodes are thread-safe; a closure target is the caller's own observer, and
// the grammar (no concurrent `on`) is what makes handing it to another thread safe.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}
