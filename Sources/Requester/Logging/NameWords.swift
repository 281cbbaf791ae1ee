/// The words of a header, field or query item name, as the redaction's name
/// patterns read them: `X-Refresh-Token` is `X`, `Refresh`, `Token`;
/// `idToken` is `id`, `Token`; `JWTAssertion` is `JWT`, `Assertion`.
///
/// Read over the name's UTF-8 bytes, without allocating (this runs for every
/// header, JSON key and query item of every message). ASCII letters and
/// digits and every non-ASCII byte make words (a non-ASCII letter counts as
/// a lowercase one); any other ASCII byte (`_`, `-`, `.`, space, `[`, ...)
/// separates them. A word also ends
/// - where a lowercase letter meets an uppercase one (`idToken`);
/// - where a run of capitals meets a capitalised word (`APIKey`: `API`,
///   `Key`), unless what follows is a lone `s` (`URLs`, `TOKENs` stay one
///   word);
/// - where letters meet digits (`token2`: `token`, `2`).
struct NameWords {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// The words of `bytes`, front to back.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next word's bytes, or `nil` after the last.
    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        while position < bytes.count, Self.kind(bytes[position]) == .separator { position += 1 }
        guard position < bytes.count else { return nil }
        let start = position
        position += 1
        while position < bytes.count, !endsWord(at: position) { position += 1 }
        return bytes[start..<position]
    }

    /// Whether a word ends just before `index` (which is inside `bytes`).
    private func endsWord(at index: Int) -> Bool {
        let previous = Self.kind(bytes[index - 1]), current = Self.kind(bytes[index])
        switch (previous, current) {
        case (_, .separator): return true
        case (.lower, .upper): return true
        case (.digit, .lower), (.digit, .upper), (.lower, .digit), (.upper, .digit): return true
        case (.upper, .upper):
            guard index + 1 < bytes.count, Self.kind(bytes[index + 1]) == .lower else { return false }
            let isLonePlural = bytes[index + 1] == UInt8(ascii: "s")
                && (index + 2 == bytes.count || Self.kind(bytes[index + 2]) != .lower)
            return !isLonePlural
        default: return false
        }
    }

    private enum Kind { case separator, lower, upper, digit }

    private static func kind(_ byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        default: return .separator
        }
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// Whether these bytes spell `word` (lowercase ASCII) in any case,
    /// followed by a plural `s` when `pluralAllowed`.
    func spells(_ word: StaticString, pluralAllowed: Bool = false) -> Bool {
        let length = word.utf8CodeUnitCount
        if count == length + 1 {
            guard pluralAllowed, let last, last | 0x20 == UInt8(ascii: "s") else { return false }
            return dropLast().startsWith(word)
        }
        return count == length && startsWith(word)
    }

    /// Whether these bytes start with `word` (lowercase ASCII) in any case.
    func startsWith(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard count >= length else { return false }
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: length)
        for (byte, letter) in zip(self, letters) where Self.asciiLowercased(byte) != letter {
            return false
        }
        return true
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
