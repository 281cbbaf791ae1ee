/// The sink of an operator: what an operator file defines beside its public
/// method. `Producer` makes one per subscription.
///
/// A sink over one upstream (a `Sink` subclass) inherits
/// `subscribe(to:)` from `Sink` (`setUpstream(source.run(self))`), so it only
/// writes its `init(parameters:downstream:)` and its event methods.
protocol ProducerSink<Output>: AnyObject {
    /// What the sink emits downstream.
    associatedtype Output
    /// What the sink subscribes to: usually an `Observable`, or an array of them.
    associatedtype Source
    /// The operator's arguments (a value, `Void`, or a struct of the sink's
    /// own), shared by its subscriptions.
    ///
    /// Performance: a closure, or a tuple holding one, crosses this generic
    /// boundary only after Swift wraps it in a reabstraction thunk, one
    /// allocation when the producer is made and one per subscription, and a
    /// call through the thunk per use (`catchError`'s churn: 9 allocations a
    /// subscription with a closure parameter, 7 with a struct). So a sink
    /// whose arguments hold a closure declares `struct Parameters`, which
    /// keeps them as they are.
    associatedtype Parameters

    init(parameters: Parameters, downstream: ObserverNode<Output>)

    /// Subscribes to `source` in whatever order the operator needs, and
    /// returns the subscription handed downstream (usually the sink itself).
    func subscribe(to source: Source) -> any Disposable
}

/// The one producer of every operator: it keeps the source and the
/// operator's parameters, and makes one sink per subscription. An operator is
/// its public method (`Producer<TakeCountSink<Element>>(source: self, parameters: count)`)
/// plus its sink.
///
/// The exception is the element-step operators (`map`, `compactMap`,
/// `filter`, see ElementStep.swift): their producer is built in the caller's
/// module so that the chain runs specialized, which measured 2-3x faster.
final class Producer<Sink: ProducerSink>: Observable<Sink.Output> {
    private let source: Sink.Source
    private let parameters: Sink.Parameters

    init(source: Sink.Source, parameters: Sink.Parameters) {
        self.source = source
        self.parameters = parameters
    }

    override func run(_ observer: ObserverNode<Sink.Output>) -> any Disposable {
        Sink(parameters: parameters, downstream: observer).subscribe(to: source)
    }
}

extension Producer where Sink.Parameters == Void {
    /// A producer for an operator without arguments.
    convenience init(source: Sink.Source) {
        self.init(source: source, parameters: ())
    }
}

/// The parameters of the operators that wait on a scheduler (`delay`,
/// `debounce`, `timeout`, ...).
struct Timing {
    let dueTime: Duration
    let scheduler: any SchedulerType
}
