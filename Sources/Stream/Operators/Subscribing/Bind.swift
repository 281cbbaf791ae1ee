extension Observable {
    /// Sends every event to each of `observers` (subjects included), through
    /// one subscription: RxCocoa's `bind(to:)`. An error or a completion
    /// reaches them too, and ends a subject.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        // Through `asObservable()`, as RxSwift's does: a testable observable
        // forwards everything only to an observer subscribed to it directly.
        if observers.count == 1 { return asObservable().subscribe(observers[0]) }
        return asObservable().subscribe(AnyObserver { event in
            for observer in observers { observer.on(event) }
        })
    }

    /// Sends every event to each of `observers` of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe(AnyObserver { event in
            for observer in observers { observer.on(event) }
        })
    }

    /// Accepts every element into each of `relays`. A relay never ends: a
    /// completion is dropped, and an error goes to
    /// `StreamHooks.onUnhandledError` (RxRelay stops a debug build there).
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bind(accept: relays.map { relay in relay.accept })
    }

    /// `bind(to:)` for publish relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    /// Makes every element the value of each of `relays`; see the
    /// `PublishRelay` overload for terminal events.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bind(accept: relays.map { relay in relay.accept })
    }

    /// `bind(to:)` for behavior relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    /// Accepts every element into each of `relays`; see the `PublishRelay`
    /// overload for terminal events.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        bind(accept: relays.map { relay in relay.accept })
    }

    /// `bind(to:)` for replay relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        bind(accept: relays.map { relay in { relay.accept($0) } })
    }

    /// Hands this stream to `binder` and returns what it returns.
    public func bind<Result>(to binder: (Observable<Element>) -> Result) -> Result {
        binder(self)
    }

    /// Hands this stream to `binder`, then `curriedArgument` to the function it returns.
    public func bind<R1, R2>(to binder: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`; an error goes to `StreamHooks.onUnhandledError`
    /// (RxCocoa stops a debug build there).
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext, onError: StreamHooks.unhandledError)
    }

    /// `bind(onNext:)` with a weakly held `object` handed to the closure, as
    /// in `subscribe(with:onNext:)`: once it is gone, nothing is called.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> any Disposable {
        subscribe(onNext: WeakOwner(object).handing(onNext), onError: StreamHooks.unhandledError)
    }

    private func bind(accept: [(Element) -> Void]) -> any Disposable {
        subscribe(
            onNext: { element in
                for accept in accept { accept(element) }
            },
            onError: StreamHooks.unhandledError)
    }
}
