import Synchronization

extension Observable {
    /// Subscribes to the source on `scheduler`, and disposes that
    /// subscription on `scheduler` too. Where the events are delivered is up
    /// to the source (use `observeOn` to choose it).
    ///
    /// Disposing before the scheduled subscription ran cancels it: the source
    /// is then never subscribed.
    @usableFromInline
    func subscribeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        Producer<SubscribeOnSink<Element>>(source: self, parameters: ActionScheduler(scheduler))
    }

    /// `subscribeOn(_:)` on a scheduler that only runs actions without a
    /// delay (`CurrentThreadScheduler`).
    @usableFromInline
    func subscribeOn(immediate scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        Producer<SubscribeOnSink<Element>>(source: self, parameters: ActionScheduler(scheduler))
    }
}

/// The source is subscribed to a `DetachableObserver` rather than to the
/// sink: the unsubscription waits for the scheduler, and until it runs the
/// source keeps its observer, which disposal empties, so the chain below and
/// what its closures captured go at dispose, not when the scheduler gets to it.
final class SubscribeOnSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let scheduler: ActionScheduler
    private let sourceObserver = DetachableObserver<Element>()

    init(parameters scheduler: ActionScheduler, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
        sourceObserver.attach(self)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        // Holds the pending action and the subscription it makes (wrapped to
        // be disposed on the scheduler), in whichever order they arrive: a
        // synchronous scheduler subscribes before `schedule` returns.
        let upstream = CompositeDisposable()
        setUpstream(upstream)
        let scheduler = self.scheduler
        let sourceObserver = self.sourceObserver
        upstream.insert(scheduler.schedule {
            // On the scheduler's thread, the subscribe starts a trampoline
            // there if none runs, as RxSwift's does.
            let subscription = Trampoline.run { source.run(sourceObserver) }
            upstream.insert(DisposeOnScheduler(subscription, scheduler: scheduler))
        })
        return self
    }

    override func onNext(_ element: Element) { forwardNext(element) }

    override func disposeResources() {
        sourceObserver.detach()
    }
}

/// Disposes the wrapped disposable on a scheduler, once.
final class DisposeOnScheduler: Disposable {
    private let disposed = Atomic<Bool>(false)
    private let disposable: any Disposable
    private let scheduler: ActionScheduler

    init(_ disposable: any Disposable, scheduler: ActionScheduler) {
        self.disposable = disposable
        self.scheduler = scheduler
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let disposable = self.disposable
        scheduler.schedule { disposable.dispose() }
    }
}
