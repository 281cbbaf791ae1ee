import Handlers
import Stream

/// Counts loading requests per presentable, across every `Requester`:
/// `showLoading()` when a presentable's count goes 0 -> 1, `hideLoading()`
/// when it returns to 0. Calls are made on the scheduler of the request whose
/// begin or end changed the count.
///
/// Each change of visibility is queued under the lock, in the order the count
/// changed, and every scheduled action delivers the oldest queued call. So two
/// threads that change the count at once (a request ending on the observe
/// queue while another begins elsewhere) cannot deliver show and hide swapped:
/// on a serial observe scheduler the presentable sees them alternate, and
/// ends in the state the count says.
final class LoadingCounter: Sendable {
    static let shared = LoadingCounter()

    private enum Call { case show, hide }

    private struct Entry {
        // Entries are keyed by `ObjectIdentifier`, which a later object may
        // reuse once this one is gone: an entry whose presentable died (its
        // requests were dropped unfinished with their scheduler) is stale.
        weak var presentable: (any Presentable)?
        var count = 0
        var pending: [Call] = []
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// How many presentables have an entry (a count or a call on its way).
    var trackedPresentables: Int { entries.withLock { $0.count } }

    /// Counts one more loading request for `presentable`.
    fileprivate func begin(_ presentable: any Presentable, on scheduler: any SchedulerType) {
        change(presentable, on: scheduler) { entry in
            entry.count += 1
            return entry.count == 1 ? .show : nil
        }
    }

    /// Counts one loading request less for `presentable`.
    fileprivate func end(_ presentable: any Presentable, on scheduler: any SchedulerType) {
        change(presentable, on: scheduler) { entry in
            guard entry.count > 0 else { return nil }
            entry.count -= 1
            return entry.count == 0 ? .hide : nil
        }
    }

    private func change(
        _ presentable: any Presentable, on scheduler: any SchedulerType, _ update: (inout Entry) -> Call?
    ) {
        let key = ObjectIdentifier(presentable)
        let queued = entries.withLock { entries in
            var entry = entries[key].flatMap { $0.presentable === presentable ? $0 : nil }
                ?? Entry(presentable: presentable)
            let call = update(&entry)
            if let call { entry.pending.append(call) }
            entries[key] = entry.count == 0 && entry.pending.isEmpty ? nil : entry
            return call != nil
        }
        if queued { scheduler.schedule { self.deliverOldestCall(to: presentable) } }
    }

    /// Delivers the oldest queued call for `presentable` (one per scheduled action).
    private func deliverOldestCall(to presentable: any Presentable) {
        let key = ObjectIdentifier(presentable)
        let call: Call? = entries.withLock { entries in
            guard var entry = entries[key], entry.presentable === presentable, !entry.pending.isEmpty else {
                return nil
            }
            let call = entry.pending.removeFirst()
            entries[key] = entry.count == 0 && entry.pending.isEmpty ? nil : entry
            return call
        }
        switch call {
        case .show: presentable.showLoading()
        case .hide: presentable.hideLoading()
        case nil: break
        }
    }
}

/// One request's share of the loading count: `begin()` and `end()` each take
/// effect once, and `end()` only after `begin()`, whichever of first element,
/// error, completion or disposal comes first. An `end()` that arrives on
/// another thread while `begin()` is still counting is carried out by
/// `begin()` once it has counted, so the count never goes down before it
/// went up.
final class LoadingToken: Sendable {
    private enum Phase { case idle, beginning, endedWhileBeginning, counting, ended }

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
            phase = .beginning
            return true
        }
        guard starts else { return }
        counter.begin(presentable, on: scheduler)
        let endedMeanwhile = phase.withLock { phase in
            if phase == .endedWhileBeginning {
                phase = .ended
                return true
            }
            phase = .counting
            return false
        }
        if endedMeanwhile { counter.end(presentable, on: scheduler) }
    }

    /// Stops counting (once, and only if counting began).
    func end() {
        let ends = phase.withLock { phase in
            switch phase {
            case .counting:
                phase = .ended
                return true
            case .beginning:
                phase = .endedWhileBeginning
                return false
            case .idle, .endedWhileBeginning, .ended:
                if phase == .idle { phase = .ended }
                return false
            }
        }
        if ends { counter.end(presentable, on: scheduler) }
    }
}
