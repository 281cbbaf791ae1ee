import Synchronization

/// A node that is also the subscription handed downstream: it keeps the
/// upstream disposable and the stopped flag, with no lock and no extra object.
///
/// The flag and the upstream slot are settled by one atomic word, so that
/// - a dispose that arrives while upstream's `subscribe` is still running is
///   honoured when `setUpstream(_:)` is finally called;
/// - exactly one caller (terminal event, `dispose()`, `releaseUpstream()` or
///   `setUpstream(_:)`) disposes upstream, once;
/// - upstream is released as soon as the node stops, which breaks the
///   node <-> upstream reference cycle and frees what the chain captured;
/// - a node that outlives its upstream (`flatMap` after its source completed,
///   while inner streams run) lets it go at once with `releaseUpstream()`.
@usableFromInline
class SubscriptionNode<Input>: ObserverNode<Input>, Disposable, @unchecked Sendable {
    // Visible to inlinable code only for `isStopped`; written by `setUpstream`, `stop` and `releaseUpstream` alone.
    // Named so that it cannot clash with a subclass's own `state`.
    @usableFromInline let nodeStateBits = Atomic<Int>(0)
    // Written by `setUpstream` before it publishes `upstreamSet`. Afterwards
    // exactly one thread takes it: `setUpstream` itself when it finds the node
    // already stopped or upstream released, else whichever of `stop()` and
    // `releaseUpstream()` set its bit first (in `tearDown`, or in
    // `releaseUpstream` itself). The atomic word orders every access, so no
    // runtime exclusivity check is needed.
    @exclusivity(unchecked) private var upstream: (any Disposable)?
    // Whether the winner of `stop()` saw upstream already set and not yet
    // released, and so is the one to dispose it. Written by that winner only,
    // read by it in `tearDown`.
    @exclusivity(unchecked) private var stopperOwnsUpstream = false

    override init() {}

    /// `true` once a terminal event passed or `dispose()` was called.
    // Always inlined: it is one load on every hop of every event, and the
    // optimizer otherwise leaves it as a call inside generic sinks.
    @inlinable
    final var isStopped: Bool {
        @inline(__always) get {
            nodeStateBits.load(ordering: .acquiring) & NodeState.stopped != 0
        }
    }

    override var isChainStopped: Bool { isStopped }

    /// Records the subscription to upstream. If this node already stopped,
    /// disposes it at once.
    @usableFromInline
    final func setUpstream(_ disposable: consuming any Disposable) {  // consuming: moved into place, no retain
        upstream = disposable
        let old = nodeStateBits.bitwiseOr(NodeState.upstreamSet, ordering: .acquiringAndReleasing).oldValue
        // Stopped, or released, before upstream was known: that caller left it to us.
        if old & (NodeState.stopped | NodeState.upstreamReleased) != 0 { upstream.take()?.dispose() }
    }

    /// Disposes upstream now, while the node goes on: for a sink whose source
    /// has ended but which still delivers (`flatMap`'s inner streams), so the
    /// source's subscription, and what its chain holds, go at the source's
    /// end, as in RxSwift. Upstream not known yet (a source that ended during
    /// its own `subscribe`) is disposed when `setUpstream(_:)` brings it. Does
    /// nothing once the node stopped, or after the first call.
    final func releaseUpstream() {
        let old = nodeStateBits.bitwiseOr(NodeState.upstreamReleased, ordering: .acquiringAndReleasing).oldValue
        guard old & (NodeState.stopped | NodeState.upstreamReleased) == 0 else { return }
        if old & NodeState.upstreamSet != 0 { upstream.take()?.dispose() }
    }

    /// Marks the node stopped. Returns `true` for the first caller only, who
    /// must then deliver the terminal event (if any) and call `tearDown()`.
    final func stop() -> Bool {
        let old = nodeStateBits.bitwiseOr(NodeState.stopped, ordering: .acquiringAndReleasing).oldValue
        guard old & NodeState.stopped == 0 else { return false }
        // Decided by the same atomic step that stopped the node, so a
        // `setUpstream` or `releaseUpstream` racing on another thread sees the
        // opposite answer.
        stopperOwnsUpstream = old & (NodeState.upstreamSet | NodeState.upstreamReleased) == NodeState.upstreamSet
        return true
    }

    /// Disposes upstream (if it was already known when the node stopped) and
    /// the subclass's own resources. Call only after winning `stop()`, on the
    /// same thread.
    final func tearDown() {
        if stopperOwnsUpstream { upstream.take()?.dispose() }
        disposeResources()
    }

    /// Override point: releases what a subclass holds besides upstream
    /// (inner subscriptions, timers). Runs once, after the node stopped.
    func disposeResources() {}

    /// Stops the node: no event passes afterwards, upstream is disposed.
    @usableFromInline
    func dispose() {
        if stop() { tearDown() }
    }
}

/// The bits of `SubscriptionNode.nodeStateBits`. Kept outside the generic class:
/// a static member of a generic class is reached through its metadata, a call
/// on every event, while these fold into constants (also in inlinable code,
/// where a stored `static let` would be a lazy global).
@usableFromInline
enum NodeState {
    @inlinable static var stopped: Int { 1 }
    @inlinable static var upstreamSet: Int { 2 }
    @inlinable static var upstreamReleased: Int { 4 }
}
