import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts one attempt's bytes from its `TransportEvent`s into the
/// `TransferProgress` a transfer emits. A retry starts a new counter, so
/// counts restart from 0; within an attempt they never decrease.
struct TransferProgressCounter: Sendable {
    private(set) var progress: TransferProgress
    /// A `HEAD` answer has no body, whatever its Content-Length says.
    private let isHead: Bool

    /// A counter for an attempt whose request body is `expectedSentBytes`
    /// long (`nil` when unknown, 0 without a body), sent with `method`.
    init(expectedSentBytes: Int64?, method: String) {
        progress = TransferProgress(sentBytes: 0, expectedSentBytes: expectedSentBytes)
        isHead = method.uppercased() == "HEAD"
    }

    /// A counter for an attempt at `request`, its body's size taken from
    /// the request: the data's count, a streamed body's length (`nil` when
    /// a file's size is unknown), a foreign stream's Content-Length header
    /// (else unknown), or 0 without a body.
    init(request: URLRequest) {
        let method = request.httpMethod ?? "GET"
        if let body = request.httpBody, !body.isEmpty {
            self.init(expectedSentBytes: Int64(body.count), method: method)
        } else if let stream = request.httpBodyStream as? BodyInputStream {
            self.init(expectedSentBytes: stream.body.contentLength, method: method)
        } else if request.httpBodyStream != nil {
            let length = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            self.init(expectedSentBytes: length, method: method)
        } else {
            self.init(expectedSentBytes: 0, method: method)
        }
    }

    /// Takes `event` into account; the new progress when it changed.
    mutating func record(_ event: TransportEvent) -> TransferProgress? {
        let before = progress
        switch event {
        case .sent(let sent, let expected):
            progress.sentBytes = max(progress.sentBytes, sent)
            if let expected, expected >= 0 { progress.expectedSentBytes = expected }
        case .response(let head):
            progress.expectedReceivedBytes = expectedBodySize(of: head)
        case .received(let chunk):
            progress.receivedBytes += Int64(chunk.count)
        }
        return progress == before ? nil : progress
    }

    /// The exchange ended with the whole response: progress at the totals
    /// (the request body was sent by then, though the transport may not
    /// have reported its last bytes), if that differs from the last.
    mutating func finish() -> TransferProgress? {
        let before = progress
        if let expected = progress.expectedSentBytes, progress.sentBytes < expected {
            progress.sentBytes = expected
        }
        if progress.expectedReceivedBytes == nil || progress.expectedReceivedBytes != progress.receivedBytes {
            // What arrived is the body's size, now that it is known.
            progress.expectedReceivedBytes = progress.receivedBytes
        }
        return progress == before ? nil : progress
    }

    /// The size of the body `head` announces: 0 for an answer that has
    /// none (to `HEAD`, 1xx, 204, 304), its Content-Length when the bytes
    /// counted are the bytes sent (no content coding, which the session
    /// undoes), else unknown.
    private func expectedBodySize(of head: HTTPResponse) -> Int64? {
        if isHead || (100..<200).contains(head.statusCode) || head.statusCode == 204 || head.statusCode == 304 {
            return 0
        }
        if let coding = head.header("Content-Encoding"), coding.lowercased() != "identity" { return nil }
        guard let length = head.header("Content-Length").flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) }),
              length >= 0 else { return nil }
        return length
    }
}
