extension TestScheduler {
    /// The lifecycle of `start(created:subscribed:disposed:_:)` for an
    /// `Infallible`, as RxTest's `start` takes any `ObservableConvertibleType`.
    ///
    /// ```swift
    /// let observer = scheduler.start { Infallible.just(1) }  // .next(200, 1), .completed(200)
    /// ```
    public func start<Element>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        _ create: @escaping () -> Infallible<Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed) { create().asObservable() }
    }
}
