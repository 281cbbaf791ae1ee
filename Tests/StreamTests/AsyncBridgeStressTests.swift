import Foundation
import Synchronization
import Testing
@testable import Stream

/// Sends 0, 1, 2… to `subject` on its own thread, one element per unit of
/// demand.
///
/// Demand-driven, not free-running: each subscriber asks for the elements it
/// needs once it is subscribed, so it is owed them however late the
/// cooperative pool gets to its task (on two cores under the sanitizer the
/// other stress suites can hold the pool for many seconds), and the thread
/// burns no core while nobody waits. If no demand arrives for a minute the
/// subject completes, so a stuck test fails its expectations instead of
/// hanging CI.
private final class DemandDrivenEmitter: Sendable {
    private let demand = DispatchSemaphore(value: 0)
    private let finished = Atomic<Bool>(false)

    init(_ subject: PublishSubject<Int>) {
        Thread { [self] in
            var next = 0
            while demand.wait(timeout: .now() + .seconds(60)) == .success {
                if finished.load(ordering: .acquiring) { return }
                subject.onNext(next)
                next += 1
            }
            subject.onCompleted()
        }.start()
    }

    /// Sends `count` more elements.
    func request(_ count: Int) {
        for _ in 0..<count { demand.signal() }
    }

    /// Stops the thread; nothing more is sent.
    func finish() {
        finished.store(true, ordering: .releasing)
        demand.signal()
    }
}

@Suite("Async bridge Stress: elements racing cancellation")
struct AsyncBridgeStressTests {
    @Test
    func firstResumesOnceWithAnElementOrCancellationAndLeaves() async {
        let subject = PublishSubject<Int>()
        let emitter = DemandDrivenEmitter(subject)
        let waiters = (0..<200).map { _ in
            Task { try await subject.do(onSubscribed: { emitter.request(1) }).first() }
        }
        for (index, waiter) in waiters.enumerated() where index % 2 == 0 { waiter.cancel() }
        for waiter in waiters {
            switch await waiter.result {
            case .success(let value): #expect(value != nil)
            case .failure(let error): #expect(error is CancellationError)
            }
        }
        emitter.finish()
        #expect(!subject.hasObservers)
    }

    @Test func valuesConsumersLeavingEarlyOrCancelledLeaveNothingSubscribed() async {
        let subject = PublishSubject<Int>()
        let emitter = DemandDrivenEmitter(subject)
        let consumers = (0..<60).map { _ in
            Task { () throws -> [Int] in
                var seen: [Int] = []
                for try await value in subject.do(onSubscribed: { emitter.request(5) }).values {
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
        emitter.finish()
        #expect(!subject.hasObservers)
    }
}
