import Synchronization

/// Holds one disposable at a time: assigning a new one disposes the previous;
/// assigning after `dispose()` disposes the new one at once.
public final class SerialDisposable: Disposable {
    private struct State {
        var current: (any Disposable)?
        var isDisposed = false
    }

    private let state = Locked(State())

    /// An empty serial disposable.
    public init() {}

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The disposable held now. Setting it disposes the previous one, or the
    /// new one when this serial disposable is already disposed.
    public var disposable: any Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let previous: (any Disposable)? = state.withLock { state in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            previous?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let current: (any Disposable)? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
