import Handlers
import Stream

/// One presentable's loading count, shared by every `Requester` that reports
/// to it: `showLoading()` when the count goes 0 -> 1, `hideLoading()` when it
/// returns to 0. Calls are made on the scheduler of the request whose begin
/// or end changed the count.
///
/// Each change of visibility is queued under the lock, in the order the count
/// changed, and every scheduled action delivers the oldest queued call. So two
/// threads that change the count at once (a request ending on the observe
/// queue while another begins elsewhere) cannot deliver show and hide swapped:
/// on a serial observe scheduler the presentable sees them alternate, and
/// ends in the state the count says.
///
/// A `Requester` finds its presentable's counter once, through
/// `LoadingCounter`, and keeps it: a request then counts without looking
/// anything up.
// @unchecked: `state` is guarded by its lock; `presentable` is weak and set once, in init.
final class PresentableLoading: @unchecked Sendable {
    fileprivate enum Call {
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

    init(presentable: any Presentable) {
        self.presentable = presentable
    }

    /// `true` while a request counts or a call is on its way.
    var isBusy: Bool { state.withLock { !$0.isIdle } }

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
