extension Observable {
    /// Delivers every event on `scheduler`, in order: RxSwift 6's spelling of
    /// `observeOn(_:)`, the same operator. `names.observe(on: MainScheduler.instance)`
    @usableFromInline
    func observe(on scheduler: any SchedulerType) -> Observable<Element> {
        observeOn(scheduler)
    }

    /// Subscribes (and disposes) on `scheduler`: RxSwift 6's spelling of
    /// `subscribeOn(_:)`, the same operator. `work.subscribe(on: background)`
    @usableFromInline
    func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
        subscribeOn(scheduler)
    }
}
