/// A type-erased observer: wraps a closure or another observer.
///
/// It is `Sendable` when its elements are, so it can be captured by callbacks
/// that run on other threads (a URLSession completion handler, a Task).
public struct AnyObserver<Element>: ObserverType {
    // Two optionals rather than a private generic enum: switching over a
    // generic enum costs a metadata lookup on every event in unspecialized
    // code, while an optional class reference or closure has a fixed layout.
    // Exactly one of the two is set. Visible to inlinable code so that
    // `onNext` specializes in the caller's module (the pumping path of `create`).
    @usableFromInline let node: ObserverNode<Element>?
    @usableFromInline let handler: ((Event<Element>) -> Void)?

    /// An observer that calls `handler` with every event.
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        node = nil
        self.handler = handler
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let any = observer as? AnyObserver<Element> {
            self = any
        } else if let node = observer as? ObserverNode<Element> {
            self.init(node: node)
        } else {
            self.init(observer.on)
        }
    }

    /// Whether the chain this observer forwards to has stopped; `false` for
    /// a closure, which cannot tell.
    package var isChainStopped: Bool { node?.isChainStopped ?? false }

    /// Wraps a library node without allocating.
    init(node: ObserverNode<Element>) {
        self.node = node
        handler = nil
    }

    /// Forwards `event`.
    @inlinable
    public func on(_ event: Event<Element>) {
        if node != nil {
            node?.on(event)
        } else {
            handler?(event)
        }
    }

    /// Forwards an element without building an `Event` first.
    @inlinable
    public func onNext(_ element: Element) {
        // Optional chaining borrows the node; `if let` would retain and
        // release it around every event.
        if node != nil {
            node?.onNext(element)
        } else {
            handlerOnNext(element)
        }
    }

    /// Forwards an error without building an `Event` first (in generic code,
    /// building one is a runtime metadata lookup per call).
    @inlinable
    public func onError(_ error: any Error) {
        if node != nil {
            node?.onError(error)
        } else {
            handlerOnError(error)
        }
    }

    /// Forwards the completion without building an `Event` first.
    @inlinable
    public func onCompleted() {
        if node != nil {
            node?.onCompleted()
        } else {
            handlerOnCompleted()
        }
    }

    // The closure paths, out of line: building an `Event` in generic code
    // looks its type up at run time, and the compiler does that on entry to
    // the function that builds it. Kept apart, the node path never pays it.
    @usableFromInline @inline(never)
    func handlerOnNext(_ element: Element) {
        handler?(.next(element))
    }

    @usableFromInline @inline(never)
    func handlerOnError(_ error: any Error) {
        handler?(.error(error))
    }

    @usableFromInline @inline(never)
    func handlerOnCompleted() {
        handler?(.completed)
    }
}

// @unchecked: nodes are thread-safe; a closure target is the caller's own observer, and
// the grammar (no concurrent `on`) is what makes handing it to another thread safe.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}
