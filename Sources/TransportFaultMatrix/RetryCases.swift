import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream

/// `RetryPolicy` over the transport: attempts counted by the server,
/// `Retry-After` waited for, nothing sent after a dispose.
extension FaultMatrix {
    static let retryCases: [FaultCase] = [
        countedRetry("a flapping route succeeds on the third attempt", ends: .user(attempt: 3), requests: 3) { key in
            .get("flaky", query: ["key": key, "fail": "2"])
        },
        countedRetry("after maxAttempts the last error arrives", ends: .status(503), requests: 3) { key in
            .get("flaky", query: ["key": key, "fail": "10"])
        },
        countedRetry("a POST is not retried", ends: .status(503), requests: 1) { key in
            .post("flaky?key=\(key)&fail=1", body: ada)
        },
        countedRetry("a POST with an Idempotency-Key is retried", ends: .user(attempt: 2), requests: 2) { key in
            .post("flaky?key=\(key)&fail=1", body: ada).idempotencyKey("order-\(key)")
        },
        FaultCase("Retry-After is waited for", .retry) { run in
            let key = uniqueKey("retryAfter")
            let started = ContinuousClock.now
            let endpoint = Endpoint<User>.get("retry-after", query: ["key": key, "after": "1"])
            let outcome = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry))
            let elapsed = ContinuousClock.now - started
            RetryEnd.user(attempt: 2).check(outcome, in: run)
            run.check(elapsed >= .milliseconds(950), "waited \(elapsed), the backoff alone is 20 ms")
            try await run.checkRequestCount(key: key, is: 2)
        },
        FaultCase("disposing during the backoff sends nothing more", .retry) { run in
            let key = uniqueKey("backoff")
            // The logger says when the first answer (503) arrived, so the case
            // disposes a known time into the 1 s backoff however busy the machine is.
            let answered = Locked<ContinuousClock.Instant?>(nil)
            let logger = RequestLogger(options: .responseCode) { line in
                if line.contains("503") { answered.withLock { $0 = $0 ?? .now } }
            }
            let slowRetry = RetryPolicy(maxAttempts: 5, backoff: .constant(.seconds(1)))
            let events = Locked(0)
            let subscription = run.client(retryPolicy: slowRetry, logger: logger)
                .request(Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"]))
                .subscribe(onNext: { _ in events.withLock { $0 += 1 } }, onError: { _ in events.withLock { $0 += 1 } })
            let deadline = ContinuousClock.now + .seconds(5)
            while answered.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            let firstAnswer = try run.require(answered.withLock { $0 }, "the first attempt was never answered")
            try await Task.sleep(for: .milliseconds(100))
            subscription.dispose()
            let intoBackoff = ContinuousClock.now - firstAnswer
            run.check(intoBackoff < .seconds(1), "disposed \(intoBackoff) after the answer, not during the backoff")
            // Past the moment the second attempt was due.
            try await Task.sleep(until: firstAnswer + .milliseconds(1500))
            try await run.checkRequestCount(key: key, is: 1)
            run.check(events.withLock { $0 } == 0, "the subscriber heard \(events.withLock { $0 }) events")
        },
        FaultCase("disposing while a retry's adapters run sends nothing more", .retry) { run in
            // The second attempt's adapter holds it between the end of the wait
            // and the transport, the window where the attempt had nothing to
            // cancel yet: the case disposes there, then lets the adapter finish.
            let key = uniqueKey("adapters")
            let inSecondAttempt = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
            let gate = GateAdapter(entered: inSecondAttempt, proceed: proceed)
            let client = run.client(
                adapters: [gate], retryPolicy: RetryPolicy(maxAttempts: 5, backoff: .constant(.milliseconds(10))))
            let events = Locked(0)
            let subscription = client.request(Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"]))
                .subscribe(onNext: { _ in events.withLock { $0 += 1 } }, onError: { _ in events.withLock { $0 += 1 } })
            let entered = await waitOnAThread { inSecondAttempt.wait(timeout: .now() + 10) == .success }
            try run.require(entered, "the second attempt never began")
            subscription.dispose()
            proceed.signal()
            // Long enough for a request the attempt sent to reach the server.
            try await Task.sleep(for: .milliseconds(300))
            try await run.checkRequestCount(key: key, is: 1)
            run.check(events.withLock { $0 } == 0, "the subscriber heard \(events.withLock { $0 }) events")
        },
    ]
}

/// What a retried request of the `/flaky` routes ends with.
private enum RetryEnd {
    /// The user, from the given attempt (the server stamps it).
    case user(attempt: Int)
    /// The failure with this status.
    case status(Int)

    /// Records a failure unless `outcome` is this end.
    func check(_ outcome: Result<User, RequestError>, in run: FaultRun, line: Int = #line) {
        switch self {
        case .user(let attempt):
            run.check(outcome.value?.attempt == attempt, "got \(outcome)", line: line)
        case .status(let status):
            run.check(outcome.failure?.statusCode == status, "got \(outcome)", line: line)
        }
    }
}

extension FaultMatrix {
    /// A case that sends the endpoint `route` builds for a fresh counter key
    /// through a client retrying with `fastRetry`, then checks how it ended
    /// and how many requests the server counted under the key.
    fileprivate static func countedRetry(
        _ name: String, ends end: RetryEnd, requests: Int, line: Int = #line,
        route: @escaping @Sendable (_ key: String) -> Endpoint<User>
    ) -> FaultCase {
        FaultCase(name, .retry) { run in
            let key = uniqueKey(name)
            end.check(await run.outcome(route(key), on: run.client(retryPolicy: fastRetry)), in: run, line: line)
            try await run.checkRequestCount(key: key, is: requests, line: line)
        }
    }
}
