import Synchronization

/// What every node of a subscription chain has whatever its element type:
/// the terminal events, the stopped state, and the questions operators ask
/// about the chain.
///
/// It is the non-generic root of `ObserverNode`, so that code which does not
/// know a node's element type can still end it and ask whether it stopped:
/// the fused run of `map`/`filter`/`compactMap` (ElementStep.swift) checks its
/// sink between user closures without knowing the run's first element type.
// @unchecked: the only state is the atomic word; subclasses keep theirs in `Atomic` or `Locked`.
@usableFromInline
class ChainNode: @unchecked Sendable {
    // Written by `SubscriptionNode` alone (`setUpstream`, `stop`); visible to
    // inlinable code only for `isStopped`. Named so that it cannot clash with
    // a subclass's own `state`.
    @usableFromInline let nodeStateBits = Atomic<Int>(0)

    init() {}

    /// Receives the failure that ends the stream.
    @usableFromInline
    func onError(_ error: any Error) { fatalError("abstract: \(Self.self).onError") }
    /// Receives the end of the stream.
    @usableFromInline
    func onCompleted() { fatalError("abstract: \(Self.self).onCompleted") }

    /// `true` once a terminal event passed or `dispose()` was called (see
    /// `SubscriptionNode`; a node that never stops stays `false`).
    // Always inlined: it is one load on every hop of every event, and the
    // optimizer otherwise leaves it as a call inside generic sinks.
    @inlinable
    final var isStopped: Bool {
        @inline(__always) get {
            nodeStateBits.load(ordering: .acquiring) & NodeState.stopped != 0
        }
    }

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
}

/// The bits of `ChainNode.nodeStateBits`. Kept outside the node classes: a
/// static member of a generic class is reached through its metadata, a call
/// on every event, while these fold into constants (also in inlinable code,
/// where a stored `static let` would be a lazy global).
@usableFromInline
enum NodeState {
    @inlinable static var stopped: Int { 1 }
    @inlinable static var upstreamSet: Int { 2 }
}
