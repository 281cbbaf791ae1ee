extension Observable {
    /// Subscribes to the source only once `dueTime` has passed on
    /// `scheduler`; events then pass through unchanged. Disposing before
    /// that cancels the subscription.
    @usableFromInline
    func delaySubscription(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        Producer<DelaySubscriptionSink<Element>>(source: self, parameters: Timing(dueTime: dueTime, scheduler: scheduler))
    }
}

final class DelaySubscriptionSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let timing: Timing

    init(parameters timing: Timing, downstream: ObserverNode<Element>) {
        self.timing = timing
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        // Holds the pending action and the source's subscription, in
        // whichever order they arrive (a synchronous scheduler subscribes
        // before `schedule` returns).
        let upstream = CompositeDisposable()
        setUpstream(upstream)
        upstream.insert(timing.scheduler.schedule(after: timing.dueTime) { [self] in
            // A subscribe of RxSwift's, from the scheduler: a trampoline
            // starts if none runs on this thread.
            upstream.insert(Trampoline.run { source.run(self) })
        })
        return self
    }

    override func onNext(_ element: Element) { forwardNext(element) }
}
