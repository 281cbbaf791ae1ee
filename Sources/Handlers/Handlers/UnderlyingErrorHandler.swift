/// Handles the error underneath a failed request: the `URLError` of
/// `RequestError.transport` (no response) and the `DecodingError` of
/// `RequestError.decoding` (with the response whose body failed to decode).
/// A bare `URLError` or `DecodingError` is offered the same way, with no
/// response.
///
/// Handlers live in a `HandlerRegistry` shared across threads, hence
/// `Sendable`: write them as structs or immutable final classes.
public protocol UnderlyingErrorHandler: Sendable {
    /// Whether this handler takes `error` (a `URLError` or `DecodingError`).
    func canHandle(error: any Error, response: HTTPResponse?) -> Bool
    /// Handles `error`; `response` is the one that carried it, if any.
    func handle(error: any Error, response: HTTPResponse?, presentable: (any Presentable)?)
}
