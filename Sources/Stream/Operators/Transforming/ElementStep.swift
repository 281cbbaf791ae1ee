// The stateless per-element operators (`map`, `compactMap`, `filter`) are
// one observable and one sink class that run a step (`ElementStep`): check
// that the sink is live, compute, then `emit` what passes or `forwardError`
// what the user's closure threw. Calling the step is exactly the sink's `onNext`.
//
// The operators build their step inside their `@inlinable` public function,
// that is in the caller's module, where the element types are usually
// concrete. The user's closure and the forwarding then run specialized: no
// reabstraction thunk between the sink and the user's closure, and no
// value-witness calls to copy or destroy an `Int`. When the downstream is an
// element-step sink too, `emit` calls its step directly (see
// `ObserverNode.elementStep`), so a chain of maps and filters runs as one
// predictable direct call per operator.

/// A stream that runs an `ElementStep` on each element of `source`.
@usableFromInline
final class ElementStepObservable<Input, Output>: Observable<Output> {
    @usableFromInline let source: Observable<Input>
    @usableFromInline let step: ElementStep<Input>
    // `run`'s body, compiled where the operator is built: in the caller's
    // module the sink's class is a static constant, while here in generic code
    // it is a lookup in the runtime's metadata cache on every subscription.
    // Takes everything as arguments, so it captures nothing and allocates nothing.
    @usableFromInline let connect: (ElementStepObservable<Input, Output>, ObserverNode<Output>) -> any Disposable

    @inlinable
    init(source: Observable<Input>, step: @escaping ElementStep<Input>) {
        self.source = source
        self.step = step
        connect = { observable, observer in
            let sink = ElementStepSink<Input, Output>(step: observable.step, downstream: observer)
            sink.setUpstream(observable.source.run(sink))
            return sink
        }
    }

    override func run(_ observer: ObserverNode<Output>) -> any Disposable {
        connect(self, observer)
    }
}

/// The sink of an element-step operator: its `onNext` is its step; terminal
/// events pass through `Sink`'s guarded forwarding.
@usableFromInline
final class ElementStepSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    private let step: ElementStep<Input>
    // The downstream's step, read once here rather than asked for per element.
    @usableFromInline let downstreamStep: ElementStep<Output>

    @usableFromInline
    init(step: @escaping ElementStep<Input>, downstream: ObserverNode<Output>) {
        self.step = step
        downstreamStep = downstream.elementStep
        super.init(downstream: downstream)
    }

    override var enforcesGrammar: Bool { true }

    override var elementStep: ElementStep<Input> { step }

    override func onNext(_ element: Input) {
        step(element, self)
    }

    /// Forwards a result unless this sink stopped: straight into the
    /// downstream's step when it has one, else through its `onNext`.
    @inlinable @inline(__always)
    final func emit(_ element: Output) {
        guard !isStopped else { return }
        downstreamStep(element, downstream)
    }
}
