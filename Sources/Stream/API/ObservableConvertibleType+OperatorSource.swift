extension ObservableConvertibleType {
    /// This value as the `Observable` an operator is built on: itself when it
    /// is an `Observable` (a subject, relay or testable observable included),
    /// otherwise `asObservable()`.
    ///
    /// Every operator is declared once, on `ObservableType`, and builds its
    /// node on this. Once the operator is specialized for an `Observable`
    /// receiver the cast folds away, so an `Observable` chain is built exactly
    /// as `Observable`'s own methods build it: no call to `asObservable()`,
    /// no wrapper between the operator and its source.
    @inlinable @inline(__always)
    func operatorSource() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return asObservable()
    }
}
