/// A disposable that tells whether it was disposed.
///
/// `CompositeDisposable`, `SerialDisposable`, `BooleanDisposable`,
/// `SingleAssignmentDisposable`, `RefCountDisposable` and
/// `ScheduledDisposable` conform.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension CompositeDisposable: Cancelable {}

extension SerialDisposable: Cancelable {}
