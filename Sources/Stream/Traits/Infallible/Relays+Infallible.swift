// The relays as `Infallible`s, as RxRelay's `asInfallible()`: a relay never
// fails and never completes.
extension BehaviorRelay {
    /// The relay as an `Infallible`: its current value first, then each
    /// accepted one.
    ///
    /// ```swift
    /// let names: Infallible<String> = currentName.asInfallible()
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// The relay as an `Infallible`: each value accepted while subscribed.
    ///
    /// ```swift
    /// let taps: Infallible<Void> = tapRelay.asInfallible()
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered values first, then each
    /// accepted one.
    ///
    /// ```swift
    /// let recent: Infallible<String> = recentNames.asInfallible()
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
