extension Observable {
    /// Subscribes to the source only once `dueTime` has passed on
    /// `scheduler`; events then pass through unchanged. Disposing before
    /// that cancels the subscription.
    public func delaySubscription(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        DelaySubscriptionObservable(source: self, dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscriptionObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: Duration
    private let scheduler: any SchedulerType

    init(source: Observable<Element>, dueTime: Duration, scheduler: any SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = PassThroughSink(downstream: observer)
        // Holds the pending action and the source's subscription, in
        // whichever order they arrive (a synchronous scheduler subscribes
        // before `schedule` returns).
        let upstream = CompositeDisposable()
        sink.setUpstream(upstream)
        let source = self.source
        upstream.insert(scheduler.schedule(after: dueTime) {
            upstream.insert(source.run(sink))
        })
        return sink
    }
}
