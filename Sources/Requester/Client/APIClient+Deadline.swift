import Foundation
import Stream

extension APIClient {
    /// `request`, the whole of one request at `endpoint` (every attempt and
    /// the waits between them, to the last byte; for `lines` and `events`
    /// the whole stream), held to `endpoint`'s `RequestLimits.deadline`.
    /// Past it, the subscription to `request` is disposed, cancelling the
    /// transport, and the result fails with
    /// `RequestLimits.deadlinePassed(_:url:)`; being outside the retry
    /// loop, that failure is never retried. Without a deadline, `request`
    /// as it is.
    ///
    /// The timer runs on `scheduler`: the retry policy's, or
    /// `RetryPolicy.defaultScheduler` without a policy, where the waits
    /// between attempts run.
    func withinDeadline<Element>(
        _ request: Observable<Element>, of endpoint: UntypedEndpoint, on scheduler: any SchedulerType
    ) -> Observable<Element> {
        guard let deadline = limits(for: endpoint).deadline else { return request }
        return request.failing(after: deadline, on: scheduler) { [baseURL] in
            RequestLimits.deadlinePassed(deadline, url: endpoint.url(relativeTo: baseURL))
        }
    }
}
