import Foundation
import Synchronization

/// Virtual time, counted in ticks.
public typealias TestTime = Int

/// A scheduler whose clock only moves when you tell it to: RxTest's
/// `TestScheduler`, for testing time-based code instantly and repeatably.
///
/// One tick is `resolution` long (one second by default), so
/// `timer(.seconds(10), scheduler:)` subscribed at 200 fires at 210. Delays are
/// rounded to the nearest tick, as in RxTest, and a time too far ahead for
/// `TestTime` is `TestTime.max`, as the dispatch schedulers clamp theirs. An
/// action scheduled for "now" runs at the current clock, after the actions
/// already due at that time. Actions run on the thread that drives the clock
/// (`start`, `advanceTo`), one at a time, with no lock held.
///
/// RxTest's extra processing tick (an action scheduled for "now" or
/// earlier runs one tick later) is there on request:
/// `TestScheduler(initialClock: 0, simulateProcessingDelay: true)`.
public final class TestScheduler: SchedulerType {
    private let queue: Locked<VirtualTimeQueue>
    private let clockValue: Atomic<Int>
    private let stopped = Atomic<Bool>(false)
    /// Set while `start` or `advanceTo` runs actions: actions run one at a
    /// time, so a run is never started from inside one (RxTest's rule).
    private let running = Atomic<Bool>(false)

    /// The length of one tick.
    public let resolution: Duration

    /// Whether an action scheduled for the current clock or earlier runs
    /// one tick later (RxTest's default) instead of at the current clock.
    public let simulateProcessingDelay: Bool

    /// A scheduler whose clock starts at `initialClock`; one tick lasts
    /// `resolution`. With `simulateProcessingDelay` (`false` by default, the
    /// timing described above), an action scheduled for the current clock or
    /// earlier runs at the next tick, as RxTest's default does.
    public init(initialClock: TestTime = 0, resolution: Duration = .seconds(1), simulateProcessingDelay: Bool = false) {
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        self.clockValue = Atomic(initialClock)
        self.queue = Locked(VirtualTimeQueue())
    }

    /// RxTest's form: one tick lasts `resolution` seconds (a tick of 0.1 is
    /// 100 ms). `simulateProcessingDelay` defaults to `false`, keeping this
    /// package's timing; RxTest defaults it to `true` (see the other init).
    public convenience init(initialClock: TestTime = 0, resolution: TimeInterval, simulateProcessingDelay: Bool = false) {
        self.init(
            initialClock: initialClock, resolution: .seconds(resolution),
            simulateProcessingDelay: simulateProcessingDelay)
    }

    /// The current virtual time, in ticks.
    public var clock: TestTime { clockValue.load(ordering: .acquiring) }

    /// The current virtual time as a date: `clock` ticks after 1970-01-01.
    public var now: Date {
        Date(timeIntervalSince1970: Double(clock) * resolution.timeInterval)
    }

    /// The number of ticks closest to `duration` (never negative).
    public func ticks(for duration: Duration) -> TestTime {
        // Exact integer arithmetic: 150 ms at a 100 ms resolution is 1.5 ticks, rounded up to 2.
        let value = duration.attosecondCount, tick = resolution.attosecondCount
        guard value > 0, tick > 0 else { return 0 }
        return Int(clamping: (2 * value + tick) / (2 * tick))
    }

    /// Runs `action` at virtual time `time`. A time before the clock runs at
    /// the current clock, before the actions due now (it is the earliest);
    /// the clock never goes back. With `simulateProcessingDelay`, a time at
    /// or before the clock runs at the next tick instead.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> any Disposable {
        let clock = self.clock
        let due = simulateProcessingDelay && time <= clock ? clock + 1 : time
        let item = ScheduledItem(time: due, action: action)
        queue.withLock { $0.insert(item) }
        return item
    }

    /// Runs `action` at the current clock, after the actions already due.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        scheduleAt(clock, action: action)
    }

    /// Runs `action` `delay` later in virtual time.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        scheduleAt(clockAdvanced(by: ticks(for: delay)), action: action)
    }

    /// Runs every action due up to `time`, in order, then sets the clock to
    /// `time` (also when `stop()` ended the run early; a time before the
    /// clock leaves it where it is).
    ///
    /// - Precondition: not called from inside an action of this scheduler
    ///   (RxTest stops there too: the action that called it has not finished).
    public func advanceTo(_ time: TestTime) {
        precondition(
            !running.load(ordering: .acquiring),
            "TestScheduler.advanceTo(_:) was called from inside one of its own actions")
        run(until: time)
        if clock < time { clockValue.store(time, ordering: .releasing) }
    }

    /// Moves the clock forward by `delay`, running what falls due on the way.
    public func advance(by delay: Duration) {
        advanceTo(clockAdvanced(by: ticks(for: delay)))
    }

    /// Moves the clock to `time` without running anything (RxTest's
    /// `sleep`, which takes a number of ticks from the current clock).
    func setClock(_ time: TestTime) {
        clockValue.store(time, ordering: .releasing)
    }

    /// Runs actions in time order until nothing is scheduled or `stop()` is
    /// called. Called from inside one of its own actions, it does nothing,
    /// as in RxTest: the run that called that action goes on.
    public func start() {
        guard !running.load(ordering: .acquiring) else { return }
        run(until: nil)
    }

    /// Stops `start()` or `advanceTo(_:)` after the action that is running.
    public func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// The clock `ticks` later, or `TestTime.max` if that is further than it counts.
    private func clockAdvanced(by ticks: TestTime) -> TestTime {
        let (time, overflow) = clock.addingReportingOverflow(ticks)
        return overflow ? .max : time
    }

    private func run(until limit: TestTime?) {
        stopped.store(false, ordering: .releasing)
        running.store(true, ordering: .releasing)
        defer { running.store(false, ordering: .releasing) }
        while !stopped.load(ordering: .acquiring) {
            guard let item = queue.withLock({ $0.popFirst(notAfter: limit) }) else { return }
            if item.time > clock { clockValue.store(item.time, ordering: .releasing) }
            item.run()
        }
    }
}
