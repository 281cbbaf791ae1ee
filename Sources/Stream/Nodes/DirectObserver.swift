/// An observer in library code of this package (`Requester`'s run and its
/// attempts) that takes each event through a method of its own, subscribed
/// with `Observable.subscribeWithoutHandle`.
///
/// Why not `ObserverType`: its one requirement, `on(_:)`, takes an `Event`,
/// and building an `Event` in code generic over the element costs a run-time
/// metadata lookup on every event (six per request in the Requester
/// benchmark). Methods per event have a fixed layout.
///
/// It also tells whether the chain after it has stopped
/// (`ObserverNode.isChainStopped`), for observers that are not nodes but
/// forward to one: a synchronous source before it (`from(1...)`) then stops
/// pulling once a `take` after it has all it wants, as in a chain of nodes;
/// otherwise the source would learn it only when its `subscribe` returned,
/// which an endless one never does.
@usableFromInline
package protocol DirectObserver<Element>: Sendable {
    associatedtype Element
    func onNext(_ element: Element)
    func onError(_ error: any Error)
    func onCompleted()
    /// `true` when nothing sent to this observer can reach a subscriber any more.
    var isChainStopped: Bool { get }
}

/// The node that forwards a stream's events to a `DirectObserver`,
/// enforcing the grammar; it is the subscription itself (no handle).
@usableFromInline
final class DirectSubscriber<Observer: DirectObserver>: SubscriptionNode<Observer.Element>, @unchecked Sendable {
    private let observer: Observer

    @usableFromInline
    init(_ observer: Observer) {
        self.observer = observer
    }

    /// It drops what comes after its terminal event and is subscribed as
    /// `setUpstream(source.run(self))`: `create` needs no guard node before it.
    override var enforcesGrammar: Bool { true }

    override var isChainStopped: Bool { isStopped || observer.isChainStopped }

    override func onNext(_ element: Observer.Element) {
        guard !isStopped else { return }
        observer.onNext(element)
    }

    override func onError(_ error: any Error) {
        endAsSubscriber { observer.onError(error) }
    }

    override func onCompleted() {
        endAsSubscriber { observer.onCompleted() }
    }
}
