// `Infallible`'s time operators, as RxSwift's, with a `Duration` (a literal
// such as `.milliseconds(300)` reads the same as RxSwift's `RxTimeInterval`).
extension InfallibleType {
    /// The last element of each burst, once `dueTime` passed without another.
    ///
    /// ```swift
    /// text.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    /// ```
    public func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`: the first at once, then (with
    /// `latest`) the latest of the window at its end.
    ///
    /// ```swift
    /// taps.throttle(.seconds(1), scheduler: MainScheduler.instance)
    /// ```
    public func throttle(_ dueTime: Duration, latest: Bool = true, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// The elements for `duration` from the subscription, then the completion.
    ///
    /// ```swift
    /// ticks.take(for: .seconds(5), scheduler: MainScheduler.instance)
    /// ```
    public func take(for duration: Duration, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }
}
