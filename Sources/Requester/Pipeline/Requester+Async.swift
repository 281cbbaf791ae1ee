import Foundation
import Handlers
import Stream

extension Requester {
    /// The result of `operation`, with the loading, resuming and error
    /// routing of `request(options:_:)`: `options` (`nil`: the requester's
    /// `defaultOptions`) say whether loading shows, how errors are handled
    /// inline and where things run.
    ///
    /// - `operation` runs in a task of its own, started when the requester
    ///   calls it: once, and once more after a resumable handler (a token
    ///   refresh, shared with the other requests that fail into it) repaired
    ///   its failure. So a request is created on each call: build it inside
    ///   the closure, and the resumed call sends fresh credentials.
    /// - An error it throws (after resuming, if that applies) is routed as
    ///   `request`'s are, then thrown here.
    /// - Routing and `hideLoading()` happen before `send` returns or throws
    ///   when the observe scheduler is serial (the main queue by default, a
    ///   serial queue, a `TestScheduler`) or `ImmediateScheduler`: `send`
    ///   waits for that scheduler once more before it returns.
    /// - Cancelling the calling task cancels the operation's task (or the
    ///   wait for a shared refresh), routes nothing, ends loading and throws
    ///   `CancellationError`.
    ///
    /// Task-local values reach `operation` only from the task that starts
    /// it: yours when the request subscribes on `ImmediateScheduler` (the
    /// first call; a resumed call starts where the repair ended), none on the
    /// default background scheduler. Service code that carries a trace or
    /// logger metadata in task-local values subscribes on
    /// `ImmediateScheduler` (Docs/Networking.md, "Service code").
    public func send<T>(
        options: RequestOptions? = nil,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let options = options ?? defaultOptions
        if Task.isCancelled { throw CancellationError() }
        let outcome: Result<T?, any Error>
        do {
            // Stream's one bridge to async: the pipeline is `request`'s, whole.
            outcome = .success(
                try await request(options: options) { Observable.fromAsync(operation) }
                    .first(cancellingWith: CancellationError()))
        } catch {
            outcome = .failure(error)
        }
        // Loading ended (and, on cancellation, a failure being routed at that
        // moment was routed) in actions already on the observe scheduler: one
        // more action there runs after them.
        if (options.showLoading && loadingCount != nil) || Task.isCancelled {
            await options.observeOnScheduler.settle()
        }
        guard case .some(let value) = try outcome.get() else {
            // `fromAsync` emits one value or fails: completing without one breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return value
    }
}

extension SchedulerType {
    /// Returns once an action scheduled now has run: on a serial scheduler,
    /// after every action scheduled before it. At once on `ImmediateScheduler`,
    /// which has nothing waiting.
    func settle() async {
        guard !isImmediate else { return }
        await withCheckedContinuation { continuation in
            _ = schedule { continuation.resume() }
        }
    }
}
