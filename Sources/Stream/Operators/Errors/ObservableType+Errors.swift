// The error-handling operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Errors/ without a call to `asObservable()`.

extension ObservableType {
    /// On error, continues with the stream `handler` returns. `loads.catch { _ in .just(cached) }`
    @inlinable
    public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        operatorSource().catch(handler)
    }

    /// `catch(_:)`'s first name.
    /// `loads.catchError { _ in .just(cached) }`
    @inlinable
    public func catchError(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
        operatorSource().catchError(handler)
    }

    /// On error, emits `element` and completes.
    /// `loads.catchAndReturn([])`
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        operatorSource().catchAndReturn(element)
    }

    /// `catchAndReturn(_:)`'s first name.
    /// `loads.catchErrorJustReturn([])`
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        operatorSource().catchErrorJustReturn(element)
    }

    /// Resubscribes on every error, forever.
    /// `connection.retry()`
    @inlinable
    public func retry() -> Observable<Element> {
        operatorSource().retry()
    }

    /// At most `maxAttemptCount` subscriptions in all, then the last error
    ///. `request.retry(3)`
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        operatorSource().retry(maxAttemptCount)
    }

    /// Resubscribes at each element of the stream `notificationHandler` makes
    /// of the errors.
    /// `request.retry(when: { errors in errors.delay(.seconds(1), scheduler: scheduler) })`
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        operatorSource().retry(when: { notificationHandler($0).operatorSource() })
    }

    /// `retry(when:)`'s first name.
    /// `request.retryWhen { errors in errors.take(2) }`
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        operatorSource().retryWhen { notificationHandler($0).operatorSource() }
    }

    /// `retry(when:)` with a notifier of the errors of one type: the handler
    /// gets the errors of type `Error` (its parameter says which); any other
    /// error fails the result at once, without asking the notifier (RxSwift's
    /// typed form). An unannotated closure gets the `any Error` form.
    ///
    /// ```swift
    /// request.retry(when: { (errors: Observable<URLError>) in errors.take(2) })
    /// ```
    @inlinable @_disfavoredOverload
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        operatorSource().retryWhen(typed: { notificationHandler($0).operatorSource() })
    }

    /// `retry(when:)` with a notifier of the errors of one type, under its
    /// first name (see the typed `retry(when:)`).
    ///
    /// ```swift
    /// request.retryWhen { (errors: Observable<URLError>) in errors.take(2) }
    /// ```
    @inlinable @_disfavoredOverload
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        operatorSource().retryWhen(typed: { notificationHandler($0).operatorSource() })
    }

    /// At most `maxAttemptCount` subscriptions, waiting `backoff`'s delays
    /// between them
    /// (`shouldRetry` defaults to retrying every error).
    /// `request.retry(3, backoff: .constant(.seconds(1)), scheduler: scheduler)`
    @inlinable
    public func retry(
        _ maxAttemptCount: Int, backoff: Backoff, scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Observable<Element> {
        operatorSource().retry(maxAttemptCount, backoff: backoff, scheduler: scheduler, shouldRetry: shouldRetry)
    }
}
