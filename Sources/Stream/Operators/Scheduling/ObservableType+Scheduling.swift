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
}
