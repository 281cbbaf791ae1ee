import Handlers
import Stream

/// Counts loading requests per presentable, across every `Requester`:
/// `showLoading()` when a presentable's count goes 0 -> 1, `hideLoading()`
/// when it returns to 0. Calls are made on the scheduler each request named.
final class LoadingCounter: Sendable {
    static let shared = LoadingCounter()

    private let counts = Locked<[ObjectIdentifier: Int]>([:])

    /// Counts one more loading request for `presentable`.
    fileprivate func begin(_ presentable: any Presentable, on scheduler: any SchedulerType) {
        let key = ObjectIdentifier(presentable)
        let isFirst = counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key] == 1
        }
        if isFirst { scheduler.schedule { presentable.showLoading() } }
    }

    /// Counts one loading request less for `presentable`.
    fileprivate func end(_ presentable: any Presentable, on scheduler: any SchedulerType) {
        let key = ObjectIdentifier(presentable)
        let isLast = counts.withLock { counts in
            let remaining = (counts[key] ?? 1) - 1
            counts[key] = remaining > 0 ? remaining : nil
            return remaining == 0
        }
        if isLast { scheduler.schedule { presentable.hideLoading() } }
    }
}

/// One request's share of the loading count: `begin()` and `end()` each take
/// effect once, and `end()` only after `begin()`, whichever of first element,
/// error, completion or disposal comes first.
final class LoadingToken: Sendable {
    private enum Phase { case idle, counting, ended }

    private let counter: LoadingCounter
    // Read-only after init; touched on `scheduler` only through the counter.
    private nonisolated(unsafe) let presentable: any Presentable
    private let scheduler: any SchedulerType
    private let phase = Locked(Phase.idle)

    init(counter: LoadingCounter = .shared, presentable: any Presentable, scheduler: any SchedulerType) {
        self.counter = counter
        self.presentable = presentable
        self.scheduler = scheduler
    }

    /// Starts counting (once).
    func begin() {
        let starts = phase.withLock { phase in
            guard phase == .idle else { return false }
            phase = .counting
            return true
        }
        if starts { counter.begin(presentable, on: scheduler) }
    }

    /// Stops counting (once, and only if counting began).
    func end() {
        let ends = phase.withLock { phase in
            defer { phase = .ended }
            return phase == .counting
        }
        if ends { counter.end(presentable, on: scheduler) }
    }
}
