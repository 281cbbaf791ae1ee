import Foundation
import Synchronization
@testable import Stream

/// Runs `body(index)` on `threads` new threads at once and returns the results
/// when all of them finished. Everything the threads wrote is visible to the
/// caller afterwards (the results pass through a lock, which TSan sees).
func runOnThreads<Result: Sendable>(
    _ threads: Int, _ body: @escaping @Sendable (Int) -> Result
) -> [Result] {
    let group = DispatchGroup()
    let lock = NSLock()
    nonisolated(unsafe) var results: [Int: Result] = [:]  // guarded by lock
    for index in 0..<threads {
        group.enter()
        Thread {
            let result = body(index)
            lock.withLock { results[index] = result }
            group.leave()
        }.start()
    }
    waitForStressThreads(group)
    return lock.withLock { (0..<threads).map { results[$0]! } }
}

/// Waits for the threads of a stress test. A hang in the code under test (a
/// deadlock, a lost wake-up) ends the test run with this message after
/// `limit` seconds, instead of stalling CI until its own time limit; the
/// results cannot be recorded as a plain test failure, as the threads still
/// hold them.
func waitForStressThreads(
    _ group: DispatchGroup, limit: Int = 120, file: StaticString = #file, line: UInt = #line
) {
    guard group.wait(timeout: .now() + .seconds(limit)) == .success else {
        fatalError("stress-test threads did not finish within \(limit) s (a deadlock or a lost wake-up)", file: file, line: line)
    }
}

/// Runs `action` on a thread of its own at the moment its caller calls
/// `go()`: both spin until the other is ready, so the two collide as closely
/// as two threads can. A thread, not a dispatch worker: on Linux the pool may
/// not add a worker while the caller spins on a core.
final class Racer: Sendable {
    private let ready = Atomic<Bool>(false)
    private let started = Atomic<Bool>(false)
    private let done = DispatchGroup()

    init(_ action: @escaping @Sendable () -> Void) {
        done.enter()
        Thread { [self] in
            ready.store(true, ordering: .releasing)
            while !started.load(ordering: .acquiring) {}
            action()
            done.leave()
        }.start()
    }

    /// Waits for the racer's thread to be ready, then lets both go on.
    func go() {
        while !ready.load(ordering: .acquiring) {}
        started.store(true, ordering: .releasing)
    }

    /// Waits until `action` returned (see `waitForStressThreads`).
    func waitUntilDone(file: StaticString = #file, line: UInt = #line) {
        waitForStressThreads(done, file: file, line: line)
    }
}

/// A count shared by stress-test threads (how many are still working).
final class StressCounter: Sendable {
    private let count: Atomic<Int>

    init(_ count: Int) {
        self.count = Atomic(count)
    }

    var value: Int { count.load(ordering: .relaxed) }

    func decrement() {
        count.subtract(1, ordering: .relaxed)
    }
}

/// What one subscription received in a stress test.
///
/// Its arrays are deliberately not synchronized: a stream must never deliver
/// two events to one observer at once, and must order one delivery before the
/// next (happens-before). `overlapped` catches the first; TSan reports the
/// second, which is why the overlap check uses relaxed atomics (they add no
/// ordering of their own that could hide a missing one).
final class StressRecorder: @unchecked Sendable {  // deliveries are serialized by the stream under test
    private let delivering = Atomic<Bool>(false)
    private let overlap = Atomic<Bool>(false)
    private(set) var elements: [Int] = []
    private(set) var terminations: [Event<Int>] = []
    private(set) var elementAfterEnd = false

    var observer: AnyObserver<Int> { AnyObserver { self.on($0) } }

    /// `true` if two deliveries ever ran at the same time.
    var overlapped: Bool { overlap.load(ordering: .relaxed) }

    private func on(_ event: Event<Int>) {
        if delivering.exchange(true, ordering: .relaxed) {
            overlap.store(true, ordering: .relaxed)
        }
        if case .next(let value) = event {
            if !terminations.isEmpty { elementAfterEnd = true }
            elements.append(value)
        } else {
            terminations.append(event)
        }
        delivering.store(false, ordering: .relaxed)
    }

    /// Every element is the previous one plus one: none lost, none repeated, none reordered.
    var elementsAreContiguous: Bool {
        zip(elements, elements.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }

    /// Serialized, at most one terminal event, nothing after it, no gap.
    var followsTheGrammar: Bool {
        !overlapped && !elementAfterEnd && terminations.count <= 1 && elementsAreContiguous
    }
}

/// Three threads subscribe to `shared` and leave, `times` each (half at
/// once, half overlapping the next subscription), while a fourth thread
/// feeds `subject`, the source behind `shared`, until they are done.
func subscribeAndLeave(
    _ shared: Observable<Int>, feeding subject: PublishSubject<Int>, times: Int = 150
) -> [StressRecorder] {
    // `Observable` is not `Sendable`; a shared one is built to be subscribed from any thread.
    nonisolated(unsafe) let shared = shared
    let subscribing = StressCounter(3)
    return runOnThreads(4) { thread -> [StressRecorder] in
        guard thread > 0 else {
            var next = 0
            while subscribing.value > 0 {
                subject.onNext(next)
                next += 1
            }
            return []
        }
        defer { subscribing.decrement() }
        var recorders: [StressRecorder] = []
        var held: (any Disposable)?
        for index in 0..<times {
            let recorder = StressRecorder()
            recorders.append(recorder)
            let subscription = shared.subscribe(recorder.observer)
            if index % 2 == 0 {
                subscription.dispose()
            } else {
                held?.dispose()
                held = subscription
            }
        }
        held?.dispose()
        return recorders
    }.flatMap { $0 }
}
