// The error-handling operators on any `ObservableType`, in RxSwift's
// signatures. Each forwards to `Observable`'s own (Errors/), which an
// `Observable` receiver calls directly: these are disfavored overloads.

extension ObservableType {
    /// On error, continues with the stream `handler` returns (see
    /// `Observable.catch(_:)`). `loads.catch { _ in .just(cached) }`
    @_disfavoredOverload
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        asObservable().catch(handler)
    }

    /// `catch(_:)`'s first name (see `Observable.catchError(_:)`).
    /// `loads.catchError { _ in .just(cached) }`
    @_disfavoredOverload
    public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        asObservable().catchError(handler)
    }

    /// On error, emits `element` and completes (see `Observable.catchAndReturn(_:)`).
    /// `loads.catchAndReturn([])`
    @_disfavoredOverload
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        asObservable().catchAndReturn(element)
    }

    /// `catchAndReturn(_:)`'s first name (see `Observable.catchErrorJustReturn(_:)`).
    /// `loads.catchErrorJustReturn([])`
    @_disfavoredOverload
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        asObservable().catchErrorJustReturn(element)
    }

    /// Resubscribes on every error, forever (see `Observable.retry()`).
    /// `connection.retry()`
    @_disfavoredOverload
    public func retry() -> Observable<Element> {
        asObservable().retry()
    }

    /// At most `maxAttemptCount` subscriptions in all, then the last error
    /// (see `Observable.retry(_:)`). `request.retry(3)`
    @_disfavoredOverload
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        asObservable().retry(maxAttemptCount)
    }

    /// Resubscribes at each element of the stream `notificationHandler` makes
    /// of the errors (see `Observable.retry(when:)`).
    /// `request.retry(when: { errors in errors.delay(.seconds(1), scheduler: scheduler) })`
    @_disfavoredOverload
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        asObservable().retry(when: { notificationHandler($0).asObservable() })
    }

    /// `retry(when:)`'s first name (see `Observable.retryWhen(_:)`).
    /// `request.retryWhen { errors in errors.take(2) }`
    @_disfavoredOverload
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        asObservable().retryWhen { notificationHandler($0).asObservable() }
    }

    /// At most `maxAttemptCount` subscriptions, waiting `backoff`'s delays
    /// between them (see `Observable.retry(_:backoff:scheduler:shouldRetry:)`;
    /// `shouldRetry` defaults to retrying every error).
    /// `request.retry(3, backoff: .constant(.seconds(1)), scheduler: scheduler)`
    @_disfavoredOverload
    public func retry(
        _ maxAttemptCount: Int, backoff: Backoff, scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Observable<Element> {
        asObservable().retry(maxAttemptCount, backoff: backoff, scheduler: scheduler, shouldRetry: shouldRetry)
    }
}
