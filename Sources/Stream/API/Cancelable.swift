/// A disposable that tells whether it was disposed.
///
/// `CompositeDisposable` and `SerialDisposable` conform.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension CompositeDisposable: Cancelable {}

extension SerialDisposable: Cancelable {}
