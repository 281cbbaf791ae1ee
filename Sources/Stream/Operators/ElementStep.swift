/// The work one stateless per-element operator (`map`, `compactMap`,
/// `filter`) does with each element: compute, then `sink.forwardNext` what
/// passes, or `sink.forwardError` what the user's closure threw. (Catching
/// inside the step lets the sink's `onNext` end in a tail call.)
///
/// The operators build their step inside their `@inlinable` public function,
/// that is in the caller's module, where the element types are usually
/// concrete. The user's closure and the forwarding then run specialized:
/// no reabstraction thunk between the sink and the user's closure, and no
/// value-witness calls to copy or destroy an `Int`. The sink itself stays
/// generic (a virtual call per hop cannot reach specialized code otherwise).
@usableFromInline
typealias ElementStep<Input, Output> = (Input, Sink<Input, Output>) -> Void

/// A stream that runs an `ElementStep` on each element of `source`.
@usableFromInline
final class ElementStepObservable<Input, Output>: Observable<Output> {
    private let source: Observable<Input>
    private let step: ElementStep<Input, Output>

    @usableFromInline
    init(source: Observable<Input>, step: @escaping ElementStep<Input, Output>) {
        self.source = source
        self.step = step
    }

    override func run(_ observer: ObserverNode<Output>) -> any Disposable {
        let sink = ElementStepSink(step: step, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

/// Runs the step on each element while the subscription is live; terminal
/// events pass through `Sink`'s guarded forwarding.
final class ElementStepSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    private let step: ElementStep<Input, Output>

    init(step: @escaping ElementStep<Input, Output>, downstream: ObserverNode<Output>) {
        self.step = step
        super.init(downstream: downstream)
    }

    override var enforcesGrammar: Bool { true }

    override func onNext(_ element: Input) {
        guard !isStopped else { return }  // no user code after the end or after dispose
        step(element, self)
    }
}
