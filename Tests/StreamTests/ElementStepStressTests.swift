import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// A chain of maps and filters is shared by every subscription to it (and to
/// branches built on it); each subscription has its own sinks.
@Suite("Element-step chains: Stress", .onAThreadOfItsOwn)
struct ElementStepStressTests {
    /// Four threads subscribe to and dispose branches of one chain, over and
    /// over, while a fifth pumps elements through it: every subscription sees
    /// a gap-free, serialized run of elements (under TSan: no data race).
    @Test func subscriptionsOnSeveralThreadsShareOneChain() {
        let subject = PublishSubject<Int>()
        let base = subject.map { $0 &* 2 }.filter { _ in true }
        // Observables are not Sendable; these are immutable once built, which is what the test is about.
        nonisolated(unsafe) let branches = [base.map { $0 / 2 }, base.compactMap { $0 / 2 }, base.filter { _ in true }.map { $0 / 2 }]
        let subscribersLeft = StressCounter(4)
        let sent = Atomic<Int>(0)
        let recorders = runOnThreads(5) { index -> [StressRecorder] in
            if index == 0 {
                while subscribersLeft.value > 0 {
                    subject.onNext(sent.load(ordering: .relaxed))
                    sent.add(1, ordering: .relaxed)
                }
                return []
            }
            defer { subscribersLeft.decrement() }
            var mine: [StressRecorder] = []
            for round in 0..<300 {
                let recorder = StressRecorder()
                let subscription = branches[(index + round) % branches.count].subscribe(recorder.observer)
                // Stay subscribed while a few elements go out (more in some rounds).
                let until = sent.load(ordering: .relaxed) + 1 + round % 7
                while sent.load(ordering: .relaxed) < until {}
                subscription.dispose()
                mine.append(recorder)
            }
            return mine
        }
        let all = recorders.flatMap { $0 }
        #expect(all.count == 1_200)
        #expect(all.allSatisfy { $0.followsTheGrammar })
        #expect(all.filter { !$0.elements.isEmpty }.count > 600)
    }
}
