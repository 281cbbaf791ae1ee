import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An observer that also marks each attempt's request before it goes out:
/// a tracer that starts a span and sends its context (`traceparent`), a
/// correlation id. Registered once, among the client's observers
/// (`APIClient(..., observers:)`), it gets both halves of the work.
///
/// For each attempt that is sent, the client calls `instrument(_:attempt:)`
/// last, after every adapter and the authenticator, with the request as
/// they left it; the request it returns is the one logged and handed to
/// the transport, and the one every observer's `didStart` and `didFinish`
/// get. Several instruments run in the order of `observers`, each on the
/// one before's request. A call to `instrument` is always followed by
/// `didStart` and then `didFinish` for that attempt, so what it opens (a
/// span) is closed there. An attempt whose request cannot be built or
/// adapted is neither instrumented nor observed; one disposed while its
/// adapters ran is not instrumented, and its observers see it start and
/// finish `.cancelled`, as they do without instruments.
///
/// It cannot fail the request: observation never changes whether a request
/// is sent. It is called on whatever thread the attempt starts on (see
/// `RequestObserver`), possibly on several at once: keep it quick and
/// thread-safe.
///
/// ```swift
/// struct CorrelationID: RequestInstrument {
///     func instrument(_ request: URLRequest, attempt: Int) -> URLRequest {
///         var request = request
///         request.setValue(UUID().uuidString, forHTTPHeaderField: "X-Correlation-ID")
///         return request
///     }
///     func didStart(_ request: URLRequest, attempt: Int) {}
///     func didFinish(_ request: URLRequest, attempt: Int,
///                    result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics) {}
/// }
/// let client = APIClient(baseURL: baseURL, observers: [CorrelationID()])
/// ```
///
/// See <doc:RequesterByExample#Marking-each-attempts-request> for an example with its output.
public protocol RequestInstrument: RequestObserver {
    /// The request to send for attempt `attempt` (from 1): `request`, as the
    /// adapters and the authenticator left it, with what this instrument
    /// adds (usually headers).
    func instrument(_ request: URLRequest, attempt: Int) -> URLRequest
}
