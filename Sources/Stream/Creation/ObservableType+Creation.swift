// The creation operators on any `ObservableType`, as RxSwift declares them:
// `SomeObservableType.just(1)` makes an `Observable`. They forward to
// `Observable`'s own (Creation/), which `Observable<Int>.just(1)` and
// `Observable.just(1)` call directly: these are disfavored overloads.

extension ObservableType {
    /// A stream whose subscriptions run `subscribe` (see `Observable.create(_:)`).
    /// `Observable<Int>.create { observer in observer.onNext(1); return Disposables.create() }`
    @_disfavoredOverload
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable.create(subscribe)
    }

    /// `element`, then completion (see `Observable.just(_:)`). `Observable.just(1)`
    @_disfavoredOverload
    public static func just(_ element: Element) -> Observable<Element> {
        Observable.just(element)
    }

    /// `element` on `scheduler`, then completion (see `Observable.just(_:scheduler:)`).
    /// `Observable.just(1, scheduler: MainScheduler.instance)`
    @_disfavoredOverload
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        Observable.just(element, scheduler: scheduler)
    }

    /// `elements` in order, then completion (see `Observable.of(_:)`). `Observable.of(1, 2)`
    @_disfavoredOverload
    public static func of(
        _ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.from(elements, scheduler: scheduler)
    }

    /// The elements of `sequence`, then completion (see `Observable.from(_:)`).
    /// `Observable.from([1, 2])`
    @_disfavoredOverload
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element>
    where Sequence.Element == Element {
        Observable.from(sequence, scheduler: scheduler)
    }

    /// Completion, at once (see `Observable.empty()`). `Observable<Int>.empty()`
    @_disfavoredOverload
    public static func empty() -> Observable<Element> {
        Observable.empty()
    }

    /// Nothing, ever (see `Observable.never()`). `Observable<Int>.never()`
    @_disfavoredOverload
    public static func never() -> Observable<Element> {
        Observable.never()
    }

    /// Fails with `error` at once (see `Observable.error(_:)`). `Observable<Int>.error(failure)`
    @_disfavoredOverload
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable.error(error)
    }

    /// The stream `factory` makes at each subscription (see `Observable.deferred(_:)`).
    /// `Observable.deferred { .just(Date()) }`
    @_disfavoredOverload
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.deferred(factory)
    }

    /// `initialState`, then each `iterate` of it while `condition` holds (see
    /// `Observable.generate(initialState:condition:scheduler:iterate:)`; the
    /// scheduler defaults to `CurrentThreadScheduler.instance`).
    /// `Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })`
    @_disfavoredOverload
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable.generate(initialState: initialState, condition: condition, scheduler: scheduler, iterate: iterate)
    }

    /// The stream `observableFactory` makes of a resource that lives as long
    /// as the subscription (see `Observable.using(_:observableFactory:)`).
    /// `Observable.using({ Connection() }, observableFactory: { $0.messages })`
    @_disfavoredOverload
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.using(resourceFactory, observableFactory: observableFactory)
    }

    /// `element`, forever (see `Observable.repeatElement(_:scheduler:)`; the
    /// scheduler defaults to `CurrentThreadScheduler.instance`).
    /// `Observable.repeatElement(0).take(3)`
    @_disfavoredOverload
    public static func repeatElement(
        _ element: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.repeatElement(element, scheduler: scheduler)
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// `count` integers from `start` (see `Observable.range(start:count:scheduler:)`).
    /// `Observable.range(start: 1, count: 3)`
    @_disfavoredOverload
    public static func range(
        start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.range(start: start, count: count, scheduler: scheduler)
    }
}

extension ObservableType where Element == Int {
    /// `0` after `dueTime`, then, with a `period`, `1`, `2`... every `period`
    /// (see `Observable.timer(_:period:scheduler:)`; `period` defaults to none).
    /// `Observable<Int>.timer(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public static func timer(
        _ dueTime: Duration, period: Duration? = nil, scheduler: any SchedulerType
    ) -> Observable<Int> {
        Observable.timer(dueTime, period: period, scheduler: scheduler)
    }

    /// `0`, `1`, `2`... every `period` (see `Observable.interval(_:scheduler:)`).
    /// `Observable<Int>.interval(.seconds(1), scheduler: scheduler)`
    @_disfavoredOverload
    public static func interval(_ period: Duration, scheduler: any SchedulerType) -> Observable<Int> {
        Observable.interval(period, scheduler: scheduler)
    }
}
