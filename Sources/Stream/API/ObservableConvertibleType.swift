/// Anything that can be seen as an `Observable`: streams, subjects, relays
/// and the traits (`Single`, `Maybe`, `Completable`).
///
/// RxSwift's extension point for code that accepts any of them: write
/// `extension ObservableConvertibleType where Element == User { ... }` or
/// `init<Source: ObservableConvertibleType>(_ source: Source)`, and call
/// `asObservable()` inside.
///
/// ```swift
/// func doubled<S: ObservableConvertibleType>(_ source: S) -> Observable<Int> where S.Element == Int {
///     source.asObservable().map { $0 * 2 }
/// }
/// _ = doubled(Single.just(21)).subscribe(onNext: { print($0) })  // 42
/// ```
///
/// See <doc:OperatorsByExample#Your-own-types-on-the-protocols> for an example with its output.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// The events as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
