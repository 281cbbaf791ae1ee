import Foundation
import Handlers
import Stream
import Synchronization

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

    /// A requester reporting to `presentable` and routing errors through `handlers`.
    public init(presentable: (any Presentable)?, handlers: HandlerRegistry = .shared) {
        self.weakPresentable = presentable
        self.handlers = handlers
    }

    /// The presentable, while it is alive.
    public var presentable: (any Presentable)? { weakPresentable }

    /// The request that `makeRequest` creates, with loading, resuming and
    /// error routing as `options` say. Cold: each subscription runs it anew.
    public func request<T>(
        options: RequestOptions = .default,
        _ makeRequest: @escaping () -> Observable<T>
    ) -> Observable<T> {
        Observable.deferred { [self] in
            // Read once per subscription: loading, resuming and routing all
            // report to the presentable that was alive when it started.
            let presentable = self.presentable
            let loading = options.showLoading
                ? presentable.map { LoadingToken(presentable: $0, scheduler: options.observeOnScheduler) }
                : nil
            return attempt(options: options, presentable: presentable, resumable: true, makeRequest)
                .do(
                    onNext: { _ in loading?.end() },
                    onError: { error in
                        loading?.end()
                        self.handlers.route(
                            error, presentable: presentable,
                            doOnError: options.doOnError, inlineHandler: options.inlineErrorHandling)
                    },
                    onCompleted: { loading?.end() },
                    onSubscribe: { loading?.begin() },
                    onDispose: { loading?.end() })
        }
    }

    /// One run of the request on the option's schedulers; when `resumable`, a
    /// failure a resumable handler accepts waits for its shared run, then the
    /// request is made again, once.
    ///
    /// Threads: the request closure runs on the subscribe scheduler, the
    /// resumed attempt's too; the failure, the resumable lookup and the
    /// subscription to the shared run (so the handler's `handle`) happen on
    /// the observe scheduler.
    private func attempt<T>(
        options: RequestOptions, presentable: (any Presentable)?, resumable: Bool,
        _ makeRequest: @escaping () -> Observable<T>
    ) -> Observable<T> {
        Observable.deferred { [self] in
            let ticket = TicketSlot()
            let request = Observable.deferred {
                ticket.store(ResumableRuns.shared.nextTicket())
                return makeRequest()
            }
            .subscribeOn(options.subscribeOnScheduler)
            .observeOn(options.observeOnScheduler)
            guard resumable else { return request }
            return request.catchError { error in
                guard let match = self.handlers.resumableHandler(for: error) else { throw error }
                return ResumableRuns.shared
                    .resume(after: match, in: self.handlers, ticket: ticket.value, presentable: presentable)
                    .observeOn(options.observeOnScheduler)
                    .flatMap { _ in
                        self.attempt(options: options, presentable: presentable, resumable: false, makeRequest)
                    }
            }
        }
    }
}

/// The ticket of one attempt, written on the subscribe scheduler and read
/// when that attempt fails on the observe scheduler.
/// An atomic, not a lock: one allocation per request instead of two.
final class TicketSlot: Sendable {
    private let ticket = Atomic<ResumableRuns.Ticket>(0)

    func store(_ value: ResumableRuns.Ticket) {
        ticket.store(value, ordering: .releasing)
    }

    var value: ResumableRuns.Ticket { ticket.load(ordering: .acquiring) }
}
