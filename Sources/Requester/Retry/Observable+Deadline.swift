import Stream

extension Observable {
    /// This stream, held to a total deadline: once `limit` has passed on
    /// `scheduler` since subscription, the subscription to it is disposed
    /// (cancelling whatever it was waiting for) and the result fails with
    /// `error()`. Ending before then cancels the timer.
    ///
    /// Unlike `timeout`, which bounds each wait between elements, this
    /// bounds the whole: a body trickled a byte a second, retries and the
    /// waits between them all count. It is the one mechanism behind
    /// `RequestLimits.deadline` and `TokenRefreshHandler.refreshTimeout`.
    ///
    /// `ImmediateScheduler` can only wait by blocking the subscribing
    /// thread, which would hold the subscription back for the whole
    /// `limit`: the timer runs on `RetryPolicy.defaultScheduler` instead.
    func failing(
        after limit: Duration, on scheduler: any SchedulerType, with error: @escaping () -> any Error
    ) -> Observable<Element> {
        let timer = scheduler.isImmediate ? RetryPolicy.defaultScheduler : scheduler
        return take(until: Observable<Void>.deferred { throw error() }.delaySubscription(limit, scheduler: timer))
    }
}
