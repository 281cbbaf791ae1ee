import Foundation
import Handlers
import Requester

/// `TransportBounds.maximumBodySize` as an `Exchange` applies it to the
/// final response: refused at the head when its `Content-Length` is already
/// longer, else counted chunk by chunk as the bytes arrive.
enum BodyLimit {
    /// What becomes of one chunk of the final body.
    enum Step {
        /// Within the limit: handed to the sink.
        case pass
        /// Past the limit, for the response from this URL: the exchange fails.
        case overLimit(URL?)
        /// The exchange already ended: dropped.
        case drop
    }

    /// Whether `head`, the answer to a request with `method`, announces a
    /// body longer than `bounds` allows: a `Content-Length` over the limit
    /// on a response that has a body and no content coding (a coded
    /// body's length is before decoding: the count catches a gzip bomb).
    static func announcesTooMuch(_ head: HTTPResponse, method: String?, bounds: TransportBounds) -> Bool {
        guard bounds.maximumBodySize != nil,
              method?.uppercased() != "HEAD",
              head.statusCode >= 200, head.statusCode != 204, head.statusCode != 304,
              let length = head.header("Content-Length").flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) })
        else { return false }
        let coding = head.header("Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return (coding.isEmpty || coding == "identity") && bounds.exceeds(length)
    }
}
