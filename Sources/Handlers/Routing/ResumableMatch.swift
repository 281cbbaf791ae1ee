import Stream

/// The resumable handler that accepted a failure, and the value it accepted.
///
/// Returned by `HandlerRegistry.resumableHandler(for:)`. Pass `error` (not
/// the error as delivered) to the handler: `handle(presentable:)` does.
///
/// ```swift
/// if let match = registry.resumableHandler(for: failure) {
///     _ = match.handle(presentable: screen).subscribe(onCompleted: { retry() })
/// }
/// ```
///
/// See <doc:HandlersByExample#Repairing-a-failure-and-unhandled-failures> for an example with its output.
public struct ResumableMatch {
    /// The first handler in the registry whose `canHandle` returned true.
    public let handler: any ResumableHandler
    /// What it accepted: the unwrapped error (`HTTPError`, `APIError`,
    /// `URLError`, `DecodingError`) or else the `RequestError` as delivered.
    public let error: any Error
    /// The handler's position in `resumableHandlers` when it was matched.
    public let index: Int

    /// Starts the repair: `handler.handle(error: error, presentable: presentable)`.
    public func handle(presentable: (any Presentable)?) -> Observable<Void> {
        handler.handle(error: error, presentable: presentable)
    }
}
