/// The receiving end inside the library: every operator sink and subscriber
/// derives from it, so one event travels a chain as one virtual call per hop,
/// without wrapping it into an `Event` and without allocating.
///
/// It is abstract: subclasses override the three methods.
///
/// It is also the slot for its upstream subscription (`DisposableSlot`, the
/// base class): `SubscriptionNode` uses it, with its own flags in the slot's
/// word; one object per node, no slot object besides.
// @unchecked: subclasses keep shared state in `Atomic` or `Locked`; events are serialized by the grammar.
// `@usableFromInline` so that inlinable entry points (`AnyObserver.onNext`)
// can call into a chain from the caller's module.
@usableFromInline
class ObserverNode<Element>: DisposableSlot, ObserverType, @unchecked Sendable {
    override init() {}

    /// Receives an element.
    @usableFromInline
    func onNext(_ element: Element) { fatalError("abstract: \(Self.self).onNext") }
    /// Receives the failure that ends the stream.
    @usableFromInline
    func onError(_ error: any Error) { fatalError("abstract: \(Self.self).onError") }
    /// Receives the end of the stream.
    @usableFromInline
    func onCompleted() { fatalError("abstract: \(Self.self).onCompleted") }

    /// Told by the sink upstream just before it delivers its terminal event,
    /// after which that sink tears itself down (see
    /// `SubscriptionNode.endAsSubscriber`). Nothing by default.
    func upstreamTearsItselfDown() {}

    /// `true` when this node enforces the grammar on what it receives by
    /// itself (drops elements once stopped, passes only the first terminal
    /// event, runs no user code after either) and is subscribed as
    /// `setUpstream(source.run(self))`. A source such as `create` may then
    /// hand it events and return its own disposable directly, saving the guard
    /// node it would otherwise put in between. Override only to return `true`
    /// for nodes that meet all of the above; operators that act on terminal
    /// events (catch, retry, concat) must keep the default.
    var enforcesGrammar: Bool { false }

    /// `true` when this node, or a node after it in the chain, has stopped,
    /// so nothing sent here can reach the subscriber any more.
    ///
    /// A downstream that stops while its upstream is still inside `subscribe`
    /// (`take(1)` under a synchronous `retry()`) cannot dispose that upstream
    /// yet; re-subscribing operators ask this before each new subscription
    /// instead. Walks the chain, so ask it per subscription, not per event.
    /// Default: `false` (this node cannot tell).
    var isChainStopped: Bool { false }

    /// This node's per-element work as a plain function: calling
    /// `elementStep(element, self)` is exactly `onNext(element)`, grammar
    /// check included. Element-step operators (`map`, `filter`, `compactMap`)
    /// override it with their step, and call their downstream through it: a
    /// direct call from specialized code, which the CPU predicts, instead of
    /// a virtual call into one shared generic `onNext` whose own indirect call
    /// fans out to every operator of the chain. The default calls `onNext`.
    /// (Not optional: an optional closure in generic code is stored at its
    /// most general abstraction and costs a reabstraction thunk per call.)
    var elementStep: ElementStep<Element> { { element, node in node.onNext(element) } }

    /// `ObserverType` entry point: dispatches to the three methods above.
    @usableFromInline
    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}

/// A node's per-element work as a plain function of the element and the node
/// itself; see `ObserverNode.elementStep`.
@usableFromInline
typealias ElementStep<Element> = (Element, ObserverNode<Element>) -> Void
