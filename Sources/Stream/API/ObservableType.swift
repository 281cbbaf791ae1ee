/// A stream that can be subscribed: RxSwift's extension point for operators.
///
/// `Observable` and its subclasses (subjects, relays, `TestableObservable`,
/// `ConnectableObservable`) conform. A type of your own conforms by
/// implementing `subscribe(_:)`; every operator then works on it, through
/// `asObservable()` (an `Observable` whose subscriptions call `subscribe(_:)`):
///
/// ```swift
/// struct Ticks: ObservableType {
///     typealias Element = Int
///
///     func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
///     where Observer.Element == Int {
///         observer.onNext(1)
///         observer.onCompleted()
///         return Disposables.create()
///     }
/// }
/// Ticks().map { $0 * 10 }.subscribe(onNext: { print($0) })  // 10
/// ```
///
/// Extensions written as `extension ObservableType where Element == Int`
/// apply to all of them. On an `Observable` the operators are its own
/// methods, called directly; the protocol's forms forward to them.
///
/// See <doc:OperatorsByExample#Your-own-types-on-the-protocols> for an example with its output.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes `observer`; it receives events until the stream ends or the
    /// returned disposable is disposed. The events follow the grammar
    /// `next* (error | completed)?`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// An `Observable` whose every subscription subscribes to this stream
    /// through `subscribe(_:)`, keeping the grammar whatever this type sends.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

extension Observable: ObservableType {}
