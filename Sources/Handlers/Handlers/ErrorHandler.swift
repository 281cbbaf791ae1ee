/// Handles any failure its `canHandle` accepts: the last registry asked,
/// after status-code, underlying and `NSError` handlers.
///
/// Routing asks it about the unwrapped error first (`APIError` for
/// `RequestError.api`, `HTTPError` for `.status`, ...), then about the
/// `RequestError` itself, so a handler can be written against either. It
/// handles the value it accepted.
///
/// Handlers live in a `HandlerRegistry` shared across threads, hence
/// `Sendable`: write them as structs or immutable final classes.
public protocol ErrorHandler: Sendable {
    /// Whether this handler takes `error`. Keep it free of side effects: it
    /// may be asked twice per failure (unwrapped, then as delivered).
    func canHandle(error: any Error) -> Bool
    /// Handles `error`, usually by telling `presentable` what to show.
    func handle(error: any Error, presentable: (any Presentable)?)
}
