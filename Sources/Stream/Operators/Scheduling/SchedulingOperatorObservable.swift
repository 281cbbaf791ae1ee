/// The sink of an operator configured by a source, a scheduler and a timing
/// (`delay`, `debounce`, `timeout`, `delaySubscription`, `observeOn`, `subscribeOn`).
protocol SchedulingOperatorSink<Element>: AnyObject {
    associatedtype Element
    /// The operator's time parameter (`Duration`), or `Void` when it has none.
    associatedtype Timing

    init(timing: Timing, scheduler: any SchedulerType, downstream: ObserverNode<Element>)

    /// Subscribes to `source` in whatever order the operator needs, and
    /// returns the subscription to hand downstream (usually the sink).
    func subscribe(to source: Observable<Element>) -> any Disposable
}

/// The one producer of those operators: it keeps their parameters and makes
/// one sink per subscription.
final class SchedulingOperatorObservable<Sink: SchedulingOperatorSink>: Observable<Sink.Element> {
    private let source: Observable<Sink.Element>
    private let timing: Sink.Timing
    private let scheduler: any SchedulerType

    init(source: Observable<Sink.Element>, timing: Sink.Timing, scheduler: any SchedulerType) {
        self.source = source
        self.timing = timing
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Sink.Element>) -> any Disposable {
        Sink(timing: timing, scheduler: scheduler, downstream: observer).subscribe(to: source)
    }
}
