import Foundation
import Handlers

extension StubTransport {
    /// One scripted answer: a response or a failure, after a delay, its
    /// body arriving whole or in chunks, the request body reported sent at
    /// once or step by step, the connection possibly dropped mid-body.
    ///
    /// ```swift
    /// stub.stub("GET", "/big", .status(200, data: bytes).chunked(16_384, every: .milliseconds(10)))
    /// stub.stub("POST", "/upload", .json("{}").uploading(65_536, every: .milliseconds(5)))
    /// stub.stub("GET", "/flaky", .status(200, data: bytes).droppingConnection(after: 1_000))
    /// ```
    ///
    /// Timeline of one call (on the transport's scheduler, in virtual time
    /// with a `TestScheduler`): the reply's delay, then the upload steps
    /// (`uploading`), then the head with the body's first chunk, then each
    /// next chunk (`chunked`), then the end of the body. `send(_:)` answers
    /// with the whole response when the body has ended (or fails when the
    /// connection drops); `stream(_:)` reports each step as it comes.
    public struct Reply: Sendable {
        enum Outcome: Sendable {
            case response(HTTPResponse)
            case failure(RequestError)
        }

        let outcome: Outcome
        let delay: Duration?
        /// Body bytes per chunk, and the time between chunks; `nil`: one chunk.
        var chunking: (size: Int, interval: Duration)?
        /// Request body bytes per upload step, and the time between steps;
        /// `nil`: one step for the whole body.
        var uploadSteps: (size: Int, interval: Duration)?
        /// Body bytes after which the connection drops.
        var dropsAfter: Int?

        /// Whether the reply scripts steps (chunks, upload steps, a drop).
        var isStepped: Bool {
            chunking != nil || uploadSteps != nil || dropsAfter != nil
        }

        init(outcome: Outcome, delay: Duration?) {
            self.outcome = outcome
            self.delay = delay
        }

        /// Answers with `response` as it is.
        public static func response(_ response: HTTPResponse) -> Reply {
            Reply(outcome: .response(response), delay: nil)
        }

        /// Answers with `status`, a text `body` and `headers`.
        public static func status(_ status: Int, body: String = "", headers: [String: String] = [:]) -> Reply {
            .response(HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)))
        }

        /// Answers with `status` and raw `data`.
        public static func status(_ status: Int, data: Data, headers: [String: String] = [:]) -> Reply {
            .response(HTTPResponse(statusCode: status, headers: headers, body: data))
        }

        /// Answers with the JSON text `json` (and `Content-Type: application/json`).
        public static func json(_ json: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            var headers = headers
            // Header names are case-insensitive: a `content-type` given is the content type.
            if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
                headers["Content-Type"] = "application/json"
            }
            return .response(HTTPResponse(statusCode: status, headers: headers, body: Data(json.utf8)))
        }

        /// Answers with `value` encoded as JSON.
        public static func json<Value: Encodable>(
            encoding value: Value, status: Int = 200, encoder: JSONEncoder = JSONEncoder()
        ) -> Reply {
            let body = (try? encoder.encode(value)) ?? Data()
            return .response(HTTPResponse(
                statusCode: status, headers: ["Content-Type": "application/json"], body: body))
        }

        /// Fails the call with `error`, as a dropped or refused connection would
        /// (`URLError.cancelled` fails with `.cancelled`).
        public static func failure(_ error: URLError) -> Reply {
            Reply(outcome: .failure(RequestError(transportFailure: error)), delay: nil)
        }

        /// This reply, arriving `delay` after the call (on the transport's
        /// scheduler, or a dispatch queue when it has none).
        public func delayed(by delay: Duration) -> Reply {
            var reply = Reply(outcome: outcome, delay: delay)
            reply.chunking = chunking
            reply.uploadSteps = uploadSteps
            reply.dropsAfter = dropsAfter
            return reply
        }

        /// This reply with its body arriving `size` bytes at a time (at
        /// least 1), the first chunk with the head and each next one
        /// `interval` later.
        public func chunked(_ size: Int, every interval: Duration = .zero) -> Reply {
            var reply = self
            reply.chunking = (max(size, 1), interval)
            return reply
        }

        /// This reply after the request body is reported sent `size` bytes
        /// at a time (at least 1), the first step when the reply is due and
        /// each next one `interval` later; the head follows the last step.
        /// Without it, a request with a body reports it sent in one step.
        public func uploading(_ size: Int, every interval: Duration = .zero) -> Reply {
            var reply = self
            reply.uploadSteps = (max(size, 1), interval)
            return reply
        }

        /// This reply with the connection dropped once `bytes` bytes of its
        /// body arrived: the call fails with
        /// `.transport(URLError(.networkConnectionLost))` where the rest of
        /// the body would have come.
        public func droppingConnection(after bytes: Int) -> Reply {
            var reply = self
            reply.dropsAfter = max(bytes, 0)
            return reply
        }
    }
}
