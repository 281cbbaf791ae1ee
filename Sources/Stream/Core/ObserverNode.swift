/// The receiving end inside the library: every operator sink and subscriber
/// derives from it, so one event travels a chain as one virtual call per hop,
/// without wrapping it into an `Event` and without allocating.
///
/// It is abstract: subclasses override `onNext` here and `onError` and
/// `onCompleted` from `ChainNode`.
// Sendable through `ChainNode`: subclasses keep shared state in `Atomic` or
// `Locked`; events are serialized by the grammar. `@usableFromInline` so that
// inlinable entry points (`AnyObserver.onNext`) can call into a chain from
// the caller's module.
@usableFromInline
class ObserverNode<Element>: ChainNode, ObserverType, @unchecked Sendable {
    override init() {}

    /// Receives an element.
    @usableFromInline
    func onNext(_ element: Element) { fatalError("abstract: \(Self.self).onNext") }
    /// `ObserverType` entry point: dispatches to `onNext`, `onError` or `onCompleted`.
    @usableFromInline
    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}
