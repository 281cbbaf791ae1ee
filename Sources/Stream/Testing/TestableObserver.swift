import Foundation

/// An observer that records every event with the virtual time it arrived at.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// _ = Observable.of(1).subscribe(observer)
/// observer.events  // [next(1) @ 0, completed @ 0]
/// ```
///
/// See <doc:OperatorsByExample#Testing-with-observers-and-times-of-your-own> for an example with its output.
// @unchecked: `recorded` is only touched under `lock`.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private let scheduler: TestScheduler
    private let lock = Locked()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received so far, stamped with the scheduler's clock.
    public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

    /// Records `event` at the current virtual time.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }
}

extension TestScheduler {
    /// An observer that records events against this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// RxTest's lifecycle: calls `create` at `created`, subscribes at
    /// `subscribed`, disposes at `disposed`, runs the clock to the end, and
    /// returns what the observer recorded.
    public func start<Element>(
        created: TestTime = 100,
        subscribed: TestTime = 200,
        disposed: TestTime = 1000,
        _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        // Both are touched only by the actions below, which run one after
        // another on the thread that calls `start()`.
        var source: Observable<Element>?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:)`.
    public func start<Element>(
        disposed: TestTime, _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: 100, subscribed: 200, disposed: disposed, create)
    }
}
