/// The base of every operator's sink: receives `Input` from upstream and
/// forwards `Output` to `downstream`, enforcing the grammar on the way.
///
/// `forwardNext` drops elements once the sink stopped; `forwardError` and
/// `forwardCompleted` pass only the first terminal event, then tear the
/// subscription down. Operators never re-implement these checks.
// `@usableFromInline` (with `downstream` and `forwardNext`) so that the
// per-element step an inlinable operator builds in the caller's module, where
// the element types are concrete, forwards without leaving specialized code.
@usableFromInline
class Sink<Input, Output>: SubscriptionNode<Input>, @unchecked Sendable {
    @usableFromInline final let downstream: ObserverNode<Output>

    init(downstream: ObserverNode<Output>) {
        self.downstream = downstream
    }

    override var isChainStopped: Bool { isStopped || downstream.isChainStopped }

    /// Forwards an element unless the sink stopped.
    @inlinable @inline(__always)  // the per-event hop: keep it inside each operator's step
    final func forwardNext(_ element: Output) {
        guard !isStopped else { return }
        downstream.onNext(element)
    }

    /// Forwards the failure if no terminal event passed yet, then tears down.
    @usableFromInline
    final func forwardError(_ error: any Error) {
        endDownstream { downstream.onError(error) }
    }

    /// Forwards the end if no terminal event passed yet, then tears down.
    final func forwardCompleted() {
        endDownstream { downstream.onCompleted() }
    }

    /// Ends the sink with the terminal event `deliver` hands downstream,
    /// telling downstream first that this sink tears itself down after it
    /// (see `ObserverNode.upstreamTearsItselfDown()`).
    @inline(__always)
    final func endDownstream(delivering deliver: () -> Void) {
        end {
            downstream.upstreamTearsItselfDown()
            deliver()
        }
    }

    /// Forwards any event with the checks above.
    final func forward(_ event: Event<Output>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }

    /// Subscribes this sink to `source` and hands it downstream as the
    /// subscription: what most operators do (see `ProducerSink`). Operators
    /// that subscribe otherwise (a notifier first, a loop) override it.
    func subscribe(to source: Observable<Input>) -> any Disposable {
        setUpstream(source.run(self))
        return self
    }

    /// Stops the sink and tears it down now, also when a terminal event
    /// stopped it and is still on its way downstream. The sink below that
    /// delivered the event and tears down disposes this one: so a chain that
    /// ends by a terminal event comes apart from its last sink up, each
    /// operator disposing its source before its own resources, as one ended
    /// by `dispose()` does, and as in RxSwift (`do(onDispose:)` runs after its
    /// source's subscription was disposed). The subscriber at the end of the
    /// chain does not start it (`endAsSubscriber`), and keeps
    /// `SubscriptionNode`'s rule for itself: its `onDisposed` never runs while
    /// its `onCompleted` does.
    override func dispose() {
        guard !hasFlags(NodeState.tornDown) else { return }
        tearDown(alsoSetting: NodeState.stopped | NodeState.tornDown)
    }

    /// Default: pass terminal events straight through; operators override `onNext`.
    override func onError(_ error: any Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}
