import Foundation

/// A scheduler whose clock is virtual, as RxSwift's base class of the same
/// name: scheduled actions wait in time order (equal times in the order
/// scheduled) until `start()` or `advanceTo(_:)` runs them, moving the clock
/// to each action's time, with no real waiting. `Converter` says what a time
/// and an interval are (`HistoricalScheduler` uses dates; a converter of your
/// own can count ticks). `now` is the clock as a date, so time operators
/// (`delay`, `timer`, `debounce`) work on it.
///
/// Subclasses may override `adjustScheduledTime(_:)` to move the times
/// actions are scheduled for. Use one scheduler from one thread at a time;
/// actions run on the thread that calls `start()` or `advanceTo(_:)`.
/// `TestScheduler` is this package's own virtual-time scheduler, in ticks,
/// and not a subclass.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TenSecondTicks())
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
///     print(scheduler.clock)  // 2
///     return Disposables.create()
/// }
/// scheduler.start()
/// ```
// @unchecked: the mutable state is the `state` lock; `converter` never
// changes, and only its functions are called.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// A point in this scheduler's time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of this scheduler's time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private struct State {
        var clock: VirtualTime
        var isRunning = false
        var queue: VirtualSchedulerQueue<VirtualTime>
        var nextID = 0
    }

    private let converter: Converter
    private let state: Locked<State>

    /// A scheduler whose clock starts at `initialClock`, read through `converter`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        state = Locked(State(clock: initialClock, queue: VirtualSchedulerQueue(compare: converter.compareVirtualTime)))
    }

    /// The current virtual time.
    public var clock: VirtualTime { state.withLock { $0.clock } }

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Runs `action` with `state` at the current virtual time (after what
    /// is already due then), through `adjustScheduledTime(_:)`.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleRelative(seconds: 0) { action(state) }
    }

    /// Runs `action` at the current virtual time.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        scheduleRelative(seconds: 0) {
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` `delay` later in virtual time.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        let (seconds, attoseconds) = delay.components
        return scheduleRelative(seconds: TimeInterval(seconds) + TimeInterval(attoseconds) * 1e-18) {
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` with `state` `dueTime` after `now`: the date is
    /// converted to virtual time, then passed through
    /// `adjustScheduledTime(_:)`. A `dueTime` of `.never` never runs it.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard let delay = Duration(rxTimeInterval: dueTime) else { return Disposables.create() }
        let (seconds, attoseconds) = delay.components
        return scheduleRelative(seconds: TimeInterval(seconds) + TimeInterval(attoseconds) * 1e-18) {
            action(state)
        }
    }

    /// Runs `action` with `state` `dueTime` virtual units after the clock,
    /// without `adjustScheduledTime(_:)`.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Runs `action` with `state` at virtual time `time` (at once when the
    /// clock runs next, if `time` has passed). Disposing the result before
    /// it ran cancels it; after, it disposes what `action` returned.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let item = self.state.withLock { scheduler in
            defer { scheduler.nextID += 1 }
            let item = VirtualSchedulerItem(time: time, id: scheduler.nextID) { action(state) }
            scheduler.queue.enqueue(item)
            return item
        }
        return item
    }

    /// The time an action scheduled for `time` through `schedule` or
    /// `scheduleRelative` runs at: `time` itself unless overridden.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs the scheduled actions in time order, moving the clock forward to
    /// each one's time (never back), until none is left or `stop()` is
    /// called, including the actions they schedule. Does nothing if the
    /// scheduler is already running.
    public func start() {
        let alreadyRunning = state.withLock { scheduler -> Bool in
            if scheduler.isRunning { return true }
            scheduler.isRunning = true
            return false
        }
        guard !alreadyRunning else { return }
        while let next = takeNext(notAfter: nil) {
            next.invoke()
        }
        state.withLock { $0.isRunning = false }
    }

    /// Runs the actions due up to `virtualTime` as `start()` does, then sets
    /// the clock to `virtualTime`. Calling it while the scheduler runs is a
    /// programming error.
    public func advanceTo(_ virtualTime: VirtualTime) {
        state.withLock { scheduler in
            precondition(!scheduler.isRunning, "Scheduler is already running")
            scheduler.isRunning = true
        }
        while let next = takeNext(notAfter: virtualTime) {
            next.invoke()
        }
        state.withLock { scheduler in
            scheduler.clock = virtualTime
            scheduler.isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running
    /// anything; moving it back is a programming error.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        state.withLock { scheduler in
            let sleepTo = converter.offsetVirtualTime(scheduler.clock, offset: virtualInterval)
            precondition(
                converter.compareVirtualTime(sleepTo, scheduler.clock) != .lessThan, "Can't sleep to past.")
            scheduler.clock = sleepTo
        }
    }

    /// Ends the run of `start()` or `advanceTo(_:)` after the current action.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Schedules through `adjustScheduledTime(_:)`, `seconds` after `now`.
    private func scheduleRelative(seconds: TimeInterval, _ action: @escaping () -> any Disposable) -> any Disposable {
        let time = converter.convertToVirtualTime(now.addingTimeInterval(seconds))
        return scheduleAbsoluteVirtual((), time: adjustScheduledTime(time)) { _ in action() }
    }

    /// While running, removes the earliest live action (due by `limit`, if
    /// given) and moves the clock forward to its time.
    private func takeNext(notAfter limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        state.withLock { scheduler in
            guard scheduler.isRunning, let next = scheduler.queue.peekLive() else { return nil }
            if let limit, converter.compareVirtualTime(next.time, limit) == .greaterThan { return nil }
            scheduler.queue.removeFirst()
            if converter.compareVirtualTime(next.time, scheduler.clock) == .greaterThan {
                scheduler.clock = next.time
            }
            return next
        }
    }
}
