/// A type that is or can be seen as a `SharedSequence`; the extension point
/// of the `Driver` and `Signal` operators, as in RxCocoa.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// How the sequence delivers and shares.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The shared sequence itself.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as a plain observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
