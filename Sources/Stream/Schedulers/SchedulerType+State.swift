extension SchedulerType {
    /// `ImmediateSchedulerType`'s form: runs `action` with `state` through
    /// `schedule(_:)`. Disposing the result before it ran cancels it; after,
    /// it disposes the disposable `action` returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let disposables = CompositeDisposable()
        disposables.insert(schedule { disposables.insert(action(state)) })
        return disposables
    }

    /// RxSwift's form of a delayed action: runs `action` with `state` after
    /// `dueTime` through `schedule(after:_:)`. Disposing the result before it
    /// ran cancels it; after, it disposes the disposable `action` returned.
    /// A `dueTime` of `.never` never runs it.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard let delay = Duration(rxTimeInterval: dueTime) else { return Disposables.create() }
        let disposables = CompositeDisposable()
        disposables.insert(schedule(after: delay) { disposables.insert(action(state)) })
        return disposables
    }

    /// RxSwift's periodic form: runs `action` after `startAfter`, then every
    /// `period`, each run given the state the previous one returned (the
    /// first gets `state`), until the result is disposed; runs never overlap.
    /// `.never` for either interval never runs it.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        guard let dueTime = Duration(rxTimeInterval: startAfter), let period = Duration(rxTimeInterval: period) else { return Disposables.create() }
        let current = PeriodicState(state)
        var result: any Disposable = Disposables.create()
        schedulePeriodic(after: dueTime, period: period, register: { result = $0 }) {
            current.value = action(current.value)
        }
        return result
    }
}

/// The state a periodic action hands from one run to the next; the runs
/// never overlap, so one run at a time reads and writes it.
private final class PeriodicState<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}
