extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers` to the signal; `subscribe` that says it binds
    /// events. A signal never fails, so they see elements and completion.
    ///
    ///     viewModel.alerts.emit(to: alertObserver).disposed(by: bag)
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optionals, each element wrapped.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends each element to `relays`; completion is not forwarded.
    ///
    ///     viewModel.taps.emit(to: tapRelay).disposed(by: bag)
    public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, wrapped, to `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`; completion is not forwarded.
    public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, wrapped, to `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to `relays`; completion is not forwarded.
    public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element, wrapped, to `relays`.
    public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures, each optional, handing them `object` without
    /// keeping it: once it is gone, none is called. No `onError`: a signal
    /// never fails.
    ///
    ///     viewModel.alerts.emit(with: self, onNext: { owner, alert in owner.show(alert) })
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures, each optional; `onDisposed` runs once, after
    /// completion or on disposal. No `onError`: a signal never fails.
    ///
    ///     viewModel.alerts.emit(onNext: { show($0) }).disposed(by: bag)
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores what arrives.
    public func emit() -> any Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
