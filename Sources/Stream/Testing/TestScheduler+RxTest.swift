import Foundation

extension TestScheduler {
    /// RxTest's default times of the lifecycle `start` runs.
    public struct Defaults {
        /// When `start` creates the observable under test: 100.
        public static let created = 100
        /// When `start` subscribes to it: 200.
        public static let subscribed = 200
        /// When `start` disposes the subscription: 1000.
        public static let disposed = 1000
    }

    /// RxSwift's `scheduleRelative`: runs `action(state)` `dueTime` later in
    /// virtual time (rounded to the nearest tick; `.never` never runs).
    /// Disposing the result cancels it before it runs, and disposes what
    /// `action` returned if it ran.
    ///
    /// ```swift
    /// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
    ///     subject.onNext(1)
    ///     return Disposables.create()
    /// }
    /// ```
    @discardableResult
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard let delay = Duration(rxTimeInterval: dueTime) else { return Disposables.create() }
        return scheduleRelativeVirtual(state, dueTime: ticks(for: delay), action: action)
    }

    /// RxSwift's `scheduleRelativeVirtual`: runs `action(state)` `dueTime`
    /// ticks after the current clock.
    @discardableResult
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let (time, overflow) = clock.addingReportingOverflow(dueTime)
        return scheduleAbsoluteVirtual(state, time: overflow ? .max : time, action: action)
    }

    /// RxSwift's `scheduleAbsoluteVirtual`: runs `action(state)` at virtual
    /// time `time` (as `scheduleAt(_:action:)` does).
    @discardableResult
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let result = SerialDisposable()
        let scheduled = scheduleAt(time) { result.disposable = action(state) }
        return Disposables.create { scheduled.dispose(); result.dispose() }
    }

    /// Moves the clock `ticks` forward without running what falls due on the
    /// way (RxTest's `sleep`); those actions run at the next `start` or
    /// `advanceTo`, at the clock they find.
    ///
    /// - Precondition: `ticks` is not negative (the clock never goes back).
    public func sleep(_ ticks: TestTime) {
        precondition(ticks >= 0, "TestScheduler.sleep(_:) cannot move the clock back")
        let (time, overflow) = clock.addingReportingOverflow(ticks)
        setClock(overflow ? .max : time)
    }

    /// RxTest's lifecycle with its labels: calls `create` at `created`,
    /// subscribes to `create().asObservable()` at `subscribed`, disposes at
    /// `disposed`, runs the clock to the end, and returns what the observer
    /// recorded.
    @_disfavoredOverload  // a trailing closure keeps choosing `start(created:subscribed:disposed:_:)`
    public func start<Element>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create)
    }

    /// `start(created: 100, subscribed: 200, disposed:create:)`, RxTest's labels.
    @_disfavoredOverload
    public func start<Element>(
        disposed: TestTime, create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create)
    }

    /// The lifecycle of `start(created:subscribed:disposed:_:)` for a trait:
    /// `start { Single<Int>.just(1) }` records its outcome as events
    /// (`.next(200, 1), .completed(200)`), as RxTest's `start` does for any
    /// `ObservableConvertibleType`.
    public func start<Trait, Element>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        _ create: @escaping () -> PrimitiveSequence<Trait, Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed) { create().asObservable() }
    }

    /// `start(created:subscribed:disposed:_:)` for a trait, with RxTest's labels.
    @_disfavoredOverload
    public func start<Trait, Element>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> PrimitiveSequence<Trait, Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create)
    }

    /// `start(disposed:create:)` for a trait, with RxTest's labels.
    @_disfavoredOverload
    public func start<Trait, Element>(
        disposed: TestTime, create: @escaping () -> PrimitiveSequence<Trait, Element>
    ) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create)
    }
}
