extension Infallible {
    /// The observer `create(subscribe:)` hands out: call it with each event.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An `Infallible` that runs `subscribe` for each subscriber, as
    /// `Observable.create`: `subscribe` sends elements and at most one
    /// completion through the observer it is given, and returns what undoes
    /// its work. Nothing reaches the subscriber after the completion or once
    /// it disposed.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable
    ) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { observer.on($0.event) }
        })
    }
}
