import Dispatch
import Foundation
import Testing
@testable import Stream

/// RxSwift 6.9.1's `ConcurrentMainScheduler`: at once on the main queue,
/// whatever is queued there; from elsewhere, a hop to the main queue.
@Suite("ConcurrentMainScheduler")
struct ConcurrentMainSchedulerTests {
    @Test @MainActor func runsAtOnceWhenCalledOnTheMainQueue() {
        var log: [String] = []
        ConcurrentMainScheduler.instance.schedule { log.append("action") }
        log.append("after schedule")
        #expect(log == ["action", "after schedule"])
    }

    @Test @MainActor func nestedActionsRunAtOnceToo() {
        // Where `MainScheduler` queues the inner action behind the outer one.
        var log: [String] = []
        ConcurrentMainScheduler.instance.schedule {
            ConcurrentMainScheduler.instance.schedule { log.append("inner") }
            log.append("outer")
        }
        #expect(log == ["inner", "outer"])
    }

    @Test @MainActor func runsAtOnceEvenWithMainSchedulerActionsQueued() async {
        var log: [String] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            MainScheduler.asyncInstance.schedule {
                log.append("queued")
                continuation.resume()
            }
            ConcurrentMainScheduler.instance.schedule { log.append("at once") }
        }
        #expect(log == ["at once", "queued"])
    }

    @Test @MainActor func hopsToTheMainQueueWhenCalledElsewhere() async {
        var log: [String] = []
        let main = TaggedQueue.main
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Scheduled from a global queue while this main-queue job runs:
            // the action can only run after it.
            _ = DispatchQueue.global().sync {
                ConcurrentMainScheduler.instance.schedule {
                    log.append("action on main: \(main.isCurrent)")
                    continuation.resume()
                }
            }
            log.append("after schedule")
        }
        #expect(log == ["after schedule", "action on main: true"])
    }

    @Test @MainActor func disposingBeforeTheHopCancelsTheAction() async {
        let ran = LockedFlag()
        let scheduled = DispatchQueue.global().sync {
            ConcurrentMainScheduler.instance.schedule { ran.set() }
        }
        scheduled.dispose()
        // The action was queued before this: once this runs, it would have too.
        await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { drained.resume() }
        }
        #expect(!ran.isSet)
    }

    @Test func runsActionsFromOtherThreadsOnTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let onMain = LockedFlag()
        let main = TaggedQueue.main
        ConcurrentMainScheduler.instance.schedule {
            if main.isCurrent { onMain.set() }
            done.signal()
        }
        waitFor(done)
        #expect(onMain.isSet)
    }

    @Test func delaysAndRepeatsOnTheMainQueueAsMainSchedulerDoes() {
        let done = DispatchSemaphore(value: 0)
        let onMain = LockedFlag()
        let offMain = LockedFlag()
        let main = TaggedQueue.main
        ConcurrentMainScheduler.instance.schedule(after: .milliseconds(5)) {
            if main.isCurrent { onMain.set() } else { offMain.set() }
            done.signal()
        }
        waitFor(done)
        let ticks = ConcurrentMainScheduler.instance.schedulePeriodic(
            0, startAfter: .milliseconds(1), period: .milliseconds(1)
        ) { count in
            if !main.isCurrent { offMain.set() }
            if count == 2 { done.signal() }
            return count + 1
        }
        waitFor(done)
        ticks.dispose()
        #expect(onMain.isSet)
        #expect(!offMain.isSet)
    }

    @Test func nowIsTheWallClock() {
        let before = Date()
        let now = ConcurrentMainScheduler.instance.now
        #expect(now >= before && now <= Date())
    }

    @Test @MainActor func subscribeOnSubscribesAtOnceOnTheMainQueue() {
        var log: [String] = []
        _ = Observable.just(1)
            .subscribe(on: ConcurrentMainScheduler.instance)
            .subscribe(onNext: { log.append("next \($0)") })
        log.append("returned")
        #expect(log == ["next 1", "returned"])
    }

    @Test func observeOnDeliversOnTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let onMain = LockedFlag()
        let main = TaggedQueue.main
        _ = Observable.just(1)
            .observeOn(ConcurrentMainScheduler.instance)
            .subscribe(onNext: { _ in
                if main.isCurrent { onMain.set() }
                done.signal()
            })
        waitFor(done)
        #expect(onMain.isSet)
    }
}
