/// Who took a failure, as reported by `HandlerRegistry.route(_:presentable:doOnError:inlineHandler:)`.
/// Useful for logs and tests; the error reaches the subscriber either way.
public enum ErrorRoute: Sendable, Equatable {
    /// The request's inline handler returned `true`; no registry was asked.
    case inline
    /// A `StatusCodeHandler` took it.
    case statusCode
    /// An `UnderlyingErrorHandler` took it.
    case underlying
    /// An `NSErrorHandler` took it.
    case nsError
    /// An `ErrorHandler` took it.
    case error
    /// Nobody took it; the presentable's `onHandleErrorFailed(error:)` was called.
    case unhandled
}
