// The time operators on any `ObservableType` (times as `Duration`, as
// everywhere in this package). Each forwards to `Observable`'s own (Time/),
// which an `Observable` receiver calls directly: these are disfavored overloads.

extension ObservableType {
    /// At most one element per `dueTime` (see `Observable.throttle(_:latest:scheduler:)`;
    /// `latest` defaults to `true`). `taps.throttle(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public func throttle(
        _ dueTime: Duration, latest: Bool = true, scheduler: any SchedulerType
    ) -> Observable<Element> {
        asObservable().throttle(dueTime, latest: latest, scheduler: scheduler)
    }

    /// The last element of each burst, once `dueTime` passed without another
    /// (see `Observable.debounce(_:scheduler:)`). `text.debounce(.milliseconds(300), scheduler: scheduler)`
    @_disfavoredOverload
    public func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().debounce(dueTime, scheduler: scheduler)
    }

    /// Every event `dueTime` later; a failure at once (see `Observable.delay(_:scheduler:)`).
    /// `numbers.delay(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public func delay(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().delay(dueTime, scheduler: scheduler)
    }

    /// Subscribes `dueTime` later (see `Observable.delaySubscription(_:scheduler:)`).
    /// `numbers.delaySubscription(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public func delaySubscription(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().delaySubscription(dueTime, scheduler: scheduler)
    }

    /// Fails with `StreamError.timeout` when no event comes within `dueTime`
    /// (see `Observable.timeout(_:scheduler:)`). `request.timeout(.seconds(30), scheduler: scheduler)`
    @_disfavoredOverload
    public func timeout(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().timeout(dueTime, scheduler: scheduler)
    }

    /// Switches to `other` when no event comes within `dueTime` (see
    /// `Observable.timeout(_:other:scheduler:)`).
    /// `live.timeout(.seconds(5), other: cached, scheduler: scheduler)`
    @_disfavoredOverload
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: Duration, other: Source, scheduler: any SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        asObservable().timeout(dueTime, other: other.asObservable(), scheduler: scheduler)
    }

    /// The elements within `duration` of subscribing, then completion (see
    /// `Observable.take(for:scheduler:)`). `ticks.take(for: .seconds(5), scheduler: scheduler)`
    @_disfavoredOverload
    public func take(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().take(for: duration, scheduler: scheduler)
    }

    /// The elements after `duration` from subscribing (see `Observable.skip(for:scheduler:)`).
    /// `ticks.skip(for: .seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public func skip(for duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().skip(for: duration, scheduler: scheduler)
    }

    /// RxSwift's spelling of `skip(for:scheduler:)`.
    /// `ticks.skip(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public func skip(_ duration: Duration, scheduler: any SchedulerType) -> Observable<Element> {
        asObservable().skip(duration, scheduler: scheduler)
    }

    /// Arrays of the elements of each `timeSpan`, or of `count` elements,
    /// whichever fills first (see `Observable.buffer(timeSpan:count:scheduler:)`).
    /// `events.buffer(timeSpan: .seconds(1), count: 10, scheduler: scheduler)`
    @_disfavoredOverload
    public func buffer(timeSpan: Duration, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        asObservable().buffer(timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}
