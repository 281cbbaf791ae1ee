import Dispatch
import NIOConcurrencyHelpers

/// Runs work items one at a time, in the order given, on Dispatch's global
/// queue: an exchange's events reach the observer in order and off the
/// event loop, without a queue of their own per request.
///
/// Nothing runs after a terminal item (completion or failure): items given
/// later are dropped, but their `always` part still runs, so a chunk's
/// "delivered" acknowledgement is never lost.
final class SerialDelivery: Sendable {
    private struct Item {
        let work: @Sendable () -> Void
        let always: (@Sendable () -> Void)?
        let terminal: Bool
    }

    private struct State {
        var pending: [Item] = []
        var draining = false
        var ended = false
    }

    private let state = NIOLockedValueBox(State())

    /// Runs `work` after every item given before, then `always`.
    func enqueue(
        terminal: Bool = false, always: (@Sendable () -> Void)? = nil, _ work: @escaping @Sendable () -> Void
    ) {
        let startsDrain = state.withLockedValue { state -> Bool in
            state.pending.append(Item(work: work, always: always, terminal: terminal))
            guard !state.draining else { return false }
            state.draining = true
            return true
        }
        if startsDrain {
            DispatchQueue.global().async { self.drain() }
        }
    }

    private func drain() {
        while true {
            let batch = state.withLockedValue { state -> [Item]? in
                guard !state.pending.isEmpty else {
                    state.draining = false
                    return nil
                }
                defer { state.pending.removeAll(keepingCapacity: true) }
                return state.pending
            }
            guard let batch else { return }
            for item in batch {
                let runs = state.withLockedValue { state -> Bool in
                    guard !state.ended else { return false }
                    if item.terminal { state.ended = true }
                    return true
                }
                if runs { item.work() }
                item.always?()
            }
        }
    }
}
