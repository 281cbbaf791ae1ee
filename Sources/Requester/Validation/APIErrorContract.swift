import Foundation
import Handlers

/// How a server spells its own errors: reads an `APIError` out of a response
/// body, or answers `nil` when the body is not an error.
///
/// `APIClient` asks the contract first, before looking at the status code, so
/// an error body on a 200 still fails with `RequestError.api`. The default
/// reads `{"error": {"code": String, "title": String}}`; plug another with
/// `Endpoint.apiErrors(_:)` or `APIClient(..., apiErrorContract:)`.
///
/// ```swift
/// // {"message": "...", "status": "..."} on any status >= 400
/// let contract = APIErrorContract { response in
///     guard response.statusCode >= 400,
///           let body = try? JSONDecoder().decode(MyError.self, from: response.body)
///     else { return nil }
///     return APIError(code: body.status, title: body.message, response: response)
/// }
/// ```
public struct APIErrorContract: Sendable {
    // Plain closure, as every user closure in this library (see Docs/Threading.md):
    // it runs on the thread that delivered the response.
    private nonisolated(unsafe) let decodeError: (HTTPResponse) -> APIError?

    /// A contract that reads errors with `decode`; return `nil` for a body
    /// that is not an error.
    public init(_ decode: @escaping (HTTPResponse) -> APIError?) {
        decodeError = decode
    }

    /// The server's error in `response`, or `nil`.
    public func apiError(in response: HTTPResponse) -> APIError? {
        decodeError(response)
    }

    /// `{"error": {"code": String, "title": String}}`, on any status.
    public static let `default` = APIErrorContract { response in
        // Cheap pre-check: a body that cannot hold the key cannot be an
        // error, and skipping the decode keeps successful responses at one parse.
        // (And a body ending inside an array or object is no error body, and may crash JSONDecoder.)
        guard response.body.mayHoldErrorKey, !response.body.endsWithOpeningBracket else { return nil }
        guard let envelope = try? JSONDecoder().decode(DefaultErrorBody.self, from: response.body) else {
            return nil
        }
        return APIError(code: envelope.error.code, title: envelope.error.title, response: response)
    }

    /// A contract that never finds an error (status and decoding still apply).
    public static let none = APIErrorContract { _ in nil }
}

private struct DefaultErrorBody: Decodable {
    struct Detail: Decodable {
        let code: String
        let title: String
    }

    let error: Detail
}

extension Data {
    private static let errorKey: StaticString = #""error""#

    /// `false` only when no JSON reading of the body can have an `error`
    /// key: the bytes `"error"` (quotes included) do not occur, and neither
    /// does a `\u` escape (a key may be written `"\u0065rror"`; `\/` or
    /// `\n` cannot spell a letter) or a NUL byte (UTF-16 and UTF-32 JSON,
    /// which `JSONDecoder` also reads; UTF-32 only without a byte-order mark).
    fileprivate var mayHoldErrorKey: Bool {
        withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            // The C library's vectorized `memchr` finds the few bytes that
            // matter: a loop over every byte cost about 17 instructions a
            // byte, on every successful response.
            guard let start = bytes.baseAddress else { return false }
            if memchr(start, 0, bytes.count) != nil { return true }
            let needle = UnsafeRawBufferPointer(start: Self.errorKey.utf8Start, count: Self.errorKey.utf8CodeUnitCount)
            // `\u`: the one escape that can spell a letter of the key.
            if bytes.contains(byte: UInt8(ascii: "\\"), where: { bytes, at in
                at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "u")
            }) { return true }
            return bytes.contains(byte: needle[0], where: { bytes, at in
                bytes.count - at >= needle.count && memcmp(bytes.baseAddress! + at, needle.baseAddress!, needle.count) == 0
            })
        }
    }
}

extension UnsafeRawBufferPointer {
    /// Whether some occurrence of `byte` satisfies `match` (given the buffer
    /// and the occurrence's offset), found with `memchr`.
    fileprivate func contains(byte: UInt8, where match: (Self, Int) -> Bool) -> Bool {
        guard let start = baseAddress else { return false }
        var from = 0
        while from < count, let found = memchr(start + from, Int32(byte), count - from) {
            let at = UnsafeRawPointer(found) - start
            if match(self, at) { return true }
            from = at + 1
        }
        return false
    }
}
