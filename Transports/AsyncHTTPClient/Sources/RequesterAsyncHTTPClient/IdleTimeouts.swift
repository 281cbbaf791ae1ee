import Dispatch
import NIOConcurrencyHelpers
import NIOCore

/// Watches the exchanges in flight for a silence longer than their timeout,
/// with one timer for all of them.
///
/// Why not a timer per request: scheduling one on an event loop from the
/// caller's thread and cancelling it from the response's loop costs two
/// cross-thread wake-ups per request, a fifth of the CPU of a small GET with
/// 32 in flight (measured with perf against nginx on loopback). Here an
/// exchange only registers under a lock; a timer on a queue of its own
/// ticks every 50 ms while any exchange is registered, so a timeout fires
/// up to 50 ms late (URLSession on Linux counts whole seconds).
final class IdleTimeouts: Sendable {
    static let shared = IdleTimeouts()
    static let tick = DispatchTimeInterval.milliseconds(50)

    // @unchecked: the timer (not Sendable on Linux) is only reached under `state`'s lock.
    private struct State: @unchecked Sendable {
        var exchanges: [ObjectIdentifier: Exchange] = [:]
        var timer: (any DispatchSourceTimer)?
    }

    private let state = NIOLockedValueBox(State())
    private let queue = DispatchQueue(label: "RequesterAsyncHTTPClient.IdleTimeouts")

    /// Watches `exchange` until `remove(_:)`.
    ///
    /// The timer is made and resumed under the lock: exchanges starting
    /// together must not each make one, since the one left over would be
    /// released unresumed, which libdispatch answers with a crash.
    func add(_ exchange: Exchange) {
        state.withLockedValue { state in
            state.exchanges[ObjectIdentifier(exchange)] = exchange
            guard state.timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + Self.tick, repeating: Self.tick, leeway: .milliseconds(5))
            // The handler takes the lock on the timer's queue, never here.
            timer.setEventHandler { [weak self] in self?.check() }
            timer.resume()
            state.timer = timer
        }
    }

    func remove(_ exchange: Exchange) {
        state.withLockedValue { _ = $0.exchanges.removeValue(forKey: ObjectIdentifier(exchange)) }
    }

    /// How many exchanges are watched now.
    var watchedCount: Int {
        state.withLockedValue { $0.exchanges.count }
    }

    deinit {
        state.withLockedValue { $0.timer?.cancel() }
    }

    /// One tick: ends the exchanges silent for too long; stops the timer
    /// when nothing is left to watch.
    private func check() {
        let exchanges = state.withLockedValue { state -> [Exchange] in
            if state.exchanges.isEmpty {
                state.timer?.cancel()
                state.timer = nil
            }
            return Array(state.exchanges.values)
        }
        let now = NIODeadline.now()
        for exchange in exchanges {
            exchange.checkTimeout(now: now)
        }
    }
}
