import Handlers
import Stream
import Synchronization

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

    private enum Call {
        case show, hide

        var other: Call { self == .show ? .hide : .show }
    }

    private struct Entry {
        // Entries are keyed by `ObjectIdentifier`, which a later object may
        // reuse once this one is gone: an entry whose presentable died (its
        // requests were dropped unfinished with their scheduler) is stale.
        weak var presentable: (any Presentable)?
        var count = 0
        // The queued calls. They alternate (a show is queued at 0 -> 1, a hide
        // at 1 -> 0), so the oldest one and how many there are say them all,
        // without an array to allocate.
        var oldestPending: Call = .show
        var pendingCount = 0

        mutating func queue(_ call: Call) {
            if pendingCount == 0 { oldestPending = call }
            pendingCount += 1
        }

        mutating func takeOldest() -> Call? {
            guard pendingCount > 0 else { return nil }
            let call = oldestPending
            pendingCount -= 1
            oldestPending = call.other
            return call
        }

        var isIdle: Bool { count == 0 && pendingCount == 0 }

        /// Whether this entry is `presentable`'s. Mutating only so that it is
        /// called in place: a getter would copy the entry and its weak reference.
        mutating func belongs(to presentable: any Presentable) -> Bool {
            self.presentable === presentable
        }
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
        let queued = entries.withLock { entries in
            let index = Self.liveEntry(of: presentable, in: &entries)
                ?? Self.insertEntry(of: presentable, in: &entries)
            let call = update(&entries.values[index])
            if let call { entries.values[index].queue(call) }
            if entries.values[index].isIdle { entries.remove(at: index) }
            return call != nil
        }
        guard queued else { return }
        // No hop to make: deliver now rather than pay for a scheduled closure.
        if scheduler is ImmediateScheduler {
            deliverOldestCall(to: presentable)
        } else {
            scheduler.schedule { self.deliverOldestCall(to: presentable) }
        }
    }

    /// Delivers the oldest queued call for `presentable` (one per scheduled action).
    private func deliverOldestCall(to presentable: any Presentable) {
        let call: Call? = entries.withLock { entries in
            guard let index = Self.liveEntry(of: presentable, in: &entries) else { return nil }
            let call = entries.values[index].takeOldest()
            if entries.values[index].isIdle { entries.remove(at: index) }
            return call
        }
        switch call {
        case .show: presentable.showLoading()
        case .hide: presentable.hideLoading()
        case nil: break
        }
    }

    // Entries are read and changed in place, by index: copying one out and
    // back costs its weak reference twice.

    /// The index of `presentable`'s entry. A stale entry under the same
    /// identifier (its presentable died) is removed, and `nil` returned.
    private static func liveEntry(
        of presentable: any Presentable, in entries: inout [ObjectIdentifier: Entry]
    ) -> Dictionary<ObjectIdentifier, Entry>.Index? {
        guard let index = entries.index(forKey: ObjectIdentifier(presentable)) else { return nil }
        if entries.values[index].belongs(to: presentable) { return index }
        entries.remove(at: index)
        return nil
    }

    private static func insertEntry(
        of presentable: any Presentable, in entries: inout [ObjectIdentifier: Entry]
    ) -> Dictionary<ObjectIdentifier, Entry>.Index {
        let key = ObjectIdentifier(presentable)
        entries[key] = Entry(presentable: presentable)
        return entries.index(forKey: key)!
    }
}

/// One request's share of the loading count: `begin()` and `end()` each take
/// effect once, and `end()` only after `begin()`, whichever of first element,
/// error, completion or disposal comes first. An `end()` that arrives on
/// another thread while `begin()` is still counting is carried out by
/// `begin()` once it has counted, so the count never goes down before it
/// went up.
final class LoadingToken: Sendable {
    // The phases, in an atomic (not a lock: one allocation per request less).
    private static let idle: UInt8 = 0
    private static let beginning: UInt8 = 1
    private static let endedWhileBeginning: UInt8 = 2
    private static let counting: UInt8 = 3
    private static let ended: UInt8 = 4

    private let counter: LoadingCounter
    // Read-only after init; touched on `scheduler` only through the counter.
    private nonisolated(unsafe) let presentable: any Presentable
    private let scheduler: any SchedulerType
    private let phase = Atomic<UInt8>(LoadingToken.idle)

    init(counter: LoadingCounter = .shared, presentable: any Presentable, scheduler: any SchedulerType) {
        self.counter = counter
        self.presentable = presentable
        self.scheduler = scheduler
    }

    /// Starts counting (once).
    func begin() {
        guard phase.compareExchange(expected: Self.idle, desired: Self.beginning, ordering: .acquiringAndReleasing)
            .exchanged
        else { return }
        counter.begin(presentable, on: scheduler)
        // Fails only when `end()` came meanwhile (it left `endedWhileBeginning`).
        let counted = phase.compareExchange(
            expected: Self.beginning, desired: Self.counting, ordering: .acquiringAndReleasing).exchanged
        if !counted {
            phase.store(Self.ended, ordering: .releasing)
            counter.end(presentable, on: scheduler)
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
                if current == Self.counting { counter.end(presentable, on: scheduler) }
                return
            }
            current = original
        }
    }
}
