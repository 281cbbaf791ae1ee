// RxSwift's signatures that take an `RxTimeInterval` (`DispatchTimeInterval`),
// beside the `Duration` ones. Each is `@_disfavoredOverload`, so a literal
// such as `.seconds(2)` or `.milliseconds(5)`, which both types spell, keeps
// resolving to the `Duration` form; these are chosen only for a value that is
// already an `RxTimeInterval` (`let due: RxTimeInterval = .seconds(2)`) or a
// spelling only it has (`.never`, the longest duration here).

extension Observable where Element == Int {
    /// `timer(_:period:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
    ) -> Observable<Int> {
        timer(dueTime.duration, period: period?.duration, scheduler: scheduler)
    }

    /// `interval(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Int> {
        interval(period.duration, scheduler: scheduler)
    }
}

extension ObservableType {
    /// `delay(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        delay(dueTime.duration, scheduler: scheduler)
    }

    /// `delaySubscription(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        delaySubscription(dueTime.duration, scheduler: scheduler)
    }

    /// `debounce(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        debounce(dueTime.duration, scheduler: scheduler)
    }

    /// `throttle(_:latest:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
    ) -> Observable<Element> {
        throttle(dueTime.duration, latest: latest, scheduler: scheduler)
    }

    /// `timeout(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timeout(dueTime.duration, scheduler: scheduler)
    }

    /// `timeout(_:other:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func timeout(
        _ dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType
    ) -> Observable<Element> {
        timeout(dueTime.duration, other: other, scheduler: scheduler)
    }

    /// `buffer(timeSpan:count:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
        buffer(timeSpan: timeSpan.duration, count: count, scheduler: scheduler)
    }

    /// `window(timeSpan:count:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType
    ) -> Observable<Observable<Element>> {
        window(timeSpan: timeSpan.duration, count: count, scheduler: scheduler)
    }

    /// `take(for:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        take(for: duration.duration, scheduler: scheduler)
    }

    /// `skip(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        skip(duration.duration, scheduler: scheduler)
    }
}

extension PrimitiveSequence {
    /// `delay(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        delay(dueTime.duration, scheduler: scheduler)
    }

    /// `timeout(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        timeout(dueTime.duration, scheduler: scheduler)
    }

    /// `timeout(_:other:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        timeout(dueTime.duration, other: other, scheduler: scheduler)
    }
}

extension PrimitiveSequence where Element == Int {
    /// `timer(_:scheduler:)` taking RxSwift's `RxTimeInterval`.
    @_disfavoredOverload
    public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        timer(dueTime.duration, scheduler: scheduler)
    }
}
