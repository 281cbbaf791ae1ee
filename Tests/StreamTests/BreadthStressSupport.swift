import Foundation
import Synchronization
@testable import Stream

/// Records one subscription of any element type in a stress test, like
/// `StressRecorder`: deliveries must never overlap and must be ordered one
/// after the next (TSan checks the second; the arrays are deliberately not
/// synchronized). `waitForEnd` waits for the terminal event on a semaphore,
/// which also makes everything recorded visible to the waiting thread.
final class BreadthProbe<Element>: ObserverNode<Element>, @unchecked Sendable {  // deliveries are serialized by the stream under test
    private let delivering = Atomic<Bool>(false)
    private let overlap = Atomic<Bool>(false)
    private let ended = DispatchSemaphore(value: 0)
    private(set) var elements: [Element] = []
    private(set) var terminations: [Event<Element>] = []
    private(set) var elementAfterEnd = false

    var overlapped: Bool { overlap.load(ordering: .relaxed) }

    /// Serialized, at most one terminal event, nothing after it.
    var followsTheGrammar: Bool { !overlapped && !elementAfterEnd && terminations.count <= 1 }

    override func onNext(_ element: Element) {
        enter()
        if !terminations.isEmpty { elementAfterEnd = true }
        elements.append(element)
        leave()
    }

    override func onError(_ error: any Error) { end(.error(error)) }
    override func onCompleted() { end(.completed) }

    private func end(_ event: Event<Element>) {
        enter()
        terminations.append(event)
        leave()
        ended.signal()
    }

    private func enter() {
        if delivering.exchange(true, ordering: .relaxed) { overlap.store(true, ordering: .relaxed) }
    }

    private func leave() {
        delivering.store(false, ordering: .relaxed)
    }

    /// Waits for the terminal event (a stream driven by dispatch timers ends
    /// on another thread); stops the run after `limit` seconds.
    func waitForEnd(limit: Int = 60, file: StaticString = #file, line: UInt = #line) {
        guard ended.wait(timeout: .now() + .seconds(limit)) == .success else {
            fatalError("the stream under test did not end within \(limit) s", file: file, line: line)
        }
    }
}

extension Sequence where Element: Comparable {
    /// Each element is at least the one before it.
    var isNonDecreasing: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
    /// Each element is more than the one before it.
    var isIncreasing: Bool { zip(self, dropFirst()).allSatisfy { $0 < $1 } }
}

extension Array where Element == Int {
    /// Consecutive integers (none lost, none repeated, none reordered).
    var isContiguous: Bool { zip(self, dropFirst()).allSatisfy { $1 == $0 + 1 } }
}

/// Spins for about `nanoseconds` (to spread a thread's sends over a timer's period).
func spin(nanoseconds: UInt64) {
    let end = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while DispatchTime.now().uptimeNanoseconds < end {}
}
