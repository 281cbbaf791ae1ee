import Stream

/// The one live step of a request's subscription (an attempt in flight, the
/// wait before the next, the wait for a shared run) and its number, behind
/// one lock.
///
/// Steps are numbered because a step's disposable is known only once its
/// `subscribe` or `schedule` returns, and by then the step may be over and
/// the next one begun (a transport that answered at once, a failure that
/// arrived on another thread before `subscribe` returned). Installed under
/// its number, a late disposable is disposed instead of displacing the newer
/// step; after `dispose()`, every step that begins or arrives is disposed.
struct StepSlot {
    private struct State {
        var current: (any Disposable)?
        var number = 0
        var isDisposed = false
    }

    // A `Locked` (a pthread mutex, one allocation), not Synchronization's
    // `Mutex` kept inline: ThreadSanitizer does not see that `Mutex` order
    // its critical sections on Linux and reports races between them (the
    // Stress suite failed about one run in five), and CI runs it with
    // halt_on_error=1.
    private let state = Locked(State())

    /// Opens the next step and returns its number, or `nil` after `dispose()`.
    /// The step before it has ended and is let go.
    func begin() -> Int? {
        let opened: (number: Int, ended: (any Disposable)?)? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.number += 1
            defer { state.current = nil }
            return (state.number, state.current)
        }
        opened?.ended?.dispose()
        return opened?.number
    }

    /// Whether step `number` is still the live one: not disposed, no later
    /// step begun. For a step about to do something that cannot be undone
    /// (send a request) after work that took a while (the adapters).
    func isCurrent(_ number: Int) -> Bool {
        state.withLock { !$0.isDisposed && $0.number == number }
    }

    /// Makes `disposable` the current step if step `number` still is; else
    /// (disposed, or a later step began) disposes it.
    func install(_ disposable: any Disposable, step number: Int) {
        let isCurrent = state.withLock { state in
            guard !state.isDisposed, state.number == number else { return false }
            state.current = disposable
            return true
        }
        if !isCurrent { disposable.dispose() }
    }

    /// Disposes the current step and every later one.
    func dispose() {
        let current: (any Disposable)? = state.withLock { state in
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
