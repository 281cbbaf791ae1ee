import Synchronization

/// A node that is also the subscription handed downstream: it keeps the
/// upstream disposable and the stopped flag, with no lock and no extra object.
///
/// The flag and the upstream slot are settled by one atomic word, so that
/// - a dispose that arrives while upstream's `subscribe` is still running is
///   honoured when `setUpstream(_:)` is finally called;
/// - exactly one caller (terminal event, `dispose()` or `setUpstream(_:)`)
///   disposes upstream, once;
/// - upstream is released as soon as the node stops, which breaks the
///   node <-> upstream reference cycle and frees what the chain captured.
@usableFromInline
class SubscriptionNode<Input>: ObserverNode<Input>, Disposable, @unchecked Sendable {
    // Visible to inlinable code only for `isStopped`; written by `setUpstream` and `stop` alone.
    @usableFromInline let state = Atomic<Int>(0)
    // Written by `setUpstream` before it publishes `upstreamSet`, and taken
    // only by the single winner of `upstreamClaimed` (see `claimUpstream`),
    // so the atomic word orders every access: no runtime exclusivity check.
    @exclusivity(unchecked) private var upstream: (any Disposable)?

    override init() {}

    /// `true` once a terminal event passed or `dispose()` was called.
    // Always inlined: it is one load on every hop of every event, and the
    // optimizer otherwise leaves it as a call inside generic sinks.
    @inlinable
    final var isStopped: Bool {
        @inline(__always) get {
            state.load(ordering: .acquiring) & NodeState.stopped != 0
        }
    }

    /// Records the subscription to upstream. If this node already stopped,
    /// disposes it at once.
    final func setUpstream(_ disposable: any Disposable) {
        upstream = disposable
        let old = state.bitwiseOr(NodeState.upstreamSet, ordering: .acquiringAndReleasing).oldValue
        if old & NodeState.stopped != 0 { claimUpstream()?.dispose() }
    }

    /// Marks the node stopped. Returns `true` for the first caller only, who
    /// must then deliver the terminal event (if any) and call `tearDown()`.
    final func stop() -> Bool {
        let old = state.bitwiseOr(NodeState.stopped, ordering: .acquiringAndReleasing).oldValue
        return old & NodeState.stopped == 0
    }

    /// Disposes upstream (if it is already known) and the subclass's own
    /// resources. Call only after winning `stop()`.
    final func tearDown() {
        if state.load(ordering: .acquiring) & NodeState.upstreamSet != 0 {
            claimUpstream()?.dispose()
        }
        disposeResources()
    }

    /// Takes the upstream disposable out, for one caller only. A `setUpstream`
    /// racing with a `tearDown` on another thread can both find the node
    /// stopped with upstream set; the claim bit picks which one disposes it.
    private func claimUpstream() -> (any Disposable)? {
        let old = state.bitwiseOr(NodeState.upstreamClaimed, ordering: .acquiringAndReleasing).oldValue
        guard old & NodeState.upstreamClaimed == 0 else { return nil }
        return upstream.take()
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

/// The bits of `SubscriptionNode.state`. Kept outside the generic class:
/// a static member of a generic class is reached through its metadata, a call
/// on every event, while these fold into constants (also in inlinable code,
/// where a stored `static let` would be a lazy global).
@usableFromInline
enum NodeState {
    @inlinable static var stopped: Int { 1 }
    @inlinable static var upstreamSet: Int { 2 }
    @inlinable static var upstreamClaimed: Int { 4 }
}
