// Subscribing and binding on any `ObservableType`. The `subscribe` forms
// are declared once, here, in RxSwift's signatures; each builds on
// `operatorSource()` (the receiver itself for an `Observable`) and calls the
// internal implementation (API/Observable.swift, Subscribing/). The
// `bind(to:)` forms here are disfavored overloads forwarding to
// `Observable`'s own, which take more (several relays, optional elements).

extension ObservableType {
    /// Subscribes with closures, each optional (each defaults to `nil`).
    /// `onDisposed` runs once, after the terminal event or on disposal.
    /// `source.subscribe(onNext: { print($0) })`
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        operatorSource().subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes one closure to every event, through `asObservable()` as
    /// RxSwift's does (so a testable observable keeps the grammar).
    /// `source.subscribe { event in print(event) }`
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        operatorSource().subscribe(on)
    }

    /// Subscribes with closures given `object`, held weakly: nothing is called
    /// once it is gone.
    /// `source.subscribe(with: self, onNext: { owner, value in owner.show(value) })`
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        operatorSource().subscribe(
            with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every event to each of `observers` (see `Observable.bind(to:)`).
    /// `names.bind(to: subject)`
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        observers.count == 1
            ? asObservable().bind(to: observers[0])
            : asObservable().bind(to: AnyObserver { event in observers.forEach { $0.on(event) } })
    }

    /// Sends every event, elements as optionals, to each of `observers` (see
    /// `Observable.bind(to:)`). `names.bind(to: optionalNames)`
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        asObservable().bind(to: AnyObserver { event in observers.forEach { $0.on(event) } })
    }

    /// Sends the elements to `relay` (see `Observable.bind(to:)`).
    /// `names.bind(to: relay)`
    @_disfavoredOverload
    public func bind(to relay: PublishRelay<Element>) -> any Disposable {
        asObservable().bind(to: relay)
    }

    /// Sends the elements to `relay` (see `Observable.bind(to:)`).
    /// `names.bind(to: relay)`
    @_disfavoredOverload
    public func bind(to relay: BehaviorRelay<Element>) -> any Disposable {
        asObservable().bind(to: relay)
    }

    /// Sends the elements to `relay` (see `Observable.bind(to:)`).
    /// `names.bind(to: relay)`
    @_disfavoredOverload
    public func bind(to relay: ReplayRelay<Element>) -> any Disposable {
        asObservable().bind(to: relay)
    }

    /// Hands the stream to `binder` and returns what it returns (see `Observable.bind(to:)`).
    /// `names.bind(to: { $0.subscribe() })`
    @_disfavoredOverload
    public func bind<Result>(to binder: (Observable<Element>) -> Result) -> Result {
        binder(asObservable())
    }

    /// Subscribes `onNext` to the elements; an error stops a debug build (see
    /// `Observable.bind(onNext:)`). `names.bind(onNext: { print($0) })`
    @_disfavoredOverload
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        asObservable().bind(onNext: onNext)
    }

    /// `bind(onNext:)` given `object`, held weakly (see `Observable.bind(with:onNext:)`).
    /// `names.bind(with: self) { owner, name in owner.show(name) }`
    @_disfavoredOverload
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> any Disposable {
        asObservable().bind(with: object, onNext: onNext)
    }
}
