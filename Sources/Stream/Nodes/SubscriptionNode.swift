/// A node that is also the subscription handed downstream: it keeps the
/// upstream subscription in the slot every node is (`DisposableSlot`), and
/// its own "stopped" and "torn down" flags in the slot's atomic word, with no
/// lock and no extra object.
///
/// Its life: events pass until `stop()` is won (by a terminal event or by
/// `dispose()`); the winner delivers the terminal event, if any, then
/// `tearDown()` disposes upstream and the subclass's resources, once.
/// - A dispose that arrives while upstream's `subscribe` is still running is
///   honoured when `setUpstream(_:)` is finally called.
/// - Upstream is released as soon as the node tears down, which breaks the
///   node <-> upstream reference cycle and frees what the chain captured.
/// - An operator's sink that its downstream disposes while it delivers its
///   terminal event tears down at that moment (see `Sink.dispose()`).
/// - A node that outlives its upstream (`flatMap` after its source completed,
///   while inner streams run) lets it go at once with `releaseUpstream()`.
@usableFromInline
class SubscriptionNode<Input>: ObserverNode<Input>, Disposable, @unchecked Sendable {
    override init() {}

    /// `true` once a terminal event passed or `dispose()` was called.
    // Always inlined: it is one load on every hop of every event, and the
    // optimizer otherwise leaves it as a call inside generic sinks.
    @inlinable
    final var isStopped: Bool {
        @inline(__always) get { hasFlags(NodeState.stopped) }
    }

    override var isChainStopped: Bool { isStopped }

    /// Records the subscription to upstream. If this node already tore down
    /// (or let go of upstream), disposes it at once.
    @usableFromInline
    final func setUpstream(_ disposable: consuming any Disposable) {  // consuming: moved into place, no retain
        fillSlot(disposable)
    }

    /// Disposes upstream now, while the node goes on: for a sink whose source
    /// has ended but which still delivers (`flatMap`'s inner streams), so the
    /// source's subscription, and what its chain holds, go at the source's
    /// end, as in RxSwift. Upstream not known yet (a source that ended during
    /// its own `subscribe`) is disposed when `setUpstream(_:)` brings it.
    final func releaseUpstream() {
        releaseSlot()
    }

    /// Marks the node stopped. Returns `true` for the first caller only, who
    /// must then deliver the terminal event (if any) and call `tearDown()`.
    final func stop() -> Bool {
        setFlags(NodeState.stopped) & NodeState.stopped == 0
    }

    /// Disposes upstream and the subclass's own resources, once: the first
    /// call after the node stopped does it, later ones do nothing.
    final func tearDown() {
        // Often already done by the downstream disposing this sink while it
        // delivered the terminal event (see `Sink.dispose()`): one load then.
        guard !hasFlags(NodeState.tornDown) else { return }
        tearDown(alsoSetting: NodeState.tornDown)
    }

    /// Releases upstream while setting `flags` (which include `tornDown`), in
    /// one atomic step; disposes the resources if this call tore down.
    final func tearDown(alsoSetting flags: Int) {
        let old = releaseSlot(alsoSetting: flags)
        if old & NodeState.tornDown == 0 { disposeResources() }
    }

    /// Stops the node with a terminal event: if this is the first ending,
    /// runs `deliver` (which hands the event on), then tears down.
    @inline(__always)
    final func end(delivering deliver: () -> Void) {
        guard stop() else { return }
        deliver()
        tearDown()
    }

    /// As `end(delivering:)`, for the subscriber at the end of a chain: when
    /// its upstream is an operator's sink, which delivered this event and
    /// tears itself down right after (it said so through
    /// `upstreamTearsItselfDown()`; see `Sink.dispose()`), it only lets go
    /// of it, so the chain comes apart from that sink up, after its own
    /// delivery, as in RxSwift, where an observer does not dispose its source
    /// on a terminal event (`do(afterCompleted:)` then runs before
    /// `do(onDispose:)`, which runs after its source's disposal). Any other
    /// upstream (a subject's subscription, a `create` closure's disposable)
    /// is disposed.
    @inline(__always)
    final func endAsSubscriber(delivering deliver: () -> Void) {
        guard stop() else { return }
        deliver()
        guard !hasFlags(NodeState.tornDown) else { return }
        let (old, upstream) = releaseSlotTaking(alsoSetting: NodeState.tornDown)
        if let upstream, old & NodeState.upstreamTearsItselfDown == 0 { upstream.dispose() }
        if old & NodeState.tornDown == 0 { disposeResources() }
    }

    /// As `end(delivering:)`, but tears down before delivering: for a node
    /// whose receiver must find the subscription gone (`first()`, `values`,
    /// an inner stream telling its parent).
    @inline(__always)
    final func endAfterTearDown(delivering deliver: () -> Void) {
        guard stop() else { return }
        tearDown()
        deliver()
    }

    /// Remembers, for `endAsSubscriber`, that the sink delivering the
    /// terminal event tears itself down after it.
    ///
    /// Performance: the sink says so, rather than the subscriber asking its
    /// upstream (`is` a marker protocol, or a cast to a class), since a cast
    /// from `any Disposable` costs 300 to 780 instructions per terminal event
    /// (callgrind), about a tenth of a one-shot `TestScheduler` timer.
    override final func upstreamTearsItselfDown() {
        _ = setFlags(NodeState.upstreamTearsItselfDown)
    }

    /// Override point: releases what a subclass holds besides upstream
    /// (inner subscriptions, timers). Runs once, after the node stopped.
    func disposeResources() {}

    /// Stops the node: no event passes afterwards, upstream and resources
    /// are disposed. A node that a terminal event already stopped tears down
    /// after delivering it (an operator's sink tears down at once, see `Sink`).
    @usableFromInline
    func dispose() {
        if stop() { tearDown() }
    }
}

/// The node's flags in its slot's word. Kept outside the generic class:
/// a static member of a generic class is reached through its metadata, a call
/// on every event, while these fold into constants (also in inlinable code,
/// where a stored `static let` would be a lazy global).
@usableFromInline
enum NodeState {
    /// No event passes any more.
    @inlinable static var stopped: Int { 8 }  // DisposableSlot.firstOwnerFlag
    /// Upstream and resources were disposed.
    static var tornDown: Int { 16 }
    /// The sink upstream, which delivers the terminal event, tears itself
    /// down after it (set by `upstreamTearsItselfDown()`).
    static var upstreamTearsItselfDown: Int { 32 }
}
