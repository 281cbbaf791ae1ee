/// How far a transfer has gone: body bytes sent and received, and how many
/// each way are expected.
///
/// An expected count is `nil` when it is unknown (a body sent or received
/// without a known length), and 0 when there is no body that way.
///
/// See <doc:RequesterByExample#A-download-and-its-progress>.
public struct TransferProgress: Sendable, Equatable, Hashable {
    /// Bytes of the request body sent so far.
    public var sentBytes: Int64
    /// The request body's size; `nil` when unknown, 0 without a body.
    public var expectedSentBytes: Int64?
    /// Bytes of the response body received so far.
    public var receivedBytes: Int64
    /// The response body's size (its Content-Length); `nil` when unknown,
    /// 0 without a body.
    public var expectedReceivedBytes: Int64?

    /// Progress with the given counts.
    public init(
        sentBytes: Int64 = 0, expectedSentBytes: Int64? = nil,
        receivedBytes: Int64 = 0, expectedReceivedBytes: Int64? = nil
    ) {
        self.sentBytes = sentBytes
        self.expectedSentBytes = expectedSentBytes
        self.receivedBytes = receivedBytes
        self.expectedReceivedBytes = expectedReceivedBytes
    }
}
