/// Disposes its underlying disposable once it is disposed itself and every
/// disposable `retain()` handed out is disposed too: a resource shared by
/// several users, released after the last.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let user = shared.retain()
/// shared.dispose()  // connection stays open for `user`
/// user.dispose()    // now it closes
/// ```
public final class RefCountDisposable: Cancelable {
    private struct State {
        var disposable: (any Disposable)?
        var isPrimaryDisposed = false
        var count = 0
    }

    private let state: Locked<State>

    /// Holds `disposable` until this and every retained handle are disposed.
    public init(disposable: any Disposable) {
        state = Locked(State(disposable: disposable))
    }

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A handle that keeps the underlying disposable alive until it is
    /// disposed (once; later calls do nothing). After the underlying
    /// disposable was disposed, a handle that does nothing.
    public func retain() -> any Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        let released = Locked(false)
        return Disposables.create { [self] in
            let first = released.withLock { done -> Bool in
                defer { done = true }
                return !done
            }
            if first { release() }
        }
    }

    /// Marks this disposed; disposes the underlying disposable when no
    /// retained handle is left.
    public func dispose() {
        let underlying = state.withLock { state -> (any Disposable)? in
            guard let disposable = state.disposable, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        underlying?.dispose()
    }

    private func release() {
        let underlying = state.withLock { state -> (any Disposable)? in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        underlying?.dispose()
    }
}
