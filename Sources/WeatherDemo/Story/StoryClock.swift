import Stream

/// The time the story is told in: how long since it began, on the clock the
/// requests run on (virtual time under `--virtual`, the wall clock otherwise).
struct StoryClock: Sendable {
    private let read: @Sendable () -> Duration

    /// Virtual time: `scheduler`'s clock, in its resolution, since tick 0.
    static func virtual(_ scheduler: TestScheduler) -> StoryClock {
        StoryClock { scheduler.resolution * scheduler.clock }
    }

    /// Wall-clock time since this call.
    static func wallClock() -> StoryClock {
        let start = ContinuousClock.now
        return StoryClock { ContinuousClock.now - start }
    }

    /// Time since the story began.
    var elapsed: Duration { read() }
}
