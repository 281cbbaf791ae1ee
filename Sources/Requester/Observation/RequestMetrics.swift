import Foundation

/// What one attempt took, as `RequestObserver.didFinish` reports it.
///
/// See <doc:RequesterByExample#Watching-every-attempt>.
public struct RequestMetrics: Sendable, Equatable, Hashable {
    /// When the attempt was sent (the wall clock).
    public var start: Date
    /// From sending to the response or the failure (a monotonic clock).
    public var duration: Duration
    /// Bytes of request body sent: the body's length once a response came
    /// (a streamed body of unknown length counts 0), 0 when none came.
    public var sentBytes: Int64
    /// Bytes of response body received (as the transport delivered them,
    /// after any content decoding); 0 when no response came.
    public var receivedBytes: Int64
    /// The attempt's number, from 1 (2 is the first retry).
    public var attempt: Int

    /// Metrics with the given values.
    public init(start: Date, duration: Duration, sentBytes: Int64, receivedBytes: Int64, attempt: Int) {
        self.start = start
        self.duration = duration
        self.sentBytes = sentBytes
        self.receivedBytes = receivedBytes
        self.attempt = attempt
    }
}
