import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Stream

@Suite("Schedulers on dispatch queues")
struct SchedulerTests {
    @Test func serialSchedulerRunsActionsOnItsQueueInOrder() {
        let tagged = TaggedQueue("serial")
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let done = DispatchSemaphore(value: 0)
        var order: [Int] = []
        var allOnQueue = true
        for index in 0..<100 {
            scheduler.schedule {
                order.append(index)
                allOnQueue = allOnQueue && tagged.isCurrent
                if index == 99 { done.signal() }
            }
        }
        waitFor(done)
        #expect(order == Array(0..<100))
        #expect(allOnQueue)
    }

    @Test func serialSchedulerOverAConcurrentQueueNeverOverlaps() {
        let tagged = TaggedQueue("concurrent", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let group = DispatchGroup()
        let running = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let onQueue = Atomic<Int>(0)
        for _ in 0..<200 {
            group.enter()
            scheduler.schedule {
                if running.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
                    overlaps.add(1, ordering: .relaxed)
                }
                if tagged.isCurrent { onQueue.add(1, ordering: .relaxed) }
                running.subtract(1, ordering: .acquiringAndReleasing)
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 5) == .success)
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(onQueue.load(ordering: .relaxed) == 200)
    }

    @Test func delayedActionWaitsForItsDelay() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "delay")
        let done = DispatchSemaphore(value: 0)
        let started = ContinuousClock.now
        scheduler.schedule(after: .milliseconds(30)) { done.signal() }
        waitFor(done)
        #expect(ContinuousClock.now - started >= .milliseconds(30))
    }

    @Test func cancelledDelayedActionNeverRunsAndIsReleasedAtOnce() {
        let tagged = TaggedQueue("cancel")
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let ran = LockedFlag()
        // The queue is held until the action is disposed: on a loaded machine
        // its 20 ms could pass before `dispose()`, and it would then wait on
        // the queue instead of running.
        let held = DispatchSemaphore(value: 0)
        scheduler.schedule { held.wait() }
        weak var weakBox: Box?
        let scheduled: any Disposable
        do {
            let box = Box()
            weakBox = box
            scheduled = scheduler.schedule(after: .milliseconds(20)) { box.value += 1; ran.set() }
        }
        scheduled.dispose()
        #expect(weakBox == nil)
        held.signal()
        let later = DispatchSemaphore(value: 0)
        scheduler.schedule(after: .milliseconds(40)) { later.signal() }
        waitFor(later)
        #expect(!ran.isSet)
    }

    @Test func cancelledImmediateActionNeverRuns() {
        let tagged = TaggedQueue("blocked")
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let gate = DispatchSemaphore(value: 0)
        tagged.queue.async { gate.wait() }
        let ran = LockedFlag()
        let scheduled = scheduler.schedule { ran.set() }
        scheduled.dispose()
        gate.signal()
        tagged.flush()
        #expect(!ran.isSet)
    }

    @Test func concurrentSchedulerRunsOffTheCallingThreadOnItsQueue() {
        let tagged = TaggedQueue("concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: tagged.queue)
        let done = DispatchSemaphore(value: 0)
        let onQueue = LockedFlag()
        scheduler.schedule(after: .milliseconds(1)) {
            if tagged.isCurrent { onQueue.set() }
            done.signal()
        }
        waitFor(done)
        #expect(onQueue.isSet)
    }

    @Test func concurrentSchedulerByQualityOfServiceRuns() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule { done.signal() }
        waitFor(done)
    }

    @Test func intervalOnASerialSchedulerTicksOnItsQueue() {
        let tagged = TaggedQueue("interval")
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let log = ConcurrentEventLog<Int>()
        let onQueue = Atomic<Int>(0)
        _ = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler)
            .map { value -> Int in
                if tagged.isCurrent { onQueue.add(1, ordering: .relaxed) }
                return value
            }
            .take(5)
            .subscribe(log)
        waitFor(log.terminated)
        #expect(log.events == [.next(0), .next(1), .next(2), .next(3), .next(4), .completed])
        #expect(onQueue.load(ordering: .relaxed) == 5)
        #expect(log.violations == [])
    }

    @Test func disposedIntervalStopsTicking() {
        let tagged = TaggedQueue("interval-dispose")
        let scheduler = SerialDispatchQueueScheduler(queue: tagged.queue)
        let count = Atomic<Int>(0)
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .subscribe(onNext: { _ in count.add(1, ordering: .relaxed) })
        tagged.queue.sync { subscription.dispose() }
        let afterDispose = count.load(ordering: .relaxed)
        let later = DispatchSemaphore(value: 0)
        scheduler.schedule(after: .milliseconds(10)) { later.signal() }
        waitFor(later)
        #expect(count.load(ordering: .relaxed) == afterDispose)
    }

    @Test func mainSchedulerRunsActionsFromOtherThreadsOnTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let onMain = LockedFlag()
        let main = TaggedQueue.main
        MainScheduler.instance.schedule {
            if main.isCurrent { onMain.set() }
            done.signal()
        }
        waitFor(done)
        #expect(onMain.isSet)
    }

    @Test func mainSchedulerDelaysOnTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let onMain = LockedFlag()
        let main = TaggedQueue.main
        MainScheduler.instance.schedule(after: .milliseconds(5)) {
            if main.isCurrent { onMain.set() }
            done.signal()
        }
        waitFor(done)
        #expect(onMain.isSet)
    }

    @Test @MainActor func mainSchedulerRunsAtOnceWhenAlreadyOnTheMainQueue() async {
        // Other suites may have main-queue actions of this scheduler waiting (then
        // it must enqueue, to keep order): let the queue drain and try again.
        var ranAtOnce = false
        for _ in 0..<50 where !ranAtOnce {
            await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { drained.resume() }
            }
            var log: [String] = []
            MainScheduler.instance.schedule { log.append("action") }
            log.append("after schedule")
            ranAtOnce = log == ["action", "after schedule"]
        }
        #expect(ranAtOnce)
    }

    @Test @MainActor func mainSchedulerKeepsOrderForNestedActions() async {
        var log: [String] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            MainScheduler.instance.schedule {
                MainScheduler.instance.schedule {
                    log.append("inner")
                    continuation.resume()
                }
                log.append("outer")
            }
        }
        #expect(log == ["outer", "inner"])
    }

    @Test @MainActor func mainAsyncInstanceAlwaysEnqueues() async {
        var log: [String] = []
        let main = TaggedQueue.main
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            MainScheduler.asyncInstance.schedule {
                log.append("action on main: \(main.isCurrent)")
                continuation.resume()
            }
            log.append("after schedule")
        }
        #expect(log == ["after schedule", "action on main: true"])
    }

    @Test func immediateSchedulerRunsNowAndBlocksForDelays() {
        var log: [String] = []
        ImmediateScheduler.instance.schedule { log.append("now") }
        let started = ContinuousClock.now
        ImmediateScheduler.instance.schedule(after: .milliseconds(5)) { log.append("later") }
        log.append("returned")
        #expect(log == ["now", "later", "returned"])
        #expect(ContinuousClock.now - started >= .milliseconds(5))
    }

    @Test func durationsBecomeClampedDispatchIntervals() {
        #expect(Duration.milliseconds(-5).dispatchInterval == .nanoseconds(0))
        #expect(Duration.zero.dispatchInterval == .nanoseconds(0))
        #expect(Duration.milliseconds(1500).dispatchInterval == .nanoseconds(1_500_000_000))
        #expect(Duration.seconds(Int64.max).dispatchInterval == .seconds(100 * 365 * 24 * 3600))
    }

    /// A delayed action on a dispatch queue is a one-shot timer that disposal
    /// cancels at once (`asyncAfter` stayed registered until its deadline,
    /// one per element of a `timeout` or `debounce`).
    @Test func disposingADelayedActionCancelsItsTimer() throws {
        let driver = DispatchQueueDriver(queue: DispatchQueue(label: "delayed"))
        let scheduled = try #require(driver.schedule(after: .seconds(3_600)) {} as? ScheduledTimerDisposable)
        #expect(!scheduled.timer.isCancelled)
        scheduled.dispose()
        #expect(scheduled.timer.isCancelled)
        #expect(scheduled.action.isFinished)
    }
}
