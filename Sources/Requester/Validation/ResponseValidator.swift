import Foundation
import Handlers

// Validation, in its order: the validator (API error body, status,
// decoding or the raw body), the API error contract it asks first, the
// statuses an endpoint accepts and the raw answers, and the in-place
// reading of a body's bytes that decides before any decoder runs.

/// Turns a response into the endpoint's value or a `RequestError`, in the
/// contract's order:
///
/// 1. a body the API error contract recognises -> `.api` (whatever the status);
/// 2. a status the endpoint does not accept (outside 200..<300, or its
///    `acceptableStatusCodes`) -> `.status(HTTPError)`, body kept;
/// 3. the body decoded as `Response` (through any envelope keys) -> the
///    value, or `.decoding(error, response)`.
///
/// An empty body decodes only to `Empty`; for any other type it is a
/// `.decoding` failure, never a silent success. `Data` and `String` are
/// not decoded but taken raw: the body as it came, or as text in the
/// Content-Type's charset (UTF-8 without one; an unknown charset or bytes
/// invalid in it are a `.decoding` failure); envelope keys do not apply.
public struct ResponseValidator: Sendable {
    /// The server's error contract used when the endpoint names none.
    public var apiErrorContract: APIErrorContract
    /// The decoder used when the endpoint names none.
    public var decoder: JSONDecoder

    /// A validator with the client-wide defaults.
    public init(apiErrorContract: APIErrorContract = .default, decoder: JSONDecoder = JSONDecoder()) {
        self.apiErrorContract = apiErrorContract
        self.decoder = decoder
    }

    /// The value `endpoint` expects from `response`, or why there is none.
    public func validate<Response: Decodable>(
        _ response: HTTPResponse, for endpoint: Endpoint<Response>
    ) throws(RequestError) -> Response {
        try value(in: response, for: endpoint.untyped, as: Response.self)
    }

    /// `validate(_:for:)`, for an endpoint whose response type is set aside
    /// (what an `Attempt` keeps; see `UntypedEndpoint`).
    func value<Response: Decodable>(
        in response: HTTPResponse, for endpoint: UntypedEndpoint, as _: Response.Type
    ) throws(RequestError) -> Response {
        try check(response, for: endpoint)
        // Type comparisons first: a cast alone is a dynamic cast per response.
        if RawAnswer.isRaw(Response.self), let raw = try RawAnswer.value(of: response, as: Response.self) {
            return raw
        }
        if Response.self == Empty.self, response.body.isBlank, let empty = Empty() as? Response {
            return empty
        }
        // `Empty` reads no value, so the decoder never checks the tokens: the
        // body is read here, strictly (a body that is not JSON fails).
        if Response.self == Empty.self, !JSONSyntax.isValid(response.body) {
            throw .decoding(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The body is not JSON.")), response)
        }
        // Not JSON, and JSONDecoder may crash on it (see `endsWithOpeningBracket`).
        if response.body.endsWithOpeningBracket {
            throw .decoding(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The body ends inside an array or object.")),
                response)
        }
        let decoder = endpoint.decoder ?? self.decoder
        do {
            if endpoint.envelopeKeys.isEmpty {
                return try decoder.decode(Response.self, from: response.body)
            }
            return try Self.decodeEnveloped(Response.self, from: response.body, keys: endpoint.envelopeKeys, with: decoder)
        } catch let error as DecodingError {
            throw .decoding(error, response)
        } catch {
            // A model's own `init(from:)` threw something else: still a decoding failure.
            throw .decoding(
                DecodingError.dataCorrupted(.init(
                    codingPath: [], debugDescription: "\(error)", underlyingError: error)),
                response)
        }
    }

    /// The first two steps: fails with `.api` for a body the API error
    /// contract recognises, then with `.status` for a status the endpoint
    /// does not accept (`acceptableStatusCodes`, 200..<300 by default).
    func check(_ response: HTTPResponse, for endpoint: UntypedEndpoint) throws(RequestError) {
        let contract = endpoint.apiErrorContract ?? apiErrorContract
        if let apiError = contract.apiError(in: response) {
            throw .api(apiError)
        }
        guard endpoint.accepts(response.statusCode) else {
            throw .status(HTTPError(response: response))
        }
    }

    /// The value inside the envelopes `keys`. A function of its own, never
    /// inlined: named in `validate`, `Envelope<Response>`'s metadata would
    /// be looked up on every response, enveloped or not.
    @inline(never)
    private static func decodeEnveloped<Response: Decodable>(
        _: Response.Type, from body: Data, keys: [String], with decoder: JSONDecoder
    ) throws -> Response {
        try decoder.decode(Envelope<Response>.self, from: body, configuration: keys).value
    }
}

extension Data {
    /// `true` when the body is empty or only whitespace (read in place, not
    /// through `Data`'s collection indices).
    fileprivate var isBlank: Bool {
        withUnsafeBytes { $0.allSatisfy(\.isJSONWhitespace) }
    }
}

// MARK: - The API error contract (step 1)

/// How a server spells its own errors: reads an `APIError` out of a response
/// body, or answers `nil` when the body is not an error.
///
/// `APIClient` asks the contract first, before looking at the status code, so
/// an error body on a 200 still fails with `RequestError.api`. The default
/// reads `{"error": {"code": String, "title": String}}`; plug another with
/// `Endpoint.apiErrors(_:)` or `APIClient(..., apiErrorContract:)`.
///
/// A body longer than `maximumBodySize` (1 MiB by default) is never an
/// error: the contract does not read it, and validation goes on to the
/// status and decoding.
///
/// ```swift
/// // {"message": "...", "status": "..."} on any status >= 400
/// let contract = APIErrorContract { response in
///     guard response.statusCode >= 400,
///           let body = try? JSONDecoder().decode(MyError.self, from: response.body)
///     else { return nil }
///     return APIError(code: body.status, title: body.message, response: response)
/// }
/// // The default contract, reading error bodies of any length.
/// var unbounded = APIErrorContract.default
/// unbounded.maximumBodySize = nil
/// ```
public struct APIErrorContract: Sendable {
    // Plain closure, as every user closure in this library (see Docs/Threading.md):
    // it runs on the thread that delivered the response.
    private nonisolated(unsafe) let decodeError: (HTTPResponse) -> APIError?

    /// The longest body, in bytes, that can be an error; 1 MiB by default,
    /// `nil`: any length. Error bodies are small, and a longer body (a
    /// download, a page of results, a hostile server's padding) is then
    /// neither scanned nor decoded as one: `apiError(in:)` answers `nil`
    /// without calling the contract's closure.
    public var maximumBodySize: Int64?

    /// A contract that reads errors with `decode` from bodies of at most
    /// `maximumBodySize` bytes (1 MiB by default; `nil`: any length);
    /// return `nil` for a body that is not an error.
    public init(maximumBodySize: Int64? = 1 << 20, _ decode: @escaping (HTTPResponse) -> APIError?) {
        self.maximumBodySize = maximumBodySize
        decodeError = decode
    }

    /// The server's error in `response`, or `nil`; always `nil` for a body
    /// longer than `maximumBodySize`.
    public func apiError(in response: HTTPResponse) -> APIError? {
        if let maximumBodySize, Int64(response.body.count) > maximumBodySize { return nil }
        return decodeError(response)
    }

    /// `{"error": {"code": String, "title": String}}`, on any status, in a
    /// body of at most 1 MiB.
    public static let `default` = APIErrorContract { response in
        // Cheap pre-check on the bytes (`mayBeAPIErrorBody`): most bodies
        // are told apart without decoding, which keeps successful responses at
        // one parse, and a body ending inside an array or object, which may
        // crash JSONDecoder, never reaches it.
        guard response.body.mayBeAPIErrorBody else { return nil }
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

// MARK: - Accepted statuses (step 2) and raw answers (step 3)

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
    /// Whether `statusCode` is a success for this endpoint:
    /// `acceptableStatusCodes`, or 200..<300 without them.
    func accepts(_ statusCode: Int) -> Bool {
        acceptableStatusCodes?.contains(statusCode) ?? (200..<300).contains(statusCode)
    }
}

// MARK: - Reading a body's bytes in place

// What validation reads of a body's bytes, in place, before any decoder
// sees it: JSON whitespace, the body's first and last significant bytes
// (NUL runs stepped over 32 bytes at a time), a body ending inside an array
// or object (refused: it may crash JSONDecoder), and the default API error
// contract's pre-scan.

extension UInt8 {
    /// Whether this byte is whitespace between JSON tokens (RFC 8259: space,
    /// line feed, carriage return, tab), the one definition validation and
    /// the logger's token reading share.
    var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }
}

extension UnsafeRawBufferPointer {
    /// The offset of the first byte that is neither NUL nor one `skip`
    /// accepts; nil when there is none.
    ///
    /// Reads the bytes in place, never through `Data`'s collection
    /// indices, and steps over a run of NULs 32 bytes at a time: a body
    /// padded with megabytes of NULs costs a fraction of an instruction a
    /// byte (Docs/Performance.md, "Hostile bodies").
    func firstOffset(skippingNULAnd skip: (UInt8) -> Bool) -> Int? {
        var at = 0
        while at < count {
            let byte = self[at]
            if byte == 0 {
                at += 1
                while count - at >= 32, isZero(from: at) { at += 32 }
            } else if skip(byte) {
                at += 1
            } else {
                return at
            }
        }
        return nil
    }

    /// The offset of the last byte that is neither NUL nor one `skip`
    /// accepts; nil when there is none. Reads as `firstOffset(skippingNULAnd:)`
    /// does, from the end.
    func lastOffset(skippingNULAnd skip: (UInt8) -> Bool) -> Int? {
        var end = count
        while end > 0 {
            let byte = self[end - 1]
            if byte == 0 {
                end -= 1
                while end >= 32, isZero(from: end - 32) { end -= 32 }
            } else if skip(byte) {
                end -= 1
            } else {
                return end - 1
            }
        }
        return nil
    }

    /// Whether the 32 bytes from `offset` are all NUL.
    @inline(__always)
    private func isZero(from offset: Int) -> Bool {
        let words = loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
        return words == 0
    }
}

extension Data {
    /// Whether the body's last character opens an array or an object
    /// (trailing NUL bytes, the rest of a UTF-16 or UTF-32 code unit,
    /// skipped). Such a body is never JSON, and it is the shape that crashes
    /// Foundation's `JSONDecoder` on Linux (Swift 6.3.1): an array opened as
    /// the 513th level on the very last byte (`[` 513 times, or
    /// `{"error":` then `[` 512 times) traps while it reports the nesting
    /// error, instead of throwing. So a server could crash the app with one
    /// 513-byte body. Found by Fuzz/'s ResponseValidation harness; the
    /// bodies are refused before the decoder sees them.
    ///
    /// Read in place from the end (`lastOffset(skippingNULAnd:)`): linear
    /// and cheap even for a body of megabytes of NULs.
    var endsWithOpeningBracket: Bool {
        withUnsafeBytes { bytes in
            guard let last = bytes.lastOffset(skippingNULAnd: { _ in false }) else { return false }
            return bytes[last] == UInt8(ascii: "[") || bytes[last] == UInt8(ascii: "{")
        }
    }
}

extension Data {
    /// `false` only when the default contract's decoding cannot find an
    /// error in the body, told from its bytes without decoding: what keeps
    /// a successful response at one parse.
    ///
    /// Two checks, the cheap one first:
    /// - the ends: an error body is a JSON object, so its first character
    ///   is `{` and its last `}` (JSON whitespace around it, and the NUL
    ///   bytes of UTF-16 or UTF-32 and a byte-order mark, skipped). This
    ///   also refuses a body ending inside an array or object, which may
    ///   crash `JSONDecoder` (`endsWithOpeningBracket`).
    /// - the key (`mayHoldErrorKey`).
    ///
    /// Both read the bytes in place; a body of NULs is stepped over
    /// 32 bytes at a time.
    var mayBeAPIErrorBody: Bool {
        isJSONObjectAtTheEnds && mayHoldErrorKey
    }

    /// Whether the first byte that is not whitespace, NUL or part of a
    /// byte-order mark is `{`, and the last that is not whitespace or NUL
    /// is `}`: true of every JSON object `JSONDecoder` reads, in UTF-8,
    /// UTF-16 or UTF-32.
    private var isJSONObjectAtTheEnds: Bool {
        withUnsafeBytes { bytes in
            guard let last = bytes.lastOffset(skippingNULAnd: \.isJSONWhitespace),
                  bytes[last] == UInt8(ascii: "}"),
                  let first = bytes.firstOffset(skippingNULAnd: { $0.isJSONWhitespace || $0.isByteOrderMarkByte })
            else { return false }
            return bytes[first] == UInt8(ascii: "{")
        }
    }

    private static let errorKey: StaticString = #""error""#

    /// `false` only when no JSON reading of the body can have an `error`
    /// key: the bytes `"error"` (quotes included) do not occur, and neither
    /// does a `\u` escape (a key may be written `"\u0065rror"`; `\/` or
    /// `\n` cannot spell a letter) or a NUL byte (UTF-16 and UTF-32 JSON,
    /// which `JSONDecoder` also reads; UTF-32 only without a byte-order mark).
    private var mayHoldErrorKey: Bool {
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

extension UInt8 {
    /// Whether this byte can be part of a byte-order mark (UTF-8's EF BB BF,
    /// UTF-16's and UTF-32's FE FF in either order), which may come before
    /// a JSON text.
    fileprivate var isByteOrderMarkByte: Bool {
        self == 0xEF || self == 0xBB || self == 0xBF || self == 0xFE || self == 0xFF
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
