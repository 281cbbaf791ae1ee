extension Observable {
    /// Subscribes to the source only once `dueTime` has passed on
    /// `scheduler`; events then pass through unchanged. Disposing before
    /// that cancels the subscription.
    public func delaySubscription(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        SchedulingOperatorObservable<DelaySubscriptionSink<Element>>(source: self, timing: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscriptionSink<Element>: Sink<Element, Element>, SchedulingOperatorSink, @unchecked Sendable {
    private let dueTime: Duration
    private let scheduler: any SchedulerType

    init(timing dueTime: Duration, scheduler: any SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func subscribe(to source: Observable<Element>) -> any Disposable {
        // Holds the pending action and the source's subscription, in
        // whichever order they arrive (a synchronous scheduler subscribes
        // before `schedule` returns).
        let upstream = CompositeDisposable()
        setUpstream(upstream)
        upstream.insert(scheduler.schedule(after: dueTime) { [self] in
            upstream.insert(source.run(self))
        })
        return self
    }

    override func onNext(_ element: Element) { forwardNext(element) }
}
