import Foundation
import Testing
@testable import Stream

/// Sends 0, 1, 2… to `subject` on a new thread until `running` drops to 0.
///
/// Bounded: it yields the core every few elements (on two cores a busy
/// emitter under the sanitizer starved the consumers it waits for, and the
/// run never ended), and after 20 s it completes the subject, so a stuck
/// test fails its expectations instead of hanging CI.
private func emitOnThread(_ subject: PublishSubject<Int>, while running: StressCounter) {
    Thread {
        let deadline = ContinuousClock.now + .seconds(20)
        var next = 0
        while running.value > 0 {
            subject.onNext(next)
            next += 1
            if next % 16 == 0 {
                sched_yield()
                if ContinuousClock.now > deadline {
                    subject.onCompleted()
                    return
                }
            }
        }
    }.start()
}

@Suite("Async bridge Stress: elements racing cancellation")
struct AsyncBridgeStressTests {
    // Disabled, not deleted: in about 1 of 7 sanitizer runs on 2 cores the uncancelled waiters get
    // no element (open in issue 2's note); it must pass reliably before it runs in CI again.
    @Test(.disabled("intermittent under TSAN on 2 cores: uncancelled first() waiters starve; see issue 2"))
    func firstResumesOnceWithAnElementOrCancellationAndLeaves() async {
        let subject = PublishSubject<Int>()
        let emitting = StressCounter(1)
        emitOnThread(subject, while: emitting)
        let waiters = (0..<200).map { _ in Task { try await subject.first() } }
        for (index, waiter) in waiters.enumerated() where index % 2 == 0 { waiter.cancel() }
        for waiter in waiters {
            switch await waiter.result {
            case .success(let value): #expect(value != nil)
            case .failure(let error): #expect(error is CancellationError)
            }
        }
        emitting.decrement()
        #expect(!subject.hasObservers)
    }

    @Test func valuesConsumersLeavingEarlyOrCancelledLeaveNothingSubscribed() async {
        let subject = PublishSubject<Int>()
        let emitting = StressCounter(1)
        emitOnThread(subject, while: emitting)
        let consumers = (0..<60).map { _ in
            Task { () throws -> [Int] in
                var seen: [Int] = []
                for try await value in subject.values {
                    seen.append(value)
                    if seen.count == 5 { break }
                }
                return seen
            }
        }
        for (index, consumer) in consumers.enumerated() where index % 3 == 0 { consumer.cancel() }
        for consumer in consumers {
            if case .success(let seen) = await consumer.result {
                // A loop sees the subject's elements in order, without gaps.
                #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 == $0 + 1 })
            }
        }
        emitting.decrement()
        #expect(!subject.hasObservers)
    }
}
