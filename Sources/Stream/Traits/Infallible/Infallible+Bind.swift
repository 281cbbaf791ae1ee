// RxCocoa's `bind` family on `Infallible`: the same as `Observable`'s, with
// no error to route (an `Infallible` sends none).
extension InfallibleType {
    /// Sends every element, and the completion, to each of `observers` (as
    /// RxCocoa's `Infallible.bind(to:)`).
    ///
    /// ```swift
    /// _ = names.bind(to: namesSubject)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element, as an optional, and the completion, to each of
    /// `observers`.
    ///
    /// ```swift
    /// _ = names.bind(to: optionalNamesSubject)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Hands this `Infallible` to `binder` and returns what it returns.
    ///
    /// ```swift
    /// let subscription = names.bind(to: { $0.subscribe(onNext: { print($0) }) })
    /// ```
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands this `Infallible` to `binder`, then `curriedArgument` to what it
    /// returns.
    ///
    /// ```swift
    /// let subscription = names.bind(to: { names in { label in names.bind(onNext: label.show) } }, curriedArgument: label)
    /// ```
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to every element.
    ///
    /// ```swift
    /// _ = names.bind(onNext: { print($0) })
    /// ```
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }

    /// Accepts every element into each of `relays` (a completion is dropped:
    /// a relay never ends).
    ///
    /// ```swift
    /// _ = names.bind(to: currentName)
    /// ```
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// ```swift
    /// _ = names.bind(to: currentOptionalName)
    /// ```
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// ```swift
    /// _ = names.bind(to: nameEvents)
    /// ```
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// ```swift
    /// _ = names.bind(to: optionalNameEvents)
    /// ```
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// ```swift
    /// _ = names.bind(to: recentNames)
    /// ```
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// ```swift
    /// _ = names.bind(to: recentOptionalNames)
    /// ```
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
