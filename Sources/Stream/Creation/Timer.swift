import Synchronization

extension Observable where Element == Int {
    /// Emits `0` once `dueTime` has passed on `scheduler`, then completes.
    ///
    /// With a `period`, it does not complete: it emits `0` after `dueTime`,
    /// then `1`, `2`, ... every `period` (RxSwift's `timer(_:period:scheduler:)`).
    /// Subscribed at 200 on a `TestScheduler`, `timer(.seconds(10), scheduler:)`
    /// emits `0` and completes at 210.
    public static func timer(
        _ dueTime: Duration, period: Duration? = nil, scheduler: any SchedulerType
    ) -> Observable<Int> {
        TimerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
    }

    /// Emits `0`, `1`, `2`, ... one every `period`, the first one `period`
    /// after subscribing; never completes.
    ///
    /// The dispatch schedulers tick on one dispatch timer (deadlines do not
    /// drift, ticks do not allocate); other schedulers, `TestScheduler`
    /// included, reschedule the next tick `period` after the current one, so
    /// in virtual time the ticks fall on exact multiples of `period` rounded
    /// to whole ticks (`.milliseconds(150)` at a 100 ms resolution ticks
    /// every 2 ticks).
    public static func interval(_ period: Duration, scheduler: any SchedulerType) -> Observable<Int> {
        TimerObservable(dueTime: period, period: period, scheduler: scheduler)
    }
}

final class TimerObservable: Observable<Int> {
    private let dueTime: Duration
    private let period: Duration?
    private let scheduler: any SchedulerType

    init(dueTime: Duration, period: Duration?, scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Int>) -> any Disposable {
        let sink = TimerSink(downstream: observer)
        if let period {
            scheduler.schedulePeriodic(after: dueTime, period: period, register: sink.setUpstream) { sink.tick() }
        } else {
            sink.setUpstream(scheduler.schedule(after: dueTime) { sink.fire() })
        }
        return sink
    }
}

/// Emits the ticks of `timer` and `interval`; its upstream is the scheduled
/// action, so disposing the sink cancels the timer and releases the sink.
final class TimerSink: Sink<Never, Int>, @unchecked Sendable {
    // Ticks never overlap, but successive ones may run on different threads
    // of a dispatch timer without an ordering the sanitizer can see: atomic.
    private let count = Atomic<Int>(0)

    override func onNext(_ element: Never) {}

    /// The one-shot timer fired.
    func fire() {
        forwardNext(0)
        forwardCompleted()
    }

    /// The periodic timer fired.
    func tick() {
        forwardNext(count.wrappingAdd(1, ordering: .relaxed).oldValue)
    }
}
