import Foundation
import Testing
@testable import Stream

@Suite("retry with backoff: waits between attempts, in virtual time")
struct RetryBackoffTests {
    /// A source that records the virtual time of each subscription and fails
    /// the first `failures` of them with `TestError(id: attempt)`.
    final class TimedSource: @unchecked Sendable {  // test-only; used from one thread
        let counter = CountingSource<Int>()
        var subscribedAt: [TestTime] = []

        func observable(scheduler: TestScheduler, failures: Int = .max) -> Observable<Int> {
            counter.observable { attempt, observer in
                self.subscribedAt.append(scheduler.clock)
                if attempt <= failures {
                    observer.onError(TestError(id: attempt))
                } else {
                    observer.onNext(attempt)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
    }

    @Test func waitsTheBackoffDelayBeforeEachRetryThenFailsWithTheLastError() {
        let scheduler = TestScheduler()
        let source = TimedSource()
        let observer = scheduler.start {
            source.observable(scheduler: scheduler)
                .retry(4, backoff: .exponential(initial: .seconds(1)), scheduler: scheduler)
        }
        #expect(source.subscribedAt == [200, 201, 203, 207])  // waits of 1, 2, 4 seconds
        #expect(observer.events == [.error(207, TestError(id: 4))])
    }

    @Test func succeedsOnceAnAttemptSucceeds() {
        let scheduler = TestScheduler()
        let source = TimedSource()
        let observer = scheduler.start {
            source.observable(scheduler: scheduler, failures: 2)
                .retry(5, backoff: .constant(.seconds(5)), scheduler: scheduler)
        }
        #expect(source.subscribedAt == [200, 205, 210])
        #expect(observer.events == [.next(210, 3), .completed(210)])
    }

    @Test func errorThatShouldRetryRejectsFailsAtOnce() {
        let scheduler = TestScheduler()
        let source = TimedSource()
        let observer = scheduler.start {
            source.observable(scheduler: scheduler)
                .retry(5, backoff: .linear(.seconds(3)), scheduler: scheduler) { error in
                    (error as? TestError)?.id != 2
                }
        }
        #expect(source.subscribedAt == [200, 203])
        #expect(observer.events == [.error(203, TestError(id: 2))])
    }

    @Test func attemptCountMeansSubscriptionsInAll() {
        let scheduler = TestScheduler()
        let once = TimedSource(), never = TimedSource()
        let onceObserver = scheduler.start {
            once.observable(scheduler: scheduler).retry(1, backoff: .constant(.seconds(1)), scheduler: scheduler)
        }
        #expect(once.subscribedAt == [200])
        #expect(onceObserver.events == [.error(200, TestError(id: 1))])

        let other = TestScheduler()
        let neverObserver = other.start {
            never.observable(scheduler: other).retry(0, backoff: .constant(.seconds(1)), scheduler: other)
        }
        #expect(never.subscribedAt.isEmpty)
        #expect(neverObserver.events == [.completed(200)])
    }

    @Test func disposeDuringTheWaitStopsFurtherSubscriptions() {
        let scheduler = TestScheduler()
        let source = TimedSource()
        let observer = scheduler.start(disposed: 205) {
            source.observable(scheduler: scheduler)
                .retry(10, backoff: .constant(.seconds(10)), scheduler: scheduler)
        }
        #expect(source.subscribedAt == [200])
        #expect(observer.events.isEmpty)
        #expect(scheduler.clock == 205)  // the retry due at 210 was cancelled: nothing was left to run
    }

    @Test func backoffSpanningHoursOfVirtualTimeRunsInstantly() {
        // The contract's "well under a millisecond" is about virtual time: no
        // real waiting happens. The real-time bound here is generous for
        // shared CI machines and debug builds.
        let scheduler = TestScheduler()
        let source = TimedSource()
        let backoff = Backoff.exponential(initial: .seconds(1), maxDelay: .seconds(3600))
        let started = ContinuousClock.now
        let observer = scheduler.start(disposed: .max) {
            source.observable(scheduler: scheduler).retry(30, backoff: backoff, scheduler: scheduler)
        }
        let elapsed = ContinuousClock.now - started
        // Waits 1, 2, 4 ... 2048 s (4095 s), then 17 capped waits of an hour.
        let end = 200 + 4095 + 17 * 3600
        #expect(source.subscribedAt.count == 30)
        #expect(source.subscribedAt.last == end)  // about 18 hours later
        #expect(observer.events == [.error(end, TestError(id: 30))])
        #expect(elapsed < .milliseconds(50))
    }

    @Test func finishedBackoffRetryReleasesCaptures() {
        weak var weakBox: Box?
        let scheduler = TestScheduler()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.error(TestError())
                .retry(3, backoff: .constant(.seconds(1)), scheduler: scheduler) { _ in box.value > 0 }
                .subscribe()
        }
        scheduler.start()
        #expect(weakBox == nil)
        _ = subscription
    }

    @Test func disposedBackoffRetryReleasesCapturesDuringTheWait() {
        weak var weakBox: Box?
        let scheduler = TestScheduler()
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable<Int>.error(TestError())
                .retry(3, backoff: .constant(.seconds(1)), scheduler: scheduler) { _ in box.value > 0 }
                .subscribe()
        }
        #expect(weakBox != nil)  // waiting for the first retry
        subscription?.dispose()
        #expect(weakBox == nil)
    }
}
