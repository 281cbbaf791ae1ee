// The scheduling operators on any `ObservableType`. Each forwards to
// `Observable`'s own (Scheduling/), which an `Observable` receiver calls
// directly: these are disfavored overloads.

extension ObservableType {
    /// Delivers every event on `scheduler`, in order (see `Observable.observe(on:)`).
    /// `names.observe(on: MainScheduler.instance)`
    @_disfavoredOverload
    public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().observeOn(scheduler)
    }

    /// `observe(on:)`'s first name (see `Observable.observeOn(_:)`).
    /// `names.observeOn(MainScheduler.instance)`
    @_disfavoredOverload
    public func observeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().observeOn(scheduler)
    }

    /// Subscribes (and disposes) on `scheduler` (see `Observable.subscribe(on:)`).
    /// `work.subscribe(on: background)`
    @_disfavoredOverload
    public func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().subscribeOn(scheduler)
    }

    /// `subscribe(on:)`'s first name (see `Observable.subscribeOn(_:)`).
    /// `work.subscribeOn(background)`
    @_disfavoredOverload
    public func subscribeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().subscribeOn(scheduler)
    }
}
