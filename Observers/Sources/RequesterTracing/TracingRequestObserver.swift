import Foundation
import Handlers
import Requester
import RequesterObserverSupport
import Tracing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Traces each attempt an `APIClient` sends with swift-distributed-tracing:
/// a client span per request sent, its context injected into the request's
/// headers (`traceparent` with a W3C propagator such as swift-otel's), the
/// attempt recorded as an event and ended with the outcome.
///
/// Register it once, among the client's observers: as a `RequestInstrument`
/// it starts the span and injects its context into the request after every
/// adapter and the authenticator have run (so the header is on the request
/// the transport sends), and ends the span when the attempt finishes.
///
/// ```swift
/// let client = APIClient(
///     baseURL: URL(string: "https://api.example.com")!,
///     transport: AsyncHTTPClientTransport(),
///     observers: [TracingRequestObserver()])
/// ```
///
/// The span is named after the method (`GET`), as OpenTelemetry's HTTP
/// conventions ask, with their attributes `http.request.method`,
/// `server.address`, `server.port`, `url.scheme`, then
/// `http.response.status_code`, `http.request.resend_count` on a retry, and
/// `error.type` with an error status for a status of 400 or more and for an
/// attempt without a response (`cancelled`, `timeout`, `URLError -1004`).
/// Its event `attempt` carries the attempt's number.
///
/// Each attempt is a span of its own (a retry is a new request on the wire,
/// and nothing tells an observer which attempts belong together). Its
/// parent is the task-local `ServiceContext` where the attempt starts: the
/// caller's task for a first attempt sent from `async` code; a retry runs
/// on the retry policy's scheduler, outside that task, and starts a trace
/// of its own. Spans start on the tracer's clock; URLs are not recorded
/// (they can carry secrets).
///
/// One span per attempt also over `AsyncHTTPClientTransport`: the client
/// it sends through is configured without AsyncHTTPClient's own tracing
/// (`AsyncHTTPClientTransport.configuration(from:)`), whose span there would
/// be a second, top-level one, with no context sent.
///
/// See <doc:TracingByExample> for an example with its output.
// @unchecked: `spans` and `keyHeaders` are only touched under `lock`; the rest is immutable.
public final class TracingRequestObserver: RequestInstrument, RequestAdapter, @unchecked Sendable {
    /// Where spans are started: the bootstrapped `InstrumentationSystem.tracer` by default.
    public let tracer: any Tracer
    private let lock = NSLock()
    /// The spans sent and not finished, by the header that names them.
    private var spans: [String: any Span] = [:]
    /// The headers that name a span: the tracer's `traceparent`, or the
    /// first header it injects when it has no such one.
    private var keyHeaders: Set<String> = []

    /// An observer starting its spans with `tracer`.
    public init(tracer: any Tracer = InstrumentationSystem.tracer) {
        self.tracer = tracer
    }

    /// Starts attempt `attempt`'s span, child of the current
    /// `ServiceContext`, records the attempt on it and injects its context
    /// into `request`'s headers. With a tracer that injects nothing, nothing
    /// ties the request to its span: the span ends at once.
    public func instrument(_ request: URLRequest, attempt: Int) -> URLRequest {
        let method = request.httpMethod ?? "GET"
        let span = tracer.startSpan(method, context: ServiceContext.current ?? .topLevel, ofKind: .client)
        span.updateAttributes { attributes in
            attributes["http.request.method"] = method
            if let host = request.url?.host { attributes["server.address"] = host }
            if let port = Self.port(of: request.url) { attributes["server.port"] = port }
            if let scheme = request.url?.scheme { attributes["url.scheme"] = scheme }
            if attempt > 1 { attributes["http.request.resend_count"] = attempt - 1 }
        }
        span.addEvent(SpanEvent(name: "attempt", attributes: ["attempt": .int64(Int64(attempt))]))
        var injected: [String: String] = [:]
        tracer.inject(span.context, into: &injected, using: HeaderInjector())
        guard let keyHeader = injected.keys.contains("traceparent") ? "traceparent" : injected.keys.min(),
              let keyValue = injected[keyHeader]
        else {
            span.end()
            return request
        }
        var instrumented = request
        for (name, value) in injected { instrumented.setValue(value, forHTTPHeaderField: name) }
        lock.withLock {
            keyHeaders.insert(keyHeader)
            spans[keyHeader + ":" + keyValue] = span
        }
        return instrumented
    }

    /// Nothing: `instrument(_:attempt:)` started and described the span.
    public func didStart(_ request: URLRequest, attempt: Int) {}

    /// Records the outcome and ends the span.
    public func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        guard let span = endingSpan(of: request) else { return }
        let errorType: String?
        switch result {
        case .success(let response):
            span.attributes["http.response.status_code"] = response.statusCode
            errorType = response.statusCode >= 400 ? "\(response.statusCode)" : nil
        case .failure(let error):
            errorType = ExchangeOutcome.errorType(of: error)
        }
        // Left unset below 400, as the conventions ask of a client span.
        if let errorType {
            span.attributes["error.type"] = errorType
            span.setStatus(SpanStatus(code: .error))
        }
        span.end()
    }

    /// The span whose context `request` carries, taken out of the table.
    private func endingSpan(of request: URLRequest) -> (any Span)? {
        lock.withLock {
            for name in keyHeaders {
                guard let value = request.value(forHTTPHeaderField: name) else { continue }
                if let span = spans.removeValue(forKey: name + ":" + value) { return span }
            }
            return nil
        }
    }

    /// `request` unchanged: registered among the observers, this tracer
    /// does all its work there. Kept so that a client that also lists it
    /// among its adapters, as one had to, still compiles and traces each
    /// attempt once.
    @available(*, deprecated, message: "Register it once, in `observers:`; as an adapter it does nothing")
    public func adapt(_ request: URLRequest) throws -> URLRequest {
        request
    }

    /// The URL's port, or its scheme's (80, 443) when it names none.
    private static func port(of url: URL?) -> Int? {
        if let port = url?.port { return port }
        switch url?.scheme?.lowercased() {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}

/// Writes injected values into a header dictionary.
private struct HeaderInjector: Injector {
    func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
        carrier[key] = value
    }
}
