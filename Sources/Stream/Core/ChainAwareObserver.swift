/// An observer in library code of this package that can tell whether the
/// chain after it has stopped (`ObserverNode.isChainStopped`), for observers
/// that are not nodes but forward to one (`Requester`'s run).
///
/// Subscribed with `subscribeWithoutHandle`, such an observer lets a
/// synchronous source before it (`from(1...)`) stop pulling once a `take`
/// after it has all it wants, as a chain of nodes does; otherwise the source
/// would learn it only when its `subscribe` returned, which an endless one
/// never does.
package protocol ChainAwareObserver: ObserverType {
    /// `true` when nothing sent to this observer can reach a subscriber any more.
    var isChainStopped: Bool { get }
}
