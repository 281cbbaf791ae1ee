import Synchronization

extension Observable {
    /// Subscribes to the source on `scheduler`, and disposes that
    /// subscription on `scheduler` too. Where the events are delivered is up
    /// to the source (use `observeOn` to choose it).
    ///
    /// Disposing before the scheduled subscription ran cancels it: the source
    /// is then never subscribed.
    public func subscribeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        SubscribeOnObservable(source: self, scheduler: scheduler)
    }
}

final class SubscribeOnObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: any SchedulerType

    init(source: Observable<Element>, scheduler: any SchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = PassThroughSink(downstream: observer)
        // Holds the pending action and the subscription it makes (wrapped to
        // be disposed on the scheduler), in whichever order they arrive: a
        // synchronous scheduler subscribes before `schedule` returns.
        let upstream = CompositeDisposable()
        sink.setUpstream(upstream)
        let source = self.source, scheduler = self.scheduler
        upstream.insert(scheduler.schedule {
            upstream.insert(DisposeOnScheduler(source.run(sink), scheduler: scheduler))
        })
        return sink
    }
}

/// Disposes the wrapped disposable on a scheduler, once.
final class DisposeOnScheduler: Disposable {
    private let disposed = Atomic<Bool>(false)
    private let disposable: any Disposable
    private let scheduler: any SchedulerType

    init(_ disposable: any Disposable, scheduler: any SchedulerType) {
        self.disposable = disposable
        self.scheduler = scheduler
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let disposable = self.disposable
        scheduler.schedule { disposable.dispose() }
    }
}
