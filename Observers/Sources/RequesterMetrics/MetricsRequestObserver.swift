import CoreMetrics
import Foundation
import Handlers
import Requester
import RequesterObserverSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts and times each attempt an `APIClient` sends, through swift-metrics.
///
/// ```swift
/// let client = APIClient(
///     baseURL: URL(string: "https://api.example.com")!,
///     observers: [MetricsRequestObserver()])
/// ```
///
/// Each finished attempt increments the counter `requestsLabel` and records
/// its duration in the timer `durationLabel`, both with the dimensions
/// `method` (`GET`), `host` (`api.example.com`) and `status_class` (`2xx` ...
/// `5xx` for any response, `cancelled`, or `failed` without a response). A
/// retried request counts once per attempt.
///
/// See <doc:MetricsByExample> for examples with their output.
public struct MetricsRequestObserver: RequestObserver {
    /// The counter's label.
    public let requestsLabel: String
    /// The timer's label.
    public let durationLabel: String
    /// Where the metrics are made: the bootstrapped `MetricsSystem.factory` by default.
    public let factory: any MetricsFactory

    /// An observer reporting to `factory`, under the given labels.
    public init(
        requestsLabel: String = "http_client_requests",
        durationLabel: String = "http_client_request_duration",
        factory: any MetricsFactory = MetricsSystem.factory
    ) {
        self.requestsLabel = requestsLabel
        self.durationLabel = durationLabel
        self.factory = factory
    }

    /// Nothing: an attempt is counted when it finishes, with its outcome.
    public func didStart(_ request: URLRequest, attempt: Int) {}

    /// Counts the attempt and records its duration.
    public func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        let dimensions = Self.dimensions(of: request, result: result)
        Counter(label: requestsLabel, dimensions: dimensions, factory: factory).increment()
        CoreMetrics.Timer(label: durationLabel, dimensions: dimensions, factory: factory)
            .recordNanoseconds(Self.nanoseconds(metrics.duration))
    }

    /// `method`, `host` and `status_class`, in that order.
    static func dimensions(of request: URLRequest, result: Result<HTTPResponse, RequestError>) -> [(String, String)] {
        [
            ("method", request.httpMethod ?? "GET"),
            ("host", request.url?.host ?? ""),
            ("status_class", ExchangeOutcome.statusClass(of: result)),
        ]
    }

    /// `duration` in whole nanoseconds, at most `Int64.max`.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? 0 : .max }
        return max(0, scaled + attoseconds / 1_000_000_000)
    }
}
