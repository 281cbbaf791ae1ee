/// Anything that can be seen as an `Observable`: streams, subjects, relays
/// and the traits (`Single`, `Maybe`, `Completable`).
///
/// RxSwift's extension point for code that accepts any of them: write
/// `extension ObservableConvertibleType where Element == User { ... }` or
/// `init<Source: ObservableConvertibleType>(_ source: Source)`, and call
/// `asObservable()` inside.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// The events as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
