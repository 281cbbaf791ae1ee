extension BehaviorRelay {
    /// The relay as a `Driver`: its current value first, then each accepted
    /// one, on the driver's scheduler (a relay never fails).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().hopEachEvent(to: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: each value accepted while subscribed, on the
    /// signal's scheduler (a relay never fails).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().hopEachEvent(to: SignalSharingStrategy.scheduler))
    }
}
