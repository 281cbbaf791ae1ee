import Dispatch
import NIOConcurrencyHelpers
import NIOCore

/// Runs work off the event loops on Dispatch's global queue, with at most
/// as many drainers as the machine has cores, each taking items until none
/// is left.
///
/// Why not `DispatchQueue.global().async` per item: every call then wakes a
/// worker thread, and with 32 responses in flight those wake-ups cost more
/// than the decode they deliver to. Here an item waits its turn when
/// drainers are already at work, and a new one starts only when more items
/// wait than drainers are running.
final class OffLoopPool: Sendable {
    static let shared = OffLoopPool(width: System.coreCount)

    private struct State {
        var pending = CircularBuffer<@Sendable () -> Void>()
        var drainers = 0
    }

    private let width: Int
    private let state = NIOLockedValueBox(State())

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Runs `work` on a drainer, soon.
    func run(_ work: @escaping @Sendable () -> Void) {
        let startsDrainer = state.withLockedValue { state -> Bool in
            state.pending.append(work)
            guard state.pending.count > state.drainers, state.drainers < width else { return false }
            state.drainers += 1
            return true
        }
        if startsDrainer {
            DispatchQueue.global().async { self.drain() }
        }
    }

    private func drain() {
        while let work = state.withLockedValue({ state -> (@Sendable () -> Void)? in
            guard let work = state.pending.popFirst() else {
                state.drainers -= 1
                return nil
            }
            return work
        }) {
            work()
        }
    }
}
