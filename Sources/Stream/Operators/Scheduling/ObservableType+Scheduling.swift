// The scheduling operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Scheduling/ without a call to `asObservable()`.

extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
    /// `names.observe(on: MainScheduler.instance)`
    @inlinable
    public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().observeOn(scheduler)
    }

    /// `observe(on:)`'s first name.
    /// `names.observeOn(MainScheduler.instance)`
    @inlinable
    public func observeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().observeOn(scheduler)
    }

    /// Subscribes (and disposes) on `scheduler`.
    /// `work.subscribe(on: background)`
    @inlinable
    public func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().subscribeOn(scheduler)
    }

    /// `subscribe(on:)`'s first name.
    /// `work.subscribeOn(background)`
    @inlinable
    public func subscribeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().subscribeOn(scheduler)
    }

    /// Delivers every event on `scheduler`, a scheduler that only runs
    /// actions without a delay: RxSwift's `observe(on: ImmediateSchedulerType)`.
    /// On `CurrentThreadScheduler.instance` an event sent while its trampoline
    /// runs waits behind the work already queued there.
    /// `actions.observe(on: CurrentThreadScheduler.instance)`
    @_disfavoredOverload
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        operatorSource().observeOn(immediate: scheduler)
    }

    /// `observe(on:)`'s first name, for a scheduler that only runs actions
    /// without a delay. `actions.observeOn(CurrentThreadScheduler.instance)`
    @_disfavoredOverload
    @inlinable
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        operatorSource().observeOn(immediate: scheduler)
    }

    /// Subscribes (and disposes) on `scheduler`, a scheduler that only runs
    /// actions without a delay: RxSwift's `subscribe(on: ImmediateSchedulerType)`.
    /// On `CurrentThreadScheduler.instance` the subscription waits behind the
    /// work already on the trampoline. `work.subscribe(on: CurrentThreadScheduler.instance)`
    @_disfavoredOverload
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        operatorSource().subscribeOn(immediate: scheduler)
    }

    /// `subscribe(on:)`'s first name, for a scheduler that only runs actions
    /// without a delay. `work.subscribeOn(CurrentThreadScheduler.instance)`
    @_disfavoredOverload
    @inlinable
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        operatorSource().subscribeOn(immediate: scheduler)
    }
}
