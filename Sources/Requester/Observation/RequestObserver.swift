import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Watches every attempt an `APIClient` sends, for logs, metrics and traces
/// (`APIClient(..., observers:)`).
///
/// Each attempt that is sent (a retry is one more attempt) gets one
/// `didStart` and then one `didFinish`, with the request as it is sent
/// (as the adapters, the authenticator and any `RequestInstrument` left
/// it); one disposed while its adapters ran gets both, finishing with
/// `.cancelled`. An attempt whose request cannot be built or adapted is not
/// sent and not observed. Both are called synchronously, on whatever thread the
/// attempt runs on (the subscribing thread, the transport's, a retry's
/// scheduler), possibly on several threads at once for overlapping
/// requests: keep them quick and thread-safe. `didFinish` comes before the
/// attempt's result is validated and delivered; for a body read as it
/// arrives (`lines`, each connection of `events`), when the body ends,
/// before the stream's own ending, with the bytes read (a stream disposed
/// after its response came finishes with that response).
///
/// An observer watches; it cannot change the request. One that must add
/// headers to what it watches (a trace's `traceparent`) is a
/// `RequestInstrument`, registered here all the same.
///
/// ```swift
/// struct Timing: RequestObserver {
///     func didStart(_ request: URLRequest, attempt: Int) {}
///     func didFinish(
///         _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
///     ) {
///         print(request.url?.path ?? "", attempt, metrics.duration)  // "/v1/books/1 1 0.012 seconds"
///     }
/// }
/// let client = APIClient(baseURL: api, observers: [Timing()])
/// ```
///
/// See <doc:RequesterByExample#Watching-every-attempt>.
public protocol RequestObserver: Sendable {
    /// Attempt `attempt` (from 1) at `request` is about to be sent.
    func didStart(_ request: URLRequest, attempt: Int)

    /// Attempt `attempt` at `request` ended: `.success` with any HTTP
    /// response, whatever its status (validation comes after);
    /// `.failure` only when no response came (a transport error, a timeout,
    /// or `.cancelled` when the attempt was disposed in flight).
    func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics)
}
