import Foundation
import Stream
import Synchronization
import Testing

/// `OperationQueueScheduler`, driven without sleeps: the queue starts
/// suspended where order matters, and each test waits for the queue to
/// drain (`waitUntilAllOperationsAreFinished`) before it looks.
@Suite("OperationQueueScheduler")
struct OperationQueueSchedulerTests {
    private static func serialQueue(suspended: Bool) -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = suspended
        return queue
    }

    /// RxSwift's `test_scheduleWithPriority`, with a suspended queue in
    /// place of its sleeps: the waiting high-priority actions run first.
    @Test func test_scheduleWithPriority() {
        let operationQueue = Self.serialQueue(suspended: true)
        let highPriority = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
        let lowPriority = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .low)
        let times = Mutex<[String]>([])

        _ = highPriority.schedule(()) { _ in
            times.withLock { $0.append("HIGH") }
            return Disposables.create()
        }
        _ = lowPriority.schedule(()) { _ in
            times.withLock { $0.append("LOW") }
            return Disposables.create()
        }
        _ = highPriority.schedule(()) { _ in
            times.withLock { $0.append("HIGH") }
            return Disposables.create()
        }
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()

        #expect(times.withLock { $0 } == ["HIGH", "HIGH", "LOW"])
    }

    @Test func itKeepsWhatItWasMadeWith() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        #expect(scheduler.operationQueue === queue)
        #expect(scheduler.queuePriority == .normal)
        #expect(OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh).queuePriority == .veryHigh)
    }

    @Test func eachScheduleIsOneOperationWithThePriority() {
        let queue = Self.serialQueue(suspended: true)
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)

        _ = scheduler.schedule(1) { _ in Disposables.create() }
        _ = scheduler.schedule(2) { _ in Disposables.create() }

        #expect(queue.operationCount == 2)
        #expect(queue.operations.allSatisfy { $0.queuePriority == .veryLow })
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
    }

    @Test func theActionRunsOnTheQueueWithItsState() {
        let queue = Self.serialQueue(suspended: false)
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let seen = Mutex<(Int, Bool)?>(nil)

        _ = scheduler.schedule(42) { state in
            seen.withLock { $0 = (state, OperationQueue.current === queue) }
            return Disposables.create()
        }
        queue.waitUntilAllOperationsAreFinished()

        #expect(seen.withLock { $0?.0 } == 42)
        #expect(seen.withLock { $0?.1 } == true)
    }

    @Test func disposingBeforeTheOperationRunsCancelsTheAction() {
        let queue = Self.serialQueue(suspended: true)
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = Mutex(false)

        let scheduled = scheduler.schedule(()) { _ in
            ran.withLock { $0 = true }
            return Disposables.create()
        }
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()

        #expect(!ran.withLock { $0 })
    }

    @Test func disposingAfterTheOperationRanDisposesWhatTheActionReturned() {
        let queue = Self.serialQueue(suspended: false)
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let disposed = Mutex(false)

        let scheduled = scheduler.schedule(()) { _ in
            Disposables.create { disposed.withLock { $0 = true } }
        }
        queue.waitUntilAllOperationsAreFinished()
        #expect(!disposed.withLock { $0 })

        scheduled.dispose()
        #expect(disposed.withLock { $0 })
    }

    @Test func observeOnDeliversOnTheQueueInOrder() {
        let queue = Self.serialQueue(suspended: false)
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let events = Mutex<[Event<Int>]>([])
        let onQueue = Mutex(true)

        _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe { event in
            let current = OperationQueue.current === queue
            onQueue.withLock { $0 = $0 && current }
            events.withLock { $0.append(event) }
        }
        // Each delivery may schedule the next one: drain until nothing is left.
        queue.waitUntilAllOperationsAreFinished()

        #expect(events.withLock { $0 } == [.next(1), .next(2), .next(3), .completed])
        #expect(onQueue.withLock { $0 })
    }

    @Test func justAndSubscribeOnTakeIt() throws {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 8
        let scheduler = OperationQueueScheduler(operationQueue: queue)

        #expect(try Observable.just(5, scheduler: scheduler).toBlocking().toArray() == [5])
        #expect(try Observable.of(1, 2).subscribe(on: scheduler).toBlocking().toArray() == [1, 2])
    }
}
