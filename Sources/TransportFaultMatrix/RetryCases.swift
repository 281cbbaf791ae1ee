import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream

/// `RetryPolicy` over the transport: attempts counted by the server,
/// `Retry-After` waited for, nothing sent after a dispose.
extension FaultMatrix {
    static let retryCases: [FaultCase] = [
        FaultCase("a flapping route succeeds on the third attempt", .retry) { run in
            let key = uniqueKey("flapping")
            let endpoint = Endpoint<User>.get("flaky", query: ["key": key, "fail": "2"])
            let user = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry)).value
            run.check(user?.attempt == 3, "got \(String(describing: user))")
            let count = try await run.server.count(key: key)
            run.check(count == 3, "the server counted \(count) requests")
        },
        FaultCase("after maxAttempts the last error arrives", .retry) { run in
            let key = uniqueKey("maxAttempts")
            let endpoint = Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"])
            let error = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry)).failure
            run.check(error?.statusCode == 503, "got \(String(describing: error))")
            let count = try await run.server.count(key: key)
            run.check(count == 3, "the server counted \(count) requests")
        },
        FaultCase("a POST is not retried", .retry) { run in
            let key = uniqueKey("post")
            let endpoint = Endpoint<User>.post("flaky?key=\(key)&fail=1", body: ada)
            let error = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry)).failure
            run.check(error?.statusCode == 503, "got \(String(describing: error))")
            let count = try await run.server.count(key: key)
            run.check(count == 1, "the server counted \(count) requests")
        },
        FaultCase("a POST with an Idempotency-Key is retried", .retry) { run in
            let key = uniqueKey("idempotent")
            let endpoint = Endpoint<User>.post("flaky?key=\(key)&fail=1", body: ada).idempotencyKey("order-\(key)")
            let user = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry)).value
            run.check(user?.attempt == 2, "got \(String(describing: user))")
            let count = try await run.server.count(key: key)
            run.check(count == 2, "the server counted \(count) requests")
        },
        FaultCase("Retry-After is waited for", .retry) { run in
            let key = uniqueKey("retryAfter")
            let started = ContinuousClock.now
            let endpoint = Endpoint<User>.get("retry-after", query: ["key": key, "after": "1"])
            let user = await run.outcome(endpoint, on: run.client(retryPolicy: fastRetry)).value
            let elapsed = ContinuousClock.now - started
            run.check(user?.attempt == 2, "got \(String(describing: user))")
            run.check(elapsed >= .milliseconds(950), "waited \(elapsed), the backoff alone is 20 ms")
            let count = try await run.server.count(key: key)
            run.check(count == 2, "the server counted \(count) requests")
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
            let count = try await run.server.count(key: key)
            run.check(count == 1, "the server counted \(count) requests")
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
            let count = try await run.server.count(key: key)
            run.check(count == 1, "the server counted \(count) requests")
            run.check(events.withLock { $0 } == 0, "the subscriber heard \(events.withLock { $0 }) events")
        },
    ]
}
