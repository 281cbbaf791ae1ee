// The ways into `Infallible`: each says what takes an error's place.
extension ObservableConvertibleType {
    /// This stream as an `Infallible`: an error becomes `element`, then the
    /// completion.
    ///
    /// ```swift
    /// fetchCount().asInfallible(onErrorJustReturn: 0)  // 3, or 0 on failure
    /// ```
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This stream as an `Infallible`: on an error, it goes on with `infallible`.
    ///
    /// ```swift
    /// fetchNames().asInfallible(onErrorFallbackTo: Infallible.of("cached"))
    /// ```
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This stream as an `Infallible`: on an error, it goes on with the
    /// `Infallible` that `onErrorRecover` makes of that error.
    ///
    /// ```swift
    /// fetchNames().asInfallible(onErrorRecover: { _ in cachedNames.asInfallible(onErrorJustReturn: "") })
    /// ```
    public func asInfallible(onErrorRecover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
