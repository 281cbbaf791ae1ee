import Foundation
import Handlers
import Stream

/// Wraps any request with loading, error routing and resuming.
///
/// `request(options:_:)` takes a closure that makes the request (any
/// `Observable`), and returns an `Observable` that
/// - counts as loading on the presentable until its first element, error,
///   completion or disposal;
/// - subscribes on `options.subscribeOnScheduler`, which is where the
///   closure runs (not on the caller's actor), and delivers every event and
///   every presentable call on `options.observeOnScheduler`;
/// - on failure, first asks the registry's resumable handlers: one shared run
///   repairs the failure (a token refresh), then the closure is called again
///   and the request resubscribed, once; otherwise the error goes through
///   `doOnError`, the inline handler and the registries, and then reaches the
///   subscriber.
///
/// `send(options:_:)` gives an `async` operation the same treatment (see
/// Requester+Async.swift). A call that passes no `options` uses the
/// requester's `defaultOptions`; options passed replace them whole.
///
/// The requester holds its presentable weakly: a screen usually owns its requester.
public final class Requester: Sendable {
    /// The registry consulted when a request fails.
    public let handlers: HandlerRegistry
    /// The options of every `request` and `send` that passes none.
    public let defaultOptions: RequestOptions
    // Weak and never reassigned: reading it from any thread is safe.
    private nonisolated(unsafe) weak var weakPresentable: (any Presentable)?

    /// The presentable's loading count, shared with its other requesters;
    /// found once here so that a request counts without a lookup.
    let loadingCount: LoadingCount?

    /// A requester reporting to `presentable` and routing errors through
    /// `handlers`, with `defaultOptions` for the calls that pass no options
    /// (set them once where every call would build the same: a test's
    /// virtual-time schedulers, a service's `ImmediateScheduler`).
    public init(
        presentable: (any Presentable)?, handlers: HandlerRegistry = .shared,
        defaultOptions: RequestOptions = .default
    ) {
        self.weakPresentable = presentable
        self.handlers = handlers
        self.defaultOptions = defaultOptions
        loadingCount = presentable.map { LoadingCount.of($0) }
    }

    /// The presentable, while it is alive.
    public var presentable: (any Presentable)? { weakPresentable }

    /// The request that `makeRequest` creates, with loading, resuming and
    /// error routing as `options` say (`nil`: the requester's
    /// `defaultOptions`). Cold: each subscription runs it anew.
    ///
    /// **Where `makeRequest` runs:** on `options.subscribeOnScheduler`, not on
    /// the caller's actor. By default that is a background queue
    /// (`RequestOptions.backgroundScheduler`), once per subscription and once
    /// more after a resumable handler repaired a failure. The parameter is a
    /// plain closure (as Stream's operators take), so Swift 6 accepts one
    /// written in `@MainActor` code that reads or writes main-actor state, and
    /// nothing checks at run time: that closure then races with the main
    /// actor. Either
    /// - read what the request needs on the actor first and capture the
    ///   values: `let query = self.query` then
    ///   `requester.request { client.request(.search(query)) }`; or
    /// - subscribe on `MainScheduler.instance`
    ///   (`RequestOptions.Builder().subscribeOnScheduler(MainScheduler.instance)`):
    ///   the closure runs on the main queue, every time, and may use
    ///   `MainActor.assumeIsolated { }`. The request is then subscribed there
    ///   too: an `APIClient` call builds its `URLRequest` and runs its
    ///   adapters on the main queue, and waits for the network off it.
    ///
    /// With `ImmediateScheduler` the closure runs on the subscribing thread,
    /// and when resumed, where the repair's result is delivered (the observe
    /// scheduler).
    // Inlined so the run is made where `T` is known (see `APIClient.request(_:)`).
    @inlinable
    public func request<T>(
        options: RequestOptions? = nil,
        _ makeRequest: @escaping () -> Observable<T>
    ) -> Observable<T> {
        let options = options ?? defaultOptions
        return Observable.create { [self] observer in
            let run = RequestRun(requester: self, options: options, downstream: observer, makeRequest: makeRequest)
            run.start()
            return run
        }
    }
}
