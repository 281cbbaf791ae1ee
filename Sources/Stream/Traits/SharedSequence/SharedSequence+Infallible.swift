// Between `SharedSequence` and `Infallible`, as RxCocoa's: both never fail,
// so each converts to the other with nothing to say about errors.
extension SharedSequence {
    /// The shared sequence as an `Infallible`: the same elements, delivered
    /// and shared as the strategy says.
    ///
    /// ```swift
    /// let titles: Infallible<String> = titleDriver.asInfallible()
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Driver`: each event delivered on the driver's
    /// scheduler, the latest element replayed to each new subscriber.
    ///
    /// ```swift
    /// let title: Driver<String> = titles.asDriver()
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().hopEachEvent(to: DriverSharingStrategy.scheduler))
    }
}
