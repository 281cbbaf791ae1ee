extension SharedSequence where Element == Int {
    /// Emits 0, 1, 2, ... one each `period`, timed and delivered on the
    /// strategy's scheduler; shared, so a later observer joins the count
    /// (a driver replays the latest number first).
    ///
    ///     let ticks = Driver<Int>.interval(.seconds(1))
    public static func interval(_ period: Duration) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// `interval(_:)` with RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        interval(period.duration)
    }

    /// Emits 0 after `dueTime`, then 1, 2, ... one each `period`, on the
    /// strategy's scheduler; shared as `interval(_:)` is.
    ///
    ///     let refresh = Signal<Int>.timer(.seconds(5), period: .seconds(60))
    public static func timer(_ dueTime: Duration, period: Duration) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }

    /// `timer(_:period:)` with RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval
    ) -> SharedSequence<SharingStrategy, Element> {
        timer(dueTime.duration, period: period.duration)
    }
}
