extension Observable {
    /// Retries with waits: `retryWhen` whose notifier answers each error after
    /// `backoff.delay(forRetry:)` on `scheduler`.
    ///
    /// Subscribes at most `maxAttemptCount` times in all (as `retry(_:)`),
    /// then fails with the last error; an error that `shouldRetry` rejects
    /// fails the result at once. The wait before retry `n` (1 for the first)
    /// is `backoff.delay(forRetry: n)`. Disposing during a wait cancels it,
    /// and nothing is subscribed again. `maxAttemptCount <= 0` completes at
    /// once without subscribing.
    public func retry(
        _ maxAttemptCount: Int, backoff: Backoff, scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Observable<Element> {
        guard maxAttemptCount > 0 else { return .empty() }
        return Producer<RetryBackoffSink<Element>>(
            source: self,
            parameters: RetryBackoffPolicy(
                maxAttemptCount: maxAttemptCount, backoff: backoff, scheduler: scheduler, shouldRetry: shouldRetry))
    }
}

/// The parameters of a backoff retry, shared by its subscriptions.
struct RetryBackoffPolicy {
    let maxAttemptCount: Int
    let backoff: Backoff
    let scheduler: any SchedulerType
    let shouldRetry: (any Error) -> Bool
}

final class RetryBackoffSink<Element>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    private let policy: RetryBackoffPolicy
    // Subscriptions that failed so far (attempts never overlap; see RetrySink).
    private var failedAttempts = 0
    // Set by `onError` before it asks for the next step, read by that step:
    // the wait comes first, and its end asks for the subscription.
    private var pendingDelay: Duration?

    init(parameters policy: RetryBackoffPolicy, downstream: ObserverNode<Element>) {
        self.policy = policy
        super.init(downstream: downstream)
    }

    /// Either the wait before a retry or the subscription itself. The wait is
    /// a step of the base loop, so it sits in the same slot as subscriptions
    /// and disposing the sink cancels it.
    override func startNextStep() -> any Disposable {
        guard let delay = pendingDelay else { return subscribeSource() }
        pendingDelay = nil
        return policy.scheduler.schedule(after: delay) { [self] in subscribeNext() }
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        failedAttempts += 1
        guard failedAttempts < policy.maxAttemptCount, policy.shouldRetry(error) else {
            return forwardError(error)
        }
        pendingDelay = policy.backoff.delay(forRetry: failedAttempts)
        subscribeNext()
    }
}
