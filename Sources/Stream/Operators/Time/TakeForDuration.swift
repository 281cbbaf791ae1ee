extension Observable {
    /// Mirrors the source for `duration` from the subscription, then
    /// completes and disposes it (RxSwift's `take(for:scheduler:)`). The
    /// clock starts before the source is subscribed.
    @usableFromInline
    func take(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<TakeForDurationSink<Element>>(source: self, parameters: Timing(dueTime: duration, scheduler: scheduler))
    }
}

/// The timer's completion and the source's events may come from different
/// threads, so they go through `SerialDeliverySink`.
final class TakeForDurationSink<Element>: SerialDeliverySink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let timing: Timing
    private let timer = DisposableSlot()

    init(parameters timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        timer.fillSlot(timing.scheduler.schedule(after: timing.dueTime) { [self] in deliverCompleted() })
        return isStopped ? self : super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        deliverNext(element)
    }

    override func disposeResources() {
        timer.releaseSlot()
    }
}
