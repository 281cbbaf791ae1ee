import Synchronization

extension Observable {
    /// Drops the source's elements for `duration` from the subscription, then
    /// mirrors it; terminal events pass at any time (RxSwift's
    /// `skip(_:scheduler:)`). The clock starts before the source is subscribed.
    @usableFromInline
    func skip(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<SkipForDurationSink<Element>>(source: self, parameters: Timing(dueTime: duration, scheduler: scheduler))
    }

    /// RxSwift's spelling of `skip(for:scheduler:)`.
    @usableFromInline
    func skip(_ duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

/// The timer only opens a gate (one atomic flag) and never emits, so the
/// source's events pass straight through: no lock, no queue.
final class SkipForDurationSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let timing: Timing
    private let isOpen = Atomic<Bool>(false)
    private let timer = DisposableSlot()

    init(parameters timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        timer.fillSlot(timing.scheduler.schedule(after: timing.dueTime) { [self] in
            isOpen.store(true, ordering: .releasing)
        })
        return super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard isOpen.load(ordering: .acquiring) else { return }
        forwardNext(element)
    }

    override func disposeResources() {
        timer.releaseSlot()
    }
}
