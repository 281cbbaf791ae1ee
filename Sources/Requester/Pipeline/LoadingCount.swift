import Handlers
import Stream
import Synchronization

/// Loading, counted per presentable (Docs/ErrorHandling.md, "Loading is
/// counted per presentable"): a `LoadingCount` is one presentable's count,
/// shared by every `Requester` that reports to it, and a `LoadingCount.Share`
/// is one request's part in it.
///
/// - `LoadingCount.of(_:)` finds (or makes) a presentable's count; a
///   `Requester` does so once, when it is made, so a request counts without
///   a lookup.
/// - Each request keeps a `Share` inside its `RequestRun`; `begin()` when it
///   is subscribed, `end()` at its first element, error, completion or
///   disposal, each taking effect once.
/// - The count calls `showLoading()` when it goes 0 -> 1 and `hideLoading()`
///   when it returns to 0, on the scheduler of the request whose begin or
///   end changed it.
///
/// Each change of visibility is queued under the lock, in the order the count
/// changed, and every scheduled action delivers the oldest queued call. So two
/// threads that change the count at once (a request ending on the observe
/// queue while another begins elsewhere) cannot deliver show and hide swapped:
/// on a serial observe scheduler the presentable sees them alternate, and
/// ends in the state the count says.
///
/// Performance: the count is an object (it is shared), found once per
/// requester; the share is a noncopyable value inside the request's run with
/// an atomic for its phase, so a request allocates nothing for loading.
// @unchecked: `state` is guarded by its lock; `presentable` is weak and set once, in init.
final class LoadingCount: @unchecked Sendable {
    private enum Call {
        case show, hide

        var other: Call { self == .show ? .hide : .show }
    }

    private struct State {
        var count = 0
        // The queued calls. They alternate (a show is queued at 0 -> 1, a hide
        // at 1 -> 0), so the oldest one and how many there are say them all,
        // without an array to allocate.
        var oldestPending: Call = .show
        var pendingCount = 0

        var isIdle: Bool { count == 0 && pendingCount == 0 }
    }

    /// Weak: a screen owns its requesters, not the other way round.
    private(set) weak var presentable: (any Presentable)?
    private let state = Locked(State())

    private init(presentable: any Presentable) {
        self.presentable = presentable
    }

    /// `true` while a request counts or a call is on its way.
    var isBusy: Bool { state.withLock { !$0.isIdle } }

    // MARK: Finding a presentable's count

    private struct WeakCount {
        weak var count: LoadingCount?
    }

    /// Every count handed out, weakly, by presentable. The counts are kept
    /// alive by the requesters and requests that use them; this only finds
    /// them. An `ObjectIdentifier` may be reused by a later object once its
    /// presentable is gone, so a count whose presentable died is not handed
    /// out again.
    private static let counts = Locked<[ObjectIdentifier: WeakCount]>([:])

    /// The loading count of `presentable`: the one its other requesters
    /// share, or a new one.
    static func of(_ presentable: any Presentable) -> LoadingCount {
        let key = ObjectIdentifier(presentable)
        return counts.withLock { counts in
            if let count = counts[key]?.count, count.presentable === presentable { return count }
            // Once per requester, not per request: sweep what is gone meanwhile.
            counts = counts.filter { $0.value.count?.presentable != nil }
            let count = LoadingCount(presentable: presentable)
            counts[key] = WeakCount(count: count)
            return count
        }
    }

    // MARK: Counting

    /// Counts one more loading request.
    func begin(on scheduler: any SchedulerType) {
        change(on: scheduler) { state in
            state.count += 1
            return state.count == 1 ? .show : nil
        }
    }

    /// Counts one loading request less.
    func end(on scheduler: any SchedulerType) {
        change(on: scheduler) { state in
            guard state.count > 0 else { return nil }
            state.count -= 1
            return state.count == 0 ? .hide : nil
        }
    }

    private func change(on scheduler: any SchedulerType, _ update: (inout State) -> Call?) {
        let queued = state.withLock { state in
            guard let call = update(&state) else { return false }
            if state.pendingCount == 0 { state.oldestPending = call }
            state.pendingCount += 1
            return true
        }
        guard queued else { return }
        // No hop to make: deliver now rather than pay for a scheduled closure.
        if scheduler.isImmediate {
            deliverOldestCall()
        } else {
            scheduler.schedule { self.deliverOldestCall() }
        }
    }

    /// Delivers the oldest queued call (one per scheduled action) to the
    /// presentable, if it still lives.
    private func deliverOldestCall() {
        let call: Call? = state.withLock { state in
            guard state.pendingCount > 0 else { return nil }
            let call = state.oldestPending
            state.pendingCount -= 1
            state.oldestPending = call.other
            return call
        }
        // A presentable already gone has nobody to tell; the call is dealt with all the same.
        guard let call, let presentable else { return }
        switch call {
        case .show: presentable.showLoading()
        case .hide: presentable.hideLoading()
        }
    }
}
