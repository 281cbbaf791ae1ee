extension Observable {
    /// On every error, subscribes to this stream again, forever. Stack-safe:
    /// a source that fails synchronously is resubscribed in a loop.
    public func retry() -> Observable<Element> {
        RetryObservable(source: self, maxAttemptCount: .max)
    }

    /// Subscribes at most `maxAttemptCount` times in all, then fails with the
    /// last error (RxSwift's meaning: `retry(3)` is the first try plus two
    /// retries). `retry(1)` behaves as no retry; `retry(0)` (or less)
    /// completes at once without subscribing.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        maxAttemptCount <= 0 ? .empty() : RetryObservable(source: self, maxAttemptCount: maxAttemptCount)
    }
}

final class RetryObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let maxAttemptCount: Int

    init(source: Observable<Element>, maxAttemptCount: Int) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = RetrySink(source: source, maxAttemptCount: maxAttemptCount, downstream: observer)
        sink.subscribeNext()
        return sink
    }
}

final class RetrySink<Element>: ResubscribingSink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let maxAttemptCount: Int
    // Subscriptions that failed so far. Attempts never overlap, and each
    // request's atomic orders one attempt's update before the next attempt.
    private var failedAttempts = 0

    init(source: Observable<Element>, maxAttemptCount: Int, downstream: ObserverNode<Element>) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
        super.init(downstream: downstream)
    }

    override func nextSource() -> Observable<Element> { source }

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
