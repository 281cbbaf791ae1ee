// The time operators (times as `Duration`), each declared once, on
// `ObservableType`, in RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Time/ without a call to `asObservable()`.

extension ObservableType {
    /// At most one element per `dueTime`
    /// (`latest` defaults to `true`). `taps.throttle(.seconds(1), scheduler: scheduler)`
    @inlinable
    public func throttle(
        _ dueTime: Duration, latest: Bool = true, scheduler: any SchedulerType
    ) -> Observable<Element> {
        operatorSource().throttle(dueTime, latest: latest, scheduler: scheduler)
    }

    /// The last element of each burst, once `dueTime` passed without another
    ///. `text.debounce(.milliseconds(300), scheduler: scheduler)`
    @inlinable
    public func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().debounce(dueTime, scheduler: scheduler)
    }

    /// Every event `dueTime` later; a failure at once.
    /// `numbers.delay(.seconds(1), scheduler: scheduler)`
    @inlinable
    public func delay(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().delay(dueTime, scheduler: scheduler)
    }

    /// Subscribes `dueTime` later.
    /// `numbers.delaySubscription(.seconds(1), scheduler: scheduler)`
    @inlinable
    public func delaySubscription(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().delaySubscription(dueTime, scheduler: scheduler)
    }

    /// Fails with `StreamError.timeout` when no event comes within `dueTime`
    ///. `request.timeout(.seconds(30), scheduler: scheduler)`
    @inlinable
    public func timeout(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().timeout(dueTime, scheduler: scheduler)
    }

    /// Switches to `other` when no event comes within `dueTime`.
    /// `live.timeout(.seconds(5), other: cached, scheduler: scheduler)`
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: Duration, other: Source, scheduler: any SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        operatorSource().timeout(dueTime, other: other.operatorSource(), scheduler: scheduler)
    }

    /// The elements within `duration` of subscribing, then completion. `ticks.take(for: .seconds(5), scheduler: scheduler)`
    @inlinable
    public func take(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().take(for: duration, scheduler: scheduler)
    }

    /// The elements after `duration` from subscribing.
    /// `ticks.skip(for: .seconds(1), scheduler: scheduler)`
    @inlinable
    public func skip(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().skip(for: duration, scheduler: scheduler)
    }

    /// RxSwift's spelling of `skip(for:scheduler:)`.
    /// `ticks.skip(.seconds(1), scheduler: scheduler)`
    @inlinable
    public func skip(_ duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        operatorSource().skip(duration, scheduler: scheduler)
    }

    /// Arrays of the elements of each `timeSpan`, or of `count` elements,
    /// whichever fills first.
    /// `events.buffer(timeSpan: .seconds(1), count: 10, scheduler: scheduler)`
    @inlinable
    public func buffer(timeSpan: Duration, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        operatorSource().buffer(timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// Splits the elements into windows, each an `Observable` of its own:
    /// a window completes and the next one is emitted when it holds `count`
    /// elements or when `timeSpan` passed since it opened, whichever comes
    /// first (a window closed by the clock may be empty). The first window is
    /// emitted on subscription; the source's completion or error ends the open
    /// window and this stream. A window is hot: subscribe to it when it is
    /// emitted (as `flatMap` or `merge()` do). The source stays subscribed
    /// while this stream or any window is subscribed to (as in RxSwift).
    ///
    /// ```swift
    /// events.window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
    ///     .flatMap { $0.toArray() }  // each window's elements as one array
    /// ```
    @inlinable
    public func window(timeSpan: Duration, count: Int, scheduler: any SchedulerType) -> Observable<Observable<Element>> {
        operatorSource().window(timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}
