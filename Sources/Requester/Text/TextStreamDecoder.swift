import Foundation

/// Decodes a body in a `TextCharset` as it arrives, chunk by chunk: what
/// `Endpoint<String>` (one chunk, the whole body) and `lines(_:)` read.
///
/// A UTF-8 byte order mark at the start of the body is not part of the
/// text and is dropped, as the Encoding Standard's UTF-8 decode does.
struct TextStreamDecoder: Sendable {
    let charset: TextCharset
    private var utf8: UTF8StreamDecoder
    /// Bytes consumed so far (for error offsets in single-byte charsets).
    private var consumed = 0
    /// Whether no character has been produced yet (a BOM may still come).
    private var atStart = true

    /// A decoder for `charset`; with `.replacing`, invalid bytes decode as
    /// U+FFFD instead of failing.
    init(charset: TextCharset, errorMode: UTF8StreamDecoder.ErrorMode = .strict) {
        self.charset = charset
        self.utf8 = UTF8StreamDecoder(errorMode: errorMode)
    }

    /// The whole of `data` as text in `charset`.
    static func decode(_ data: Data, charset: TextCharset) throws(TextDecodingFailure) -> String {
        var decoder = TextStreamDecoder(charset: charset)
        let text = try decoder.decode(data)
        return try text + decoder.finish()
    }

    /// The text of the next chunk of the body (less a character cut off
    /// at its end, which the next chunk completes).
    mutating func decode(_ chunk: Data) throws(TextDecodingFailure) -> String {
        var text = try chunk.withUnsafeBytes { raw in
            Result { () throws(TextDecodingFailure) in try decode(raw.bindMemory(to: UInt8.self)) }
        }.get()
        consumed += chunk.count
        if atStart, !text.isEmpty {
            atStart = false
            if charset == .utf8, text.unicodeScalars.first == "\u{FEFF}" {
                text.unicodeScalars.removeFirst()
            }
        }
        return text
    }

    /// Ends the body: fails (or gives U+FFFD when replacing) when it ends
    /// in the middle of a character.
    mutating func finish() throws(TextDecodingFailure) -> String {
        charset == .utf8 ? try utf8.finish() : ""
    }

    private mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(TextDecodingFailure) -> String {
        switch charset {
        case .utf8:
            return try utf8.decode(bytes)
        case .usASCII:
            if let invalid = bytes.firstIndex(where: { $0 > 0x7F }) {
                throw TextDecodingFailure(reason: .invalidBytes(.usASCII, offset: consumed + invalid))
            }
            return String(decoding: bytes, as: UTF8.self)
        case .isoLatin1:
            return Self.decodeSingleByte(bytes) { Unicode.Scalar($0) }
        case .windows1252:
            return Self.decodeSingleByte(bytes) { byte in
                (0x80...0x9F).contains(byte) ? Windows1252.scalars[Int(byte - 0x80)] : Unicode.Scalar(byte)
            }
        }
    }

    /// `bytes` one character each, as `scalar` maps them; ASCII as it is.
    private static func decodeSingleByte(
        _ bytes: UnsafeBufferPointer<UInt8>, _ scalar: (UInt8) -> Unicode.Scalar
    ) -> String {
        if !bytes.contains(where: { $0 > 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes { scalars.append(scalar(byte)) }
        return String(scalars)
    }
}
