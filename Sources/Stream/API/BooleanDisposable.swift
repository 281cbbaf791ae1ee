/// A disposable that does nothing but remember that it was disposed: a flag
/// that work in progress checks to stop early.
///
/// ```swift
/// let cancel = BooleanDisposable()
/// queue.async { for item in items where !cancel.isDisposed { process(item) } }
/// return cancel
/// ```
public final class BooleanDisposable: Cancelable {
    private let disposed: Locked<Bool>

    /// A disposable not yet disposed.
    public init() {
        disposed = Locked(false)
    }

    /// A disposable that starts as `isDisposed` says.
    public init(isDisposed: Bool) {
        disposed = Locked(isDisposed)
    }

    /// `true` once `dispose()` has been called (or from the start, for
    /// `init(isDisposed: true)`).
    public var isDisposed: Bool { disposed.withLock { $0 } }

    /// Sets `isDisposed`.
    public func dispose() {
        disposed.withLock { $0 = true }
    }
}
