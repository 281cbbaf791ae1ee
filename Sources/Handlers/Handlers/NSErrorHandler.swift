import Foundation

/// Handles failures by their `NSError` domain and code, such as
/// `NSURLErrorNotConnectedToInternet`.
///
/// Routing offers it the `NSError` form of the unwrapped error first (for
/// `RequestError.transport(urlError)` that is the `URLError`'s, in
/// `NSURLErrorDomain`), then the `NSError` form of the error as delivered.
/// It handles the form it accepted.
///
/// Handlers live in a `HandlerRegistry` shared across threads, hence
/// `Sendable`: write them as structs or immutable final classes.
public protocol NSErrorHandler: Sendable {
    /// The codes this handler takes, e.g. `[NSURLErrorNotConnectedToInternet]`.
    var supportedErrors: [Int] { get }
    /// The domain the codes belong to; `NSURLErrorDomain` unless overridden.
    var domain: String { get }
    /// Whether this handler takes `error`. By default: same domain and a code
    /// in `supportedErrors`.
    func canHandle(error: NSError) -> Bool
    /// Handles `error`, usually by telling `presentable` what to show.
    func handle(error: NSError, presentable: (any Presentable)?)
}

extension NSErrorHandler {
    /// `NSURLErrorDomain`: most `NSError`s a request meets are URL loading errors.
    public var domain: String { NSURLErrorDomain }

    /// True when `error` is in `domain` and its code is in `supportedErrors`.
    public func canHandle(error: NSError) -> Bool {
        error.domain == domain && supportedErrors.contains(error.code)
    }
}
