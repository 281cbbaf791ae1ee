import Foundation

/// The UTF-8 of a JSON text sent in any of the encodings `JSONDecoder`
/// reads: UTF-8 (a byte-order mark dropped), UTF-16 or UTF-32 told by its
/// byte-order mark or, without one, by its pattern of NUL bytes in the first
/// four bytes (RFC 4627, section 3: the first two characters are ASCII).
///
/// `JSONSyntax` reads UTF-8 only, and `JSONDecoder` transcodes before it
/// reads, so a UTF-16 `{}` is JSON to both (a fuzzer found the difference).
enum JSONTextEncoding {
    /// The text as UTF-8; the bytes themselves when they hold no sign of
    /// another encoding; nil when they show one but do not decode in it.
    static func utf8(_ body: Data) -> Data? {
        // Neither a NUL byte nor a byte-order mark's first byte (EF, FE, FF)
        // in the first four: plain UTF-8, without copying the head.
        guard body.prefix(4).contains(where: { $0 == 0 || $0 >= 0xEF }) else { return body }
        let head = Array(body.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return body.dropFirst(3) }
        guard let (encoding, mark, unit) = encoding(of: head) else { return body }
        // Code units come whole or the text does not decode.
        guard (body.count - mark) % unit == 0,
              let text = String(bytes: body.dropFirst(mark), encoding: encoding)
        else { return nil }
        return Data(text.utf8)
    }

    /// The encoding the first bytes show, the length of its byte-order mark
    /// and of its code unit; nil for UTF-8.
    private static func encoding(of head: [UInt8]) -> (String.Encoding, mark: Int, unit: Int)? {
        let marks: [([UInt8], String.Encoding, Int)] = [
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, 4), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, 4),
            ([0xFE, 0xFF], .utf16BigEndian, 2), ([0xFF, 0xFE], .utf16LittleEndian, 2),
        ]
        for (mark, encoding, unit) in marks where head.starts(with: mark) {
            return (encoding, mark.count, unit)
        }
        if head.count == 4 {
            switch (head[0], head[1], head[2], head[3]) {
            case (0, 0, 0, _): return (.utf32BigEndian, 0, 4)
            case (_, 0, 0, 0): return (.utf32LittleEndian, 0, 4)
            case (0, _, 0, _): return (.utf16BigEndian, 0, 2)
            case (_, 0, _, 0): return (.utf16LittleEndian, 0, 2)
            default: return nil
            }
        }
        if head.count >= 2 {
            switch (head[0], head[1]) {
            case (0, _): return (.utf16BigEndian, 0, 2)
            case (_, 0): return (.utf16LittleEndian, 0, 2)
            default: return nil
            }
        }
        return nil
    }
}
