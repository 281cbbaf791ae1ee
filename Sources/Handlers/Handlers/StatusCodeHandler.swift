/// Handles responses whose status is outside 200..<300, by status code:
/// an `HTTPError`, bare or wrapped in `RequestError.status`.
///
/// A server's own error body (`RequestError.api`) is not offered here even
/// though it has a status: it carries a more specific message, so it goes to
/// `ErrorHandler`s as an `APIError`.
///
/// Handlers live in a `HandlerRegistry` shared across threads, hence
/// `Sendable`: write them as structs or immutable final classes.
public protocol StatusCodeHandler: Sendable {
    /// The status codes this handler takes, e.g. `[404]`.
    var supportedErrorCodes: [Int] { get }
    /// Whether this handler takes `error`. By default: its status code is in
    /// `supportedErrorCodes`.
    func canHandle(error: HTTPError) -> Bool
    /// Handles `error`; its `response` holds the body the server sent.
    func handle(error: HTTPError, presentable: (any Presentable)?)
}

extension StatusCodeHandler {
    /// True when the status code is in `supportedErrorCodes`.
    public func canHandle(error: HTTPError) -> Bool {
        supportedErrorCodes.contains(error.statusCode)
    }
}
