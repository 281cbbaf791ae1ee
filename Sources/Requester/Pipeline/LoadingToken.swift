import Handlers
import Stream
import Synchronization

/// One request's share of its presentable's loading count: `begin()` and
/// `end()` each take effect once, and `end()` only after `begin()`, whichever
/// of first element, error, completion or disposal comes first. An `end()`
/// that arrives on another thread while `begin()` is still counting is
/// carried out by `begin()` once it has counted, so the count never goes down
/// before it went up.
///
/// A noncopyable value kept inside its request's run rather than an object
/// of its own: one allocation per request less. Its atomic is what makes it
/// noncopyable (there is one phase per share).
struct LoadingToken: ~Copyable, Sendable {
    // The phases, in an atomic (not a lock, which would be an allocation).
    private static let idle: UInt8 = 0
    private static let beginning: UInt8 = 1
    private static let endedWhileBeginning: UInt8 = 2
    private static let counting: UInt8 = 3
    private static let ended: UInt8 = 4

    private let count: PresentableLoading
    private let scheduler: any SchedulerType
    private let phase = Atomic<UInt8>(LoadingToken.idle)

    /// A share of `count`, a presentable's loading count, reported on `scheduler`.
    /// (It holds no presentable: the count reaches its presentable weakly.)
    init(count: PresentableLoading, scheduler: any SchedulerType) {
        self.count = count
        self.scheduler = scheduler
    }

    /// Starts counting (once).
    func begin() {
        guard phase.compareExchange(expected: Self.idle, desired: Self.beginning, ordering: .acquiringAndReleasing)
            .exchanged
        else { return }
        count.begin(on: scheduler)
        // Fails only when `end()` came meanwhile (it left `endedWhileBeginning`).
        let counted = phase.compareExchange(
            expected: Self.beginning, desired: Self.counting, ordering: .acquiringAndReleasing).exchanged
        if !counted {
            phase.store(Self.ended, ordering: .releasing)
            count.end(on: scheduler)
        }
    }

    /// Stops counting (once, and only if counting began).
    func end() {
        var current = phase.load(ordering: .acquiring)
        while true {
            let next: UInt8
            switch current {
            case Self.counting, Self.idle: next = Self.ended
            case Self.beginning: next = Self.endedWhileBeginning
            default: return  // endedWhileBeginning, ended
            }
            let (exchanged, original) = phase.compareExchange(
                expected: current, desired: next, ordering: .acquiringAndReleasing)
            if exchanged {
                if current == Self.counting { count.end(on: scheduler) }
                return
            }
            current = original
        }
    }
}
