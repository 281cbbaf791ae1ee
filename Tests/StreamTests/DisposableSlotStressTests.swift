import Foundation
import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// A disposable that counts how often it was disposed.
private final class CountedDisposable: Disposable, Sendable {
    private let disposals = Atomic<Int>(0)
    func dispose() { disposals.add(1, ordering: .relaxed) }
    var count: Int { disposals.load(ordering: .relaxed) }
}

// Serialized: each test spins a racer thread (see Racer).
@Suite("DisposableSlot Stress", .serialized, .onAThreadOfItsOwn)
struct DisposableSlotStressTests {
    /// Writers swap disposables in while another thread releases the slot:
    /// every disposable put in is disposed exactly once, by whoever the word
    /// names, and the slot keeps nothing.
    @Test func replacingWhileReleasingDisposesEachOnceAndKeepsNothing() {
        for _ in 0..<300 {
            let slot = DisposableSlot()
            let written = (0..<8).map { _ in CountedDisposable() }
            let racer = Racer { slot.releaseSlot() }
            racer.go()
            for disposable in written { slot.replaceSlot(disposable) }
            racer.waitUntilDone()
            #expect(written.allSatisfy { $0.count == 1 })
            #expect(slot.peekSlot() == nil)
        }
    }

    /// Two threads replace at once, a third releases: writers take turns, and
    /// still every disposable is disposed exactly once.
    @Test func concurrentWritersTakeTurns() {
        for _ in 0..<200 {
            let slot = DisposableSlot()
            let first = (0..<6).map { _ in CountedDisposable() }
            let second = (0..<6).map { _ in CountedDisposable() }
            let writer = Racer { for disposable in second { slot.replaceSlot(disposable) } }
            let releaser = Racer { slot.releaseSlot() }
            writer.go()
            releaser.go()
            for disposable in first { slot.replaceSlot(disposable) }
            writer.waitUntilDone()
            releaser.waitUntilDone()
            #expect((first + second).allSatisfy { $0.count == 1 })
        }
    }

    /// A one-time fill races the release (a subscription still inside
    /// `subscribe` when the subscriber disposes): disposed exactly once.
    @Test func fillRacingReleaseDisposesOnce() {
        for _ in 0..<500 {
            let slot = DisposableSlot()
            let upstream = CountedDisposable()
            let racer = Racer { slot.releaseSlot() }
            racer.go()
            slot.fillSlot(upstream)
            racer.waitUntilDone()
            #expect(upstream.count == 1)
        }
    }

    /// Numbered steps: a late install of an older step is disposed at once,
    /// the current one stays until the next step begins or the release.
    @Test func stepsRacingReleaseDisposeEveryStepOnce() {
        for _ in 0..<300 {
            let slot = DisposableSlot()
            let steps = (0..<6).map { _ in CountedDisposable() }
            let racer = Racer { slot.releaseSlot() }
            racer.go()
            for step in steps {
                if let number = slot.beginStep() {
                    slot.installStep(step, step: number)
                } else {
                    step.dispose()
                }
            }
            racer.waitUntilDone()
            #expect(steps.allSatisfy { $0.count == 1 })
        }
    }

    /// `SerialDisposable`, the public face of the slot, set from two threads
    /// while a third disposes it.
    @Test func serialDisposableSetFromSeveralThreads() {
        for _ in 0..<200 {
            let serial = SerialDisposable()
            let first = (0..<6).map { _ in CountedDisposable() }
            let second = (0..<6).map { _ in CountedDisposable() }
            let writer = Racer { for disposable in second { serial.disposable = disposable } }
            let disposer = Racer { serial.dispose() }
            writer.go()
            disposer.go()
            for disposable in first { serial.disposable = disposable }
            writer.waitUntilDone()
            disposer.waitUntilDone()
            #expect((first + second).allSatisfy { $0.count == 1 })
            #expect(serial.isDisposed)
        }
    }
}
