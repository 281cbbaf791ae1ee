extension TestScheduler {
    /// The lifecycle of `start(created:subscribed:disposed:_:)` for a shared
    /// sequence, as RxTest's `start` takes any `ObservableConvertibleType`:
    ///
    ///     SharingScheduler.mock(scheduler: scheduler) {
    ///         let observer = scheduler.start { Driver.just(1) }
    ///     }
    public func start<SharingStrategy, Element>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        _ create: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed) { create().asObservable() }
    }
}
