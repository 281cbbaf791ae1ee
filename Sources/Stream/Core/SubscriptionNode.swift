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
class SubscriptionNode<Input>: ObserverNode<Input>, Disposable, @unchecked Sendable {
    private static var stoppedBit: Int { 1 }
    private static var upstreamSetBit: Int { 2 }

    private let state = Atomic<Int>(0)
    // Written before `upstreamSetBit` is published and read only by the single
    // thread that observes both bits set (see `setUpstream` and `stop`).
    private var upstream: (any Disposable)?

    override init() {}

    /// `true` once a terminal event passed or `dispose()` was called.
    final var isStopped: Bool {
        state.load(ordering: .acquiring) & Self.stoppedBit != 0
    }

    /// Records the subscription to upstream. If this node already stopped,
    /// disposes it at once.
    final func setUpstream(_ disposable: any Disposable) {
        upstream = disposable
        let old = state.bitwiseOr(Self.upstreamSetBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.stoppedBit != 0 { releaseUpstream()?.dispose() }
    }

    /// Marks the node stopped. Returns `true` for the first caller only, who
    /// must then deliver the terminal event (if any) and call `tearDown()`.
    final func stop() -> Bool {
        let old = state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
        return old & Self.stoppedBit == 0
    }

    /// Disposes upstream (if it is already known) and the subclass's own
    /// resources. Call only after winning `stop()`.
    final func tearDown() {
        if state.load(ordering: .acquiring) & Self.upstreamSetBit != 0 {
            releaseUpstream()?.dispose()
        }
        disposeResources()
    }

    private func releaseUpstream() -> (any Disposable)? {
        let taken = upstream
        upstream = nil
        return taken
    }

    /// Override point: releases what a subclass holds besides upstream
    /// (inner subscriptions, timers). Runs once, after the node stopped.
    func disposeResources() {}

    /// Stops the node: no event passes afterwards, upstream is disposed.
    func dispose() {
        if stop() { tearDown() }
    }
}
