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
        guard stop() else { return }
        downstream.onError(error)
        tearDown()
    }

    /// Forwards the end if no terminal event passed yet, then tears down.
    final func forwardCompleted() {
        guard stop() else { return }
        downstream.onCompleted()
        tearDown()
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

    /// Default: pass terminal events straight through; operators override `onNext`.
    override func onError(_ error: any Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}
