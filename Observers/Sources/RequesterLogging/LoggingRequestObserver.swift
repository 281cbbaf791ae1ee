import Foundation
import Handlers
import Logging
import Requester
import RequesterObserverSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Writes each attempt an `APIClient` sends to a swift-log `Logger`: the
/// lines `RequestLogger` writes (its options choose the parts, its
/// redaction hides the secrets), one log entry per event.
///
/// ```swift
/// let client = APIClient(
///     baseURL: URL(string: "https://api.example.com")!,
///     observers: [LoggingRequestObserver(logger: Logger(label: "api"))])
/// ```
///
/// The request goes out at `requestLevel`, a response (any status) at
/// `responseLevel`, an attempt without a response at `failureLevel`, each
/// with the metadata `http.method`, `attempt`, and `http.status_code` or
/// `error`. Nothing is formatted for a level the logger does not write.
///
/// See <doc:LoggingByExample> for examples with their output.
public struct LoggingRequestObserver: RequestObserver {
    /// Where the entries go.
    public var logger: Logger
    /// Says what each entry's message holds, redacted; its sink is never called.
    public var messages: RequestLogger
    /// The level of the line written before sending (`--> GET ...`).
    public var requestLevel: Logger.Level
    /// The level of the line written for a response (`<-- 200 GET ...`).
    public var responseLevel: Logger.Level
    /// The level of the line written when no response came (`<-- FAILED ...`).
    public var failureLevel: Logger.Level

    /// An observer writing to `logger` the lines `messages` makes (by
    /// default `RequestLogger`'s default parts and redaction).
    public init(
        logger: Logger,
        messages: RequestLogger = RequestLogger(sink: { _ in }),
        requestLevel: Logger.Level = .debug,
        responseLevel: Logger.Level = .info,
        failureLevel: Logger.Level = .warning
    ) {
        self.logger = logger
        self.messages = messages
        self.requestLevel = requestLevel
        self.responseLevel = responseLevel
        self.failureLevel = failureLevel
    }

    /// Writes the request line at `requestLevel`.
    public func didStart(_ request: URLRequest, attempt: Int) {
        guard logger.logLevel <= requestLevel, let message = messages.requestMessage(request, attempt: attempt) else {
            return
        }
        logger.log(level: requestLevel, "\(message)", metadata: metadata(request, attempt: attempt))
    }

    /// Writes the response line at `responseLevel`, or the failure line at `failureLevel`.
    public func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        // The level, the outcome's metadata, and the message only for a level that is written.
        let level: Logger.Level
        let outcome: (key: String, value: Logger.MetadataValue)
        let message: String?
        switch result {
        case .success(let response):
            level = responseLevel
            outcome = ("http.status_code", "\(response.statusCode)")
            message = logger.logLevel <= level
                ? messages.responseMessage(response, for: request, elapsed: metrics.duration) : nil
        case .failure(let error):
            level = failureLevel
            outcome = ("error", "\(ExchangeOutcome.errorType(of: error))")
            message = logger.logLevel <= level
                ? messages.failureMessage(error, for: request, elapsed: metrics.duration) : nil
        }
        guard let message else { return }
        var metadata = metadata(request, attempt: attempt)
        metadata[outcome.key] = outcome.value
        logger.log(level: level, "\(message)", metadata: metadata)
    }

    /// What every entry carries: nothing that can hold a secret.
    private func metadata(_ request: URLRequest, attempt: Int) -> Logger.Metadata {
        ["http.method": "\(request.httpMethod ?? "GET")", "attempt": "\(attempt)"]
    }
}
