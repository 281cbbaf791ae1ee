extension SharedSequenceConvertibleType {
    /// The first element of each `dueTime` window, and with `latest`, the
    /// window's last one at its end, timed on the strategy's scheduler.
    ///
    ///     let searches = text.throttle(.milliseconds(300))
    public func throttle(_ dueTime: Duration, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// `throttle(_:latest:)` with RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        throttle(dueTime.duration, latest: latest)
    }

    /// Each element after `dueTime` passed without a newer one, timed on
    /// the strategy's scheduler.
    ///
    ///     let settled = text.debounce(.milliseconds(300))
    public func debounce(_ dueTime: Duration) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// `debounce(_:)` with RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        debounce(dueTime.duration)
    }

    /// Every element shifted `dueTime` later, on the strategy's scheduler.
    ///
    ///     let hint = message.delay(.seconds(2))
    public func delay(_ dueTime: Duration) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// `delay(_:)` with RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        delay(dueTime.duration)
    }
}
