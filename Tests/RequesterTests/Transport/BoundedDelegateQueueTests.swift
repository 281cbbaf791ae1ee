#if canImport(FoundationNetworking)
import Dispatch
import Foundation
@testable import Requester
import Stream
import Testing
import TestExecutors

/// The delegate queue of the transport's sessions on Linux: it holds the
/// thread that queues messages while `limit` wait, never the queue's own
/// thread, and never longer than `longestWait`. Real threads, no sleeps:
/// the consumer is held by a semaphore.
// Serialized: each test holds a dispatch thread with a stuck consumer, and
// two at once left too few of the pool's threads for their producers.
@Suite("BoundedDelegateQueue: FoundationNetworking waits for the delegate", .serialized, .onAThreadOfItsOwn)
struct BoundedDelegateQueueTests {
    @Test func aProducerWaitsWhileTheLimitIsQueuedAndGoesOnAsTheConsumerCatchesUp() {
        // Waits longer than the checks take, so the bound alone holds the producer,
        // and short enough that a starved thread pool delays the test rather than
        // hanging the run (600 s waits once held a whole run up).
        let queue = BoundedDelegateQueue(longestWait: 5)
        queue.streamStarted()
        let run = Locked(0)
        let mostWaiting = Locked(0)
        let added = Locked(0)
        let gate = DispatchSemaphore(value: 0)
        queue.addOperation { gate.wait() }
        let producer = DispatchGroup()
        DispatchQueue.global().async(group: producer) {
            for _ in 0..<500 {
                queue.addOperation {
                    let waiting = added.withLock { $0 } - run.withLock { $0 += 1; return $0 }
                    mostWaiting.withLock { $0 = max($0, waiting) }
                }
                added.withLock { $0 += 1 }
            }
        }
        // Held: the producer gets no further than the limit.
        let firstWait = Date()
        while added.withLock({ $0 }) < BoundedDelegateQueue.limit - 1 {}
        #expect(added.withLock { $0 } == BoundedDelegateQueue.limit - 1)
        gate.signal()
        #expect(producer.wait(timeout: .now() + 120) == .success)
        queue.waitUntilAllOperationsAreFinished()
        #expect(run.withLock { $0 } == 500)
        #expect(mostWaiting.withLock { $0 } <= BoundedDelegateQueue.limit)
        #expect(Date().timeIntervalSince(firstWait) < 30)
    }

    @Test func theQueuesOwnThreadNeverWaits() {
        let queue = BoundedDelegateQueue(longestWait: 5)
        queue.streamStarted()
        let started = Date()
        let done = DispatchSemaphore(value: 0)
        queue.addOperation {
            // 200 messages queued by a message: it would wait for itself for ever.
            for _ in 0..<200 { queue.addOperation {} }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(Date().timeIntervalSince(started) < 60)
        queue.waitUntilAllOperationsAreFinished()
    }

    @Test func aStuckConsumerHoldsTheProducerOnlySoLong() {
        let queue = BoundedDelegateQueue()
        queue.streamStarted()
        let gate = DispatchSemaphore(value: 0)
        queue.addOperation { gate.wait() }
        for _ in 0..<(BoundedDelegateQueue.limit - 1) { queue.addOperation {} }
        // The queue is full: each message now waits its longest, then goes.
        let started = Date()
        for _ in 0..<3 { queue.addOperation {} }
        let waited = Date().timeIntervalSince(started)
        gate.signal()
        queue.waitUntilAllOperationsAreFinished()
        #expect(waited >= 3 * queue.longestWait * 0.9)
    }

    /// Small answers never pile up, and waiting holds every session up (the
    /// work queues share one queue): without a streamed task, nothing waits,
    /// and the end of the last stream lets a waiting producer go at once.
    @Test func onlyAStreamingTaskMakesTheProducerWait() {
        let queue = BoundedDelegateQueue(longestWait: 5)
        let gate = DispatchSemaphore(value: 0)
        queue.addOperation { gate.wait() }
        let started = Date()
        for _ in 0..<(3 * BoundedDelegateQueue.limit) { queue.addOperation {} }
        #expect(Date().timeIntervalSince(started) < 60)
        queue.streamStarted()
        let producerDone = DispatchSemaphore(value: 0)
        let added = Locked(false)
        // A thread of its own: the dispatch pool's may all be busy.
        Thread {
            queue.addOperation {}
            added.withLock { $0 = true }
            producerDone.signal()
        }.start()
        // Held while the stream runs (the consumer is stuck, the queue full)...
        #expect(producerDone.wait(timeout: .now() + 0.2) == .timedOut)
        #expect(added.withLock { $0 } == false)
        // ...and let go when it ends.
        queue.streamEnded()
        #expect(producerDone.wait(timeout: .now() + 60) == .success)
        gate.signal()
        queue.waitUntilAllOperationsAreFinished()
    }

    /// The queue runs its messages itself: still one at a time, in the
    /// order given, whether they arrive while it drains or after it stopped,
    /// from one thread (the work queue) or several.
    @Test func messagesRunOneAtATimeInTheOrderGiven() {
        let queue = BoundedDelegateQueue(longestWait: 5)
        let order = Locked<[Int]>([])
        let running = Locked(0)
        let mostRunning = Locked(0)
        @Sendable func message(_ number: Int) -> @Sendable () -> Void {
            {
                mostRunning.withLock { $0 = max($0, running.withLock { $0 += 1; return $0 }) }
                order.withLock { $0.append(number) }
                running.withLock { $0 -= 1 }
            }
        }
        for number in 0..<2_000 {
            queue.addOperation(message(number))
            // Now and then the drainer runs dry and a new one starts.
            if number % 500 == 0 { queue.waitUntilAllOperationsAreFinished() }
        }
        queue.waitUntilAllOperationsAreFinished()
        #expect(order.withLock { $0 } == Array(0..<2_000))
        // Several producers: each one's messages stay in its order.
        DispatchQueue.concurrentPerform(iterations: 4) { producer in
            for number in 0..<500 { queue.addOperation(message(10_000 * (producer + 1) + number)) }
        }
        queue.waitUntilAllOperationsAreFinished()
        let all = order.withLock { $0 }
        for producer in 1...4 {
            let mine = all.filter { $0 / 10_000 == producer }
            #expect(mine == Array((10_000 * producer)..<(10_000 * producer + 500)))
        }
        #expect(mostRunning.withLock { $0 } == 1)
    }
}
#endif
