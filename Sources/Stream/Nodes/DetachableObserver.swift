/// Forwards a source's events to a node until detached; after that it
/// drops them and holds nothing. For a source whose unsubscription is
/// deferred (to a scheduler) while the chain below must go at once.
final class DetachableObserver<Element>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked, as every ObserverNode; its one piece of state is a DetachableReference.
    private let target = DetachableReference<ObserverNode<Element>>()

    func attach(_ node: ObserverNode<Element>) { target.attach(node) }
    func detach() { target.detach() }

    private var node: ObserverNode<Element>? { target.current }

    override func onNext(_ element: Element) { node?.onNext(element) }
    override func onError(_ error: any Error) { node?.onError(error) }
    override func onCompleted() { node?.onCompleted() }
    override var isChainStopped: Bool { node?.isChainStopped ?? true }
}
