import Synchronization

extension Observable {
    /// Every event delivered on `scheduler` by an action of its own, as
    /// RxCocoa's `observe(on: MainScheduler())` does (RxSwift's serial-queue
    /// `observeOn`): events of several shared sequences reach the main queue
    /// (or a mocked scheduler) interleaved in the order they were sent, where
    /// `observeOn`'s one draining action per burst would deliver one
    /// sequence's burst before the other's. Order is kept on a serial
    /// scheduler, which is what `SharingScheduler` gives. The source is let
    /// go as soon as it ends; after disposal nothing more is delivered.
    func hopEachEvent(to scheduler: any SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let hop = EventHop(observer)
            hop.upstream.disposable = self.subscribe { event in
                scheduler.schedule { hop.deliver(event) }
                if event.isStopEvent { hop.upstream.dispose() }
            }
            return hop
        }
    }
}

/// One subscription of `hopEachEvent(to:)`: its upstream, and whether it
/// was disposed (then a scheduled event is dropped).
// Unchecked: its only mutable state is atomic (`disposed`, `upstream`); `observer` is immutable.
private final class EventHop<Element>: Disposable, @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let disposed = Atomic<Bool>(false)
    let upstream = SerialDisposable()

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func deliver(_ event: Event<Element>) {
        guard !disposed.load(ordering: .acquiring) else { return }
        observer.on(event)
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        upstream.dispose()
    }
}
