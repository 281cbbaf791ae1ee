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
    @usableFromInline
    func retry(
        _ maxAttemptCount: Int, backoff: Backoff, scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Observable<Element> {
        guard maxAttemptCount > 0 else { return .empty() }
        return retry(scheduler: scheduler) { error, failedAttempts in
            failedAttempts < maxAttemptCount && shouldRetry(error)
                ? .retry(after: backoff.delay(forRetry: failedAttempts))
                : .fail(error)
        }
    }

    /// The retry loop behind the backoff `retry` and the request layer's
    /// retry policy: after each failure, `decide` gets the error and how many
    /// subscriptions failed so far (1 after the first), and says whether to
    /// subscribe again after a wait on `scheduler` or to fail, with the error
    /// it gives (the error itself, or one it unwraps). Stack-safe; disposing
    /// during a wait cancels it, and nothing is subscribed again.
    @usableFromInline
    package func retry(
        scheduler: any SchedulerType, decide: @escaping (any Error, _ failedAttempts: Int) -> RetryDecision
    ) -> Observable<Element> {
        Producer<RetryBackoffSink<Element>>(source: self, parameters: .init(scheduler: scheduler, decide: decide))
    }
}

/// What a retry loop does after a failure (see `retry(scheduler:decide:)`).
@usableFromInline
package enum RetryDecision {
    /// Subscribe again once this wait passed.
    case retry(after: Duration)
    /// Give up, failing with this error.
    case fail(any Error)
}

final class RetryBackoffSink<Element>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    private let scheduler: any SchedulerType
    private let decide: (any Error, Int) -> RetryDecision
    // Subscriptions that failed so far (attempts never overlap; see RetrySink).
    private var failedAttempts = 0
    // Set by `onError` before it asks for the next step, read by that step:
    // the wait comes first, and its end asks for the subscription.
    private var pendingDelay: Duration?

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let scheduler: any SchedulerType
        let decide: (any Error, Int) -> RetryDecision
    }

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        scheduler = parameters.scheduler
        decide = parameters.decide
        super.init(downstream: downstream)
    }

    /// Either the wait before a retry or the subscription itself. The wait is
    /// a step of the base loop, so it sits in the same slot as subscriptions
    /// and disposing the sink cancels it.
    override func startNextStep() -> any Disposable {
        guard let delay = pendingDelay else { return subscribeSource() }
        pendingDelay = nil
        return scheduler.schedule(after: delay) { [self] in subscribeNext() }
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        failedAttempts += 1
        switch decide(error, failedAttempts) {
        case .retry(let delay):
            pendingDelay = delay
            subscribeNext()
        case .fail(let final):
            forwardError(final)
        }
    }
}
