extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers` to the driver; `subscribe` that says it binds
    /// UI state. A driver never fails, so they see elements and completion.
    ///
    ///     viewModel.title.drive(titleObserver).disposed(by: bag)
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optionals, each element wrapped.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends each element to `relays`; completion is not forwarded.
    ///
    ///     viewModel.count.drive(countRelay).disposed(by: bag)
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, wrapped, to `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`; completion is not forwarded.
    public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, wrapped, to `relays`.
    public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver, as an observable, to `transformation` and returns
    /// what it returns (a binder function's subscription).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Hands the driver to a curried binder, then `curriedArgument` to what
    /// that returns.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes closures, each optional, handing them `object` without
    /// keeping it: once it is gone, none is called. No `onError`: a driver
    /// never fails.
    ///
    ///     viewModel.title.drive(with: self, onNext: { owner, title in owner.show(title) })
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures, each optional; `onDisposed` runs once, after
    /// completion or on disposal. No `onError`: a driver never fails.
    ///
    ///     viewModel.title.drive(onNext: { label.text = $0 }).disposed(by: bag)
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores what arrives.
    public func drive() -> any Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
