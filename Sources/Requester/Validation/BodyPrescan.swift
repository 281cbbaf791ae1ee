import Foundation

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
