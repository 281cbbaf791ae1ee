import Foundation
import Handlers
import Stream

/// Wraps any request with loading, error routing and resuming.
///
/// `request(options:_:)` takes a closure that makes the request (any
/// `Observable`), and returns an `Observable` that
/// - counts as loading on the presentable until its first element, error,
///   completion or disposal;
/// - subscribes on `options.subscribeOnScheduler` and delivers every event
///   and every presentable call on `options.observeOnScheduler`;
/// - on failure, first asks the registry's resumable handlers: one shared run
///   repairs the failure (a token refresh), then the closure is called again
///   and the request resubscribed, once; otherwise the error goes through
///   `doOnError`, the inline handler and the registries, and then reaches the
///   subscriber.
///
/// The requester holds its presentable weakly: a screen usually owns its requester.
public final class Requester: Sendable {
    /// The registry consulted when a request fails.
    public let handlers: HandlerRegistry
    // Weak and never reassigned: reading it from any thread is safe.
    private nonisolated(unsafe) weak var weakPresentable: (any Presentable)?

    /// The presentable's loading count, shared with its other requesters;
    /// found once here so that a request counts without a lookup.
    let loadingCount: PresentableLoading?

    /// A requester reporting to `presentable` and routing errors through `handlers`.
    public init(presentable: (any Presentable)?, handlers: HandlerRegistry = .shared) {
        self.weakPresentable = presentable
        self.handlers = handlers
        loadingCount = presentable.map { LoadingCounter.shared.count(for: $0) }
    }

    /// The presentable, while it is alive.
    public var presentable: (any Presentable)? { weakPresentable }

    /// The request that `makeRequest` creates, with loading, resuming and
    /// error routing as `options` say. Cold: each subscription runs it anew.
    public func request<T>(
        options: RequestOptions = .default,
        _ makeRequest: @escaping () -> Observable<T>
    ) -> Observable<T> {
        Observable.create { [self] observer in
            let run = RequestRun(requester: self, options: options, downstream: observer, makeRequest: makeRequest)
            run.start()
            return run
        }
    }
}
