// The stateless per-element operators (`map`, `compactMap`, `filter`) fuse:
// an operator applied to another one's stream makes a new stage of the same
// run instead of a new hop. Subscribing a run makes one sink for all of its
// stages, so a chain of twelve maps and filters costs one object per
// subscription, not twelve, and an element goes through the stages as nested
// direct calls. Fusing changes nothing a subscriber can see: the stages keep
// no state between elements, each stage's closure runs in order on each
// element, nothing runs once the sink stopped (the sink is asked before each
// user closure), and an error a closure throws ends the run as it ended the
// operator. Each stage is still an `Observable` of its own: subscribing it,
// or building two branches on it, starts runs of their own.
//
// A stage computes its element from the run's first element (the root),
// pulling it through the stages before it. Only the first stage knows the
// root's type, so the root travels as a raw pointer to the sink's borrowed
// element; each stage reaches the one before it through its own object,
// passed as an argument, so that its closure captures nothing but the user's.
//
// The operators build their closures inside their `@inlinable` public
// functions, that is in the caller's module, where the element types are
// usually concrete: the user's closure and the stage's plumbing then run
// specialized, with no reabstraction thunk and no value-witness call to copy
// or destroy an `Int`.

/// Computes a stage's element from a pointer to the run's root element into
/// `output`, or leaves it `nil` when a stage dropped the element. Takes the
/// stage itself (to reach the stage before it) and the run's sink (to stop
/// before a user closure once the sink stopped). The element comes back
/// through `inout` rather than as a result: a generic result makes a closure
/// stored at the generic type's abstraction a call through a reabstraction
/// thunk, a second call frame per stage on every element, while an `inout`
/// argument is passed by address at every abstraction.
@usableFromInline
typealias StageEvaluation<Output> = (
    _ root: UnsafeRawPointer, _ stage: ElementStepObservable<Output>, _ sink: ChainNode, _ output: inout Output?
) throws -> Void

/// Runs the last stage on a root element and delivers what it yields to the
/// downstream node (an `ObserverNode<Output>` by construction). A thrown error
/// ends the run through the sink.
@usableFromInline
typealias StageDelivery = (_ root: UnsafeRawPointer, _ stage: AnyObject, _ sink: ChainNode, _ downstream: ChainNode) -> Void

/// Subscribes a run: makes its sink for the root's element type, with the
/// last stage and its delivery, and subscribes it to the root stream.
@usableFromInline
typealias RunOpener = (_ root: AnyObject, _ stage: AnyObject, _ downstream: ChainNode, _ delivery: @escaping StageDelivery) -> any Disposable

/// One stage of a fused run of element steps.
@usableFromInline
final class ElementStepObservable<Output>: Observable<Output> {
    /// The stage before this one, or the root stream for the first stage.
    @usableFromInline let upstream: AnyObject
    /// The stream the run subscribes to (an `Observable` of the root's type).
    @usableFromInline let root: AnyObject
    @usableFromInline let isFirstStage: Bool
    @usableFromInline let evaluate: StageEvaluation<Output>
    @usableFromInline let deliver: StageDelivery
    @usableFromInline let openRun: RunOpener

    @usableFromInline
    init(
        upstream: AnyObject, root: AnyObject, isFirstStage: Bool, evaluate: @escaping StageEvaluation<Output>,
        deliver: @escaping StageDelivery, openRun: @escaping RunOpener
    ) {
        self.upstream = upstream
        self.root = root
        self.isFirstStage = isFirstStage
        self.evaluate = evaluate
        self.deliver = deliver
        self.openRun = openRun
    }

    override func run(_ observer: ObserverNode<Output>) -> any Disposable {
        openRun(root, self, observer, deliver)
    }

    /// The element this stage's closure receives: the root element itself
    /// for the first stage, else what the stages before yield, `nil` when one
    /// of them dropped it or the sink stopped meanwhile.
    @inlinable @inline(__always)
    func input<Input>(_ root: UnsafeRawPointer, sink: ChainNode, as _: Input.Type) throws -> Input? {
        if isFirstStage { return root.assumingMemoryBound(to: Input.self).pointee }
        let element = try ElementStepObservable<Input>.output(of: upstream, root: root, sink: sink)
        return sink.isStopped ? nil : element
    }

    /// What `stage` (an `ElementStepObservable<Output>`) yields for the root
    /// element, or `nil`.
    @inlinable @inline(__always)
    static func output(of stage: AnyObject, root: UnsafeRawPointer, sink: ChainNode) throws -> Output? {
        // The caller keeps the stage alive for the call (it borrows the stage
        // after it, or the sink that holds it): no need to retain the stage,
        // nor its closure's context, per element.
        try Unmanaged.passUnretained(stage)._withUnsafeGuaranteedRef { stage in
            let stage = unsafeDowncast(stage, to: ElementStepObservable<Output>.self)
            var output: Output?
            try stage.evaluate(root, stage, sink, &output)
            return output
        }
    }
}

extension Observable {
    /// A stage after this stream whose closure is `evaluate`: a new stage of
    /// this stream's run when it is an element step itself, else the first
    /// stage of a new run.
    // Inlinable, not always inlined: kept out of `map`'s body so that `map`
    // stays small enough to inline into its caller, where a literal closure
    // then folds into the stage's closure (no context to allocate or call
    // through).
    @inlinable
    func appendingElementStep<Result>(_ evaluate: @escaping StageEvaluation<Result>) -> Observable<Result> {
        let deliver: StageDelivery = { root, stage, sink, downstream in
            do {
                let result = try ElementStepObservable<Result>.output(of: stage, root: root, sink: sink)
                guard let result, !sink.isStopped else { return }
                unsafeDowncast(downstream, to: ObserverNode<Result>.self).onNext(result)
            } catch {
                sink.onError(error)
            }
        }
        if let previous = self as? ElementStepObservable<Element> {
            return ElementStepObservable<Result>(
                upstream: previous, root: previous.root, isFirstStage: false, evaluate: evaluate,
                deliver: deliver, openRun: previous.openRun)
        }
        return ElementStepObservable<Result>(
            upstream: self, root: self, isFirstStage: true, evaluate: evaluate, deliver: deliver,
            openRun: { root, stage, downstream, deliver in
                let sink = ElementStepSink<Element>(
                    stage: stage, delivery: deliver, downstream: downstream,
                    // Built here, where the root's type is usually concrete,
                    // so that taking the element's address is free.
                    entry: { element, sink in
                        withUnsafePointer(to: element) { sink.delivery(UnsafeRawPointer($0), sink.stage, sink, sink.downstream) }
                    })
                sink.setUpstream(unsafeDowncast(root, to: Observable<Element>.self).run(sink))
                return sink
            })
    }
}

/// The one sink of a fused run: receives the root's elements and runs the
/// last stage on each; terminal events pass straight through.
@usableFromInline
final class ElementStepSink<Root>: SubscriptionNode<Root>, @unchecked Sendable {
    @usableFromInline let stage: AnyObject
    @usableFromInline let delivery: StageDelivery
    @usableFromInline let downstream: ChainNode
    /// Calls `delivery` with a pointer to the element.
    private let entry: (Root, ElementStepSink<Root>) -> Void

    @usableFromInline
    init(
        stage: AnyObject, delivery: @escaping StageDelivery, downstream: ChainNode,
        entry: @escaping (Root, ElementStepSink<Root>) -> Void
    ) {
        self.stage = stage
        self.delivery = delivery
        self.downstream = downstream
        self.entry = entry
    }

    override var enforcesGrammar: Bool { true }

    override var isChainStopped: Bool { isStopped || downstream.isChainStopped }

    override func onNext(_ element: Root) {
        guard !isStopped else { return }  // no user code after the end or after dispose
        entry(element, self)
    }

    override func onError(_ error: any Error) { forwardError(error, to: downstream) }

    override func onCompleted() { forwardCompleted(to: downstream) }
}
