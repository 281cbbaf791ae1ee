import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One failure as the registries see it. This is the single place that
/// decides which value each kind of handler receives:
///
/// - status-code handlers: the `HTTPError`, bare or from `RequestError.status`;
/// - underlying handlers: the `URLError` of `.transport` (no response), the
///   `DecodingError` and response of `.decoding`, or a bare `URLError` /
///   `DecodingError` (no response);
/// - `NSError`, `Error` and resumable handlers: the unwrapped error first
///   (`RequestError.underlying`), then the `RequestError` as delivered.
struct RoutedFailure {
    /// The error as the request delivered it.
    let delivered: any Error
    /// What `canHandle(error:)` is asked about, in order: the unwrapped
    /// error, then the delivered `RequestError` when it wraps another error.
    let candidates: [any Error]
    /// What a `StatusCodeHandler` receives, if anything.
    let httpError: HTTPError?
    /// What an `UnderlyingErrorHandler` receives, if anything.
    let underlying: (error: any Error, response: HTTPResponse?)?

    init(_ error: any Error) {
        delivered = error
        if let requestError = error as? RequestError {
            switch requestError {
            case .transport(let urlError):
                httpError = nil
                underlying = (urlError, nil)
            case .status(let status):
                httpError = status
                underlying = nil
            case .decoding(let decodingError, let response):
                httpError = nil
                underlying = (decodingError, response)
            case .api, .cancelled:
                httpError = nil
                underlying = nil
            }
            if case .cancelled = requestError {
                candidates = [error]
            } else {
                candidates = [requestError.underlying, error]
            }
            return
        }
        candidates = [error]
        httpError = error as? HTTPError
        underlying = Self.bareUnderlying(error)
    }

    /// A `URLError` or `DecodingError` that arrived unwrapped. An `NSError`
    /// in `NSURLErrorDomain` is left to the `NSError` handlers: Darwin would
    /// bridge it to `URLError` and Linux would not, and routing must not
    /// depend on the platform.
    private static func bareUnderlying(_ error: any Error) -> (error: any Error, response: HTTPResponse?)? {
        if type(of: error) is NSError.Type { return nil }
        if let urlError = error as? URLError { return (urlError, nil) }
        if let decodingError = error as? DecodingError { return (decodingError, nil) }
        return nil
    }
}
