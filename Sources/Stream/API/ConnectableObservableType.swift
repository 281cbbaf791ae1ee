/// A stream that subscribes its source only when `connect()` is called, as
/// RxSwift's protocol of the same name: the extension point for code generic
/// over connectable streams. `ConnectableObservable` (from `publish()`,
/// `replay(_:)`, `multicast(_:)`) conforms, and every conforming type,
/// your own included, gets `refCount()`.
///
/// ```swift
/// func connected<C: ConnectableObservableType>(_ stream: C) -> (C, any Disposable) {
///     (stream, stream.connect())
/// }
/// ```
///
/// See <doc:OperatorsByExample#Connectable-streams> for an example with its output.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result
    /// disconnects it (see `ConnectableObservable.connect()`).
    func connect() -> any Disposable
}

extension ConnectableObservable: ConnectableObservableType {}
