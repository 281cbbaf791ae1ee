/// Holds one disposable, set once, possibly after this is handed out:
/// disposing before the set disposes the disposable as soon as it is set.
///
/// Setting a second disposable stops the program, as in RxSwift: it is a
/// programming error, not a runtime condition.
///
/// ```swift
/// let subscription = SingleAssignmentDisposable()
/// subscription.setDisposable(source.subscribe(onNext: { _ in subscription.dispose() }))
/// ```
public final class SingleAssignmentDisposable: Cancelable {
    private struct State {
        var disposable: (any Disposable)?
        var isSet = false
        var isDisposed = false
    }

    private let state = Locked(State())

    /// A disposable with nothing set yet.
    public init() {}

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Sets the disposable to hold; disposes it at once when this was
    /// already disposed. Call it once.
    public func setDisposable(_ disposable: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.isSet, "SingleAssignmentDisposable.setDisposable called twice")
            state.isSet = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the held disposable (or the one set later), once.
    public func dispose() {
        let held = state.withLock { state -> (any Disposable)? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        held?.dispose()
    }
}
