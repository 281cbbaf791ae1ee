import Stream

/// Repairs a failure so the request can run again, e.g. refreshes an
/// expired token on a 401. Asked before any other handler.
///
/// `Requester` subscribes to the observable `handle` returns; on its first
/// element or on completion it re-creates the request and subscribes to it
/// once more. If the observable fails, or the resumed request fails again,
/// the failure continues to the other handlers.
///
/// It is asked about the unwrapped error first (a 401 arrives as
/// `HTTPError`, a server error body as `APIError`, a transport failure as
/// `URLError`), then about the `RequestError` itself; it handles the value
/// it accepted (see `HandlerRegistry.resumableHandler(for:)`).
///
/// Handlers live in a `HandlerRegistry` shared across threads, hence
/// `Sendable`: write them as structs or final classes that guard their state.
///
/// ```swift
/// struct RefreshSession: ResumableHandler {
///     let session: Session
///     func canHandle(error: any Error) -> Bool { (error as? HTTPError)?.statusCode == 401 }
///     func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
///         session.refresh()  // completes once the new token is stored
///     }
/// }
/// HandlerRegistry.shared.resumableHandlers = [RefreshSession(session: session)]
/// ```
///
/// See <doc:HandlersByExample#Repairing-a-failure-and-unhandled-failures> for an example with its output.
public protocol ResumableHandler: Sendable {
    /// Whether this handler can repair `error`. Keep it free of side effects:
    /// it may be asked twice per failure (unwrapped, then as delivered).
    func canHandle(error: any Error) -> Bool
    /// The repair to run before the request is re-created: emit an element or
    /// complete to resume, fail to give up.
    func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void>
}
