import Foundation
import Handlers

/// The answers an endpoint takes as they came instead of decoding JSON:
/// `Endpoint<Data>` (the body's bytes) and `Endpoint<String>` (the body as
/// text in its charset).
///
/// Told apart by the response type itself, wherever the endpoint is made
/// or sent, so code generic over `T: Decodable` gets them raw too (no
/// overloads to miss).
enum RawAnswer {
    /// Whether `Response` is answered raw (`Data` or `String`).
    static func isRaw<Response>(_: Response.Type) -> Bool {
        Response.self == Data.self || Response.self == String.self
    }

    /// `response`'s body as `Response`, when `Response` is answered raw:
    /// the bytes as they came, or the text in the Content-Type's charset
    /// (UTF-8 without one). `nil` for any other type. An unknown charset or
    /// bytes invalid in it fail with `.decoding`.
    static func value<Response>(of response: HTTPResponse, as _: Response.Type) throws(RequestError) -> Response? {
        if Response.self == Data.self { return response.body as? Response }
        guard Response.self == String.self else { return nil }
        do throws(TextDecodingFailure) {
            let charset = try TextCharset.declared(byContentType: response.header("Content-Type"))
            return try TextStreamDecoder.decode(response.body, charset: charset) as? Response
        } catch {
            throw .decoding(error.decodingError, response)
        }
    }
}

extension Endpoint {
    /// Sends `Accept: */*` unless `headers` names an `Accept` already: the
    /// answer of a raw, form or multipart endpoint need not be JSON.
    mutating func acceptAnythingUnlessSet() {
        if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) {
            headers["Accept"] = "*/*"
        }
    }

    /// Sets `Content-Type: contentType`, replacing one in `headers` whatever its case.
    mutating func replaceContentType(with contentType: String) {
        for name in headers.keys where name.caseInsensitiveCompare("Content-Type") == .orderedSame {
            headers[name] = nil
        }
        headers["Content-Type"] = contentType
    }

    /// Whether `statusCode` is a success for this endpoint:
    /// `acceptableStatusCodes`, or 200..<300 without them.
    func accepts(_ statusCode: Int) -> Bool {
        acceptableStatusCodes?.contains(statusCode) ?? (200..<300).contains(statusCode)
    }
}
