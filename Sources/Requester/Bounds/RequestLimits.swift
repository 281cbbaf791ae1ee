import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a server may make a client hold or wait for: each bound a
/// documented default, settable per client (`APIClient(limits:)`) and per
/// endpoint (`Endpoint.limits(_:)`). `nil` means unlimited.
///
/// | bound | default | applies to |
/// | --- | --- | --- |
/// | `maximumBodySize` | 32 MiB | the body of `request`, `send`, `requestResponse`, `transfer` (every answer kept in memory) |
/// | `maximumLineLength` | 1 MiB | one line of `lines` |
/// | `maximumEventSize` | 1 MiB | one event of `events` (its fields as they arrive) |
/// | `maximumDownloadSize` | unlimited | the file of `download` |
/// | `deadline` | none | one request from subscription to its last byte, every attempt and wait included |
/// | `minimumReconnectionDelay` | 1 s | the shortest wait before `events` connects again |
///
/// Sizes are counted on the bytes as they arrive, after decompression, so
/// a gzip bomb stops at the limit. Over a size limit a request fails with
/// `.transport(URLError(.dataLengthExceedsMaximum))`, whose description
/// names the limit, its value and the URL; nothing over the limit is kept,
/// and the failure is never retried. Past its `deadline` a request fails
/// with `.transport(URLError(.timedOut))`, not retried either.
///
/// ```swift
/// let client = APIClient(baseURL: api, limits: RequestLimits(maximumBodySize: 4 << 20, deadline: .seconds(30)))
/// let export = Endpoint<Data>.get("export").limits(RequestLimits(maximumBodySize: nil))
/// ```
public struct RequestLimits: Sendable, Equatable {
    /// The defaults of the table above.
    public static let `default` = RequestLimits()

    /// The largest body kept in memory for an answer; 32 MiB by default.
    public var maximumBodySize: Int64?
    /// The longest line `lines` accepts, its line break excluded; 1 MiB by default.
    public var maximumLineLength: Int64?
    /// The largest event `events` accepts (the bytes of its block); 1 MiB by default.
    public var maximumEventSize: Int64?
    /// The largest file `download` writes; unlimited by default.
    public var maximumDownloadSize: Int64?
    /// The longest a request may take in all, retries and their waits
    /// included; none by default (each read still has the endpoint's
    /// `timeout`). For `lines` and `events` it bounds the whole stream.
    public var deadline: Duration?
    /// The shortest wait before `events` reconnects, whatever the server's
    /// `retry:` says; 1 s by default.
    public var minimumReconnectionDelay: Duration

    /// Limits; every parameter has the documented default.
    public init(
        maximumBodySize: Int64? = 32 << 20,
        maximumLineLength: Int64? = 1 << 20,
        maximumEventSize: Int64? = 1 << 20,
        maximumDownloadSize: Int64? = nil,
        deadline: Duration? = nil,
        minimumReconnectionDelay: Duration = .seconds(1)
    ) {
        self.maximumBodySize = maximumBodySize
        self.maximumLineLength = maximumLineLength
        self.maximumEventSize = maximumEventSize
        self.maximumDownloadSize = maximumDownloadSize
        self.deadline = deadline
        self.minimumReconnectionDelay = minimumReconnectionDelay
    }

    /// The error of an answer over the limit `name` of `bytes` bytes, for `url`:
    /// `.transport(URLError(.dataLengthExceedsMaximum))`, its description
    /// naming all three. Transports of your own fail with it too.
    public static func exceeded(_ name: String, bytes: Int64, url: URL?) -> RequestError {
        let target = url?.absoluteString ?? "the request"
        var info: [String: Any] = [
            NSLocalizedDescriptionKey: "The response exceeds \(name) (\(bytes) bytes) for \(target)",
        ]
        if let url { info[NSURLErrorFailingURLErrorKey] = url }
        return .transport(URLError(.dataLengthExceedsMaximum, userInfo: info))
    }

    /// The error of a request past its `deadline`, for `url`.
    static func deadlinePassed(_ deadline: Duration, url: URL?) -> RequestError {
        let target = url?.absoluteString ?? "the request"
        return timedOut("The request to \(target) passed its deadline (\(deadline))")
    }

    /// The contract's timeout error, `.transport(URLError(.timedOut))`, with
    /// `description` saying which bound was passed: every bound on a wait
    /// (a request's deadline, a token refresh's timeout) fails with it.
    static func timedOut(_ description: String) -> RequestError {
        .transport(URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: description]))
    }
}
