import Foundation

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
