/// Runs work on the calling thread, after the work already scheduled on it:
/// RxSwift's trampoline.
///
/// The first `schedule` on a thread where none runs starts the trampoline
/// and runs its action at once; an action scheduled while the trampoline
/// runs (from inside another action, or inside a `subscribe`) waits in a
/// first-in first-out queue, and the code that started the trampoline runs
/// the queue before it returns. So recursion becomes a loop, and work queued
/// on one thread runs in the order it was scheduled:
///
/// ```swift
/// var order: [Int] = []
/// _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///     _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///         order.append(2)
///         return Disposables.create()
///     }
///     order.append(1)
///     return Disposables.create()
/// }
/// // order == [1, 2]
/// ```
///
/// As in RxSwift, a subscribe made where no trampoline runs starts one, and
/// `of`, `from`, `range`, `repeatElement` and `generate` emit through it.
///
/// See <doc:OperatorsByExample#Trampoline-order> for an example with its output.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The one current-thread scheduler.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on the calling thread: a `schedule`
    /// made now runs at once, inside the call. `false` inside a scheduled
    /// action or a subscribe.
    public static var isScheduleRequired: Bool { !Trampoline.isRunning }

    /// Runs `action` with `state` on the calling thread's trampoline: at once
    /// when none runs (the returned disposable is then the one `action`
    /// returned), otherwise after the work already queued. Disposing the
    /// result before the action ran cancels it; after, it disposes what
    /// `action` returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            return Trampoline.run { action(state) }
        }
        let task = CurrentThreadAction(state: state, action: action)
        Trampoline.schedule(task)
        return task
    }
}

/// An action queued on the trampoline by `CurrentThreadScheduler`: the
/// disposable `schedule` returns.
// @unchecked: `action` is read and cleared only on the trampoline's thread,
// once; the slot's atomic word orders the disposable with `dispose()`.
private final class CurrentThreadAction<State>: DisposableSlot, TrampolineTask, Disposable, @unchecked Sendable {
    private var action: ((State) -> any Disposable)?
    private let state: State

    init(state: State, action: @escaping (State) -> any Disposable) {
        self.state = state
        self.action = action
    }

    func runOnTrampoline() {
        guard let action, !isReleased else { return }
        self.action = nil
        fillSlot(action(state))
    }

    func dispose() {
        _ = releaseSlot()
    }
}
