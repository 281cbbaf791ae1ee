import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Stream

/// A queue tagged so that code can ask "am I running on it?".
struct TaggedQueue: Sendable {
    let queue: DispatchQueue
    let key = DispatchSpecificKey<String>()
    let label: String

    /// A new queue named `label`.
    init(_ label: String, attributes: DispatchQueue.Attributes = []) {
        self.init(DispatchQueue(label: label, attributes: attributes), label: label)
    }

    /// Tags an existing queue.
    init(_ queue: DispatchQueue, label: String) {
        self.label = label
        self.queue = queue
        queue.setSpecific(key: key, value: label)
    }

    /// The main queue, tagged (on Linux it may run on a worker thread, so
    /// `Thread.isMainThread` cannot tell).
    static let main = TaggedQueue(.main, label: "main")

    /// `true` when the caller runs on this queue (or on a queue targeting it).
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == label }

    /// Waits until everything submitted to the queue so far has run.
    func flush() { queue.sync {} }
}

/// Waits for a signal, failing the test (instead of hanging) after a
/// minute: a bound on a hang, not on speed. Under the thread sanitizer on a
/// loaded two-core machine, 300 ticks of a 100 µs interval took more than
/// five seconds.
func waitFor(_ semaphore: DispatchSemaphore, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(semaphore.wait(timeout: .now() + 60) == .success, "timed out", sourceLocation: sourceLocation)
}

/// Records events arriving from any thread, and checks the grammar as they
/// come: deliveries must not overlap, nothing may follow a terminal event,
/// and (when given) every event must arrive on `expectedQueue`.
final class ConcurrentEventLog<Element: Sendable>: ObserverType, Sendable {
    private struct State {
        var events: [Event<Element>] = []
        var violations: [String] = []
    }

    private let state = Mutex(State())
    private let inFlight = Atomic<Int>(0)
    private let expectedQueue: TaggedQueue?
    /// Signalled at the terminal event.
    let terminated = DispatchSemaphore(value: 0)

    init(expectedQueue: TaggedQueue? = nil) {
        self.expectedQueue = expectedQueue
    }

    func on(_ event: Event<Element>) {
        if let expectedQueue, !expectedQueue.isCurrent {
            state.withLock { $0.violations.append("delivered off \(expectedQueue.label)") }
        }
        if inFlight.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            state.withLock { $0.violations.append("overlapping delivery") }
        }
        state.withLock { state in
            if state.events.last?.isStopEvent == true { state.violations.append("event after terminal: \(event)") }
            state.events.append(event)
        }
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        if event.isStopEvent { terminated.signal() }
    }

    var events: [Event<Element>] { state.withLock { $0.events } }
    var elements: [Element] { events.compactMap(\.element) }
    var violations: [String] { state.withLock { $0.violations } }
}
