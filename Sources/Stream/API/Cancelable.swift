/// A disposable that tells whether it was disposed.
///
/// `CompositeDisposable`, `SerialDisposable`, `BooleanDisposable`,
/// `SingleAssignmentDisposable`, `RefCountDisposable` and
/// `ScheduledDisposable` conform.
///
/// See <doc:OperatorsByExample#Disposables-that-know-they-were-disposed> for an example with its output.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension CompositeDisposable: Cancelable {}

extension SerialDisposable: Cancelable {}
