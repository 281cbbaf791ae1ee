import Foundation
@testable import Requester
import Stream
import Synchronization
import Testing

/// The real-time scheduler retry waits use by default (real time, hence here).
@Suite("Default retry scheduler, in real time")
struct DefaultRetrySchedulerTests {
    @Test func runsTheActionAfterTheDelay() async {
        let started = ContinuousClock.now
        let ran = AsyncStream<Duration>.makeStream()
        _ = RetryPolicy.defaultScheduler.schedule(after: .milliseconds(50)) {
            ran.continuation.yield(ContinuousClock.now - started)
            ran.continuation.finish()
        }
        var elapsed: Duration?
        for await value in ran.stream { elapsed = value }
        #expect((elapsed ?? .zero) >= .milliseconds(45))
    }

    @Test func aCancelledWaitNeverRunsAndReleasesItsActionAtOnce() async throws {
        final class Token: Sendable {}
        let runs = Atomic<Int>(0)
        weak var released: Token?
        let disposable: any Disposable = {
            let token = Token()
            released = token
            return RetryPolicy.defaultScheduler.schedule(after: .milliseconds(100)) {
                withExtendedLifetime(token) { _ = runs.add(1, ordering: .relaxed) }
            }
        }()
        #expect(released != nil)
        disposable.dispose()
        #expect(released == nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(runs.load(ordering: .relaxed) == 0)
    }
}
