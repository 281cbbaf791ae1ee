extension Observable {
    /// On every error, subscribes to this stream again, forever. Stack-safe:
    /// a source that fails synchronously is resubscribed in a loop.
    @usableFromInline
    func retry() -> Observable<Element> {
        Producer<RetrySink<Element>>(source: self, parameters: .max)
    }

    /// Subscribes at most `maxAttemptCount` times in all, then fails with the
    /// last error (RxSwift's meaning: `retry(3)` is the first try plus two
    /// retries). `retry(1)` behaves as no retry; `retry(0)` (or less)
    /// completes at once without subscribing.
    @usableFromInline
    func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        maxAttemptCount <= 0 ? .empty() : Producer<RetrySink<Element>>(source: self, parameters: maxAttemptCount)
    }
}

final class RetrySink<Element>: ResubscribingSink<Element>, ProducerSink, @unchecked Sendable {
    private let maxAttemptCount: Int
    // Subscriptions that failed so far. Attempts never overlap, and each
    // request's atomic orders one attempt's update before the next attempt.
    private var failedAttempts = 0

    init(parameters maxAttemptCount: Int, downstream: ObserverNode<Element>) {
        self.maxAttemptCount = maxAttemptCount
        super.init(downstream: downstream)
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        failedAttempts += 1
        if failedAttempts < maxAttemptCount {
            subscribeNext()
        } else {
            forwardError(error)
        }
    }
}
