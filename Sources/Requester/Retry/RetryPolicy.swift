import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and after how long `APIClient` sends a failed request again.
///
/// A failed attempt is retried when all of these hold:
/// - fewer than `maxAttempts` attempts were made (the first one counts);
/// - the request's method is in `retryableMethods` (idempotent methods by
///   default), or the request carries an `Idempotency-Key` header: a `POST`
///   that timed out may have been carried out, and sending it again could
///   charge a card twice;
/// - the failure is transient: a status in `retryableStatusCodes` (also when
///   the server sent its own error body with it, e.g. a 429 with JSON), or a
///   `URLError` whose code is in `retryableURLErrorCodes`. Decoding failures,
///   other statuses, adapter failures and cancellation are never retried.
///
/// The wait before retry *n* is `backoff.delay(forRetry: n)`, unless the
/// response has a `Retry-After` header and `respectsRetryAfter` is set: then
/// the header's delay (seconds, or an HTTP date measured from
/// `scheduler.now`) replaces it, up to `maxRetryAfter` (60 s by default): a
/// server asking for a longer wait (a `503` with `Retry-After: 86400`) fails
/// the request at once with that answer, rather than hold it for a day.
/// Set `maxRetryAfter` to `nil` to wait however long the server asks.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included (3 = one try and two retries).
    public var maxAttempts: Int
    /// The waits between attempts.
    public var backoff: Backoff
    /// Methods that may be retried without an `Idempotency-Key` (compared without case).
    public var retryableMethods: Set<String>
    /// Statuses worth another attempt.
    public var retryableStatusCodes: Set<Int>
    /// `URLError` codes worth another attempt.
    public var retryableURLErrorCodes: Set<URLError.Code>
    /// Whether a `Retry-After` header replaces the backoff delay.
    public var respectsRetryAfter: Bool
    /// The longest `Retry-After` to wait for; 60 s by default
    /// (`defaultMaxRetryAfter`). A longer one is not waited for: the request
    /// fails at once with the answer that asked for it. `nil` waits as long
    /// as the server asks.
    public var maxRetryAfter: Duration?
    /// Where the waits happen (and whose `now` dates are measured from).
    public var scheduler: any SchedulerType

    /// Methods that are idempotent by definition (RFC 9110): GET HEAD PUT DELETE OPTIONS TRACE.
    public static let idempotentMethods: Set<String> = ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"]

    /// 408 Request Timeout, 429 Too Many Requests, 500, 502, 503, 504.
    public static let defaultRetryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// Failures to reach the server, or to hear back in time, that a second
    /// attempt can cure: no connection, connection lost or refused, host not
    /// found, DNS failure, timeout, data not allowed / roaming off, call
    /// active. TLS and certificate failures, bad URLs, bad server responses
    /// and cancellation are left out: trying again does not change them.
    public static let defaultRetryableURLErrorCodes: Set<URLError.Code> = [
        .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
        .dnsLookupFailed, .timedOut, .dataNotAllowed, .internationalRoamingOff, .callIsActive,
    ]

    /// The default `maxRetryAfter`: a minute, the longest wait a request
    /// holds its caller for on a server's word.
    public static let defaultMaxRetryAfter: Duration = .seconds(60)

    /// Where waits happen unless a policy names another scheduler: a global
    /// dispatch queue, with wall-clock time.
    public static let defaultScheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .utility)

    /// A policy; every parameter has the documented default.
    public init(
        maxAttempts: Int = 3,
        backoff: Backoff = .exponential(initial: .milliseconds(500)),
        retryableMethods: Set<String> = RetryPolicy.idempotentMethods,
        retryableStatusCodes: Set<Int> = RetryPolicy.defaultRetryableStatusCodes,
        retryableURLErrorCodes: Set<URLError.Code> = RetryPolicy.defaultRetryableURLErrorCodes,
        respectsRetryAfter: Bool = true,
        maxRetryAfter: Duration? = RetryPolicy.defaultMaxRetryAfter,
        scheduler: any SchedulerType = RetryPolicy.defaultScheduler
    ) {
        self.maxAttempts = maxAttempts
        self.backoff = backoff
        self.retryableMethods = Set(retryableMethods.map { $0.uppercased() })
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
        self.respectsRetryAfter = respectsRetryAfter
        self.maxRetryAfter = maxRetryAfter
        self.scheduler = scheduler
    }

    /// How long to wait before sending `request` again after attempt number
    /// `attempt` (1 for the first) failed with `error`, or `nil` to give up.
    public func retryDelay(after error: RequestError, request: URLRequest, attempt: Int) -> Duration? {
        guard attempt < maxAttempts, allowsRetry(of: request), isTransient(error) else { return nil }
        if respectsRetryAfter, let header = error.response?.header("Retry-After"),
           let requested = RetryAfter.delay(header, now: scheduler.now) {
            if let maxRetryAfter, requested > maxRetryAfter { return nil }
            return requested
        }
        return backoff.delay(forRetry: attempt)
    }

    /// Whether `request` may be sent twice: an idempotent method, or an `Idempotency-Key`.
    public func allowsRetry(of request: URLRequest) -> Bool {
        let method = request.httpMethod ?? "GET"
        return retryableMethods.contains { $0.caseInsensitiveCompare(method) == .orderedSame }
            || request.value(forHTTPHeaderField: "Idempotency-Key") != nil
    }

    /// Whether another attempt could end differently.
    public func isTransient(_ error: RequestError) -> Bool {
        switch error {
        case .status(let error): return retryableStatusCodes.contains(error.statusCode)
        case .api(let error): return retryableStatusCodes.contains(error.response.statusCode)
        case .transport(let error): return retryableURLErrorCodes.contains(error.code)
        case .decoding, .cancelled: return false
        }
    }
}
