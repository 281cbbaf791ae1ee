/// A reading of RFC 8259's grammar over UTF-8 bytes, written independently
/// of Foundation's parsers: whether a body is JSON at all (including numbers
/// beyond `Double`, which `JSONSerialization` refuses), and whether some
/// object in it repeats a key (where `JSONSerialization` keeps the last
/// value and `JSONDecoder` the first, so neither is an oracle for the other).
///
/// It also reads what Foundation's `JSONDecoder` reads without complaint as
/// long as the value is never asked for (it checks a number or a string only
/// when decoding it), and says so in `laxities`: a malformed number token
/// (`1.2.3`, `-`, `01`), a bad escape (`\x`, `\uZZZZ`, a lone surrogate), a
/// control character or invalid UTF-8 in a string, a trailing comma.
struct JSONGrammar {
    /// What the text does that JSON does not allow but `JSONDecoder` reads.
    enum Laxity: Hashable {
        case numberToken, escape, controlCharacter, invalidUTF8, trailingComma
    }

    /// Whether the whole text is one value with whitespace around it,
    /// allowing `laxities`.
    private(set) var isValid = false
    /// What the text does that JSON does not allow; empty for JSON.
    private(set) var laxities: Set<Laxity> = []
    /// Whether the text is JSON, strictly.
    var isStrictlyValid: Bool { isValid && laxities.isEmpty }
    /// Whether some object has the same key twice (keys compared as Swift
    /// strings, escapes decoded).
    private(set) var hasDuplicateKeys = false
    /// Whether a string holds a `\u` escape of a lone surrogate (no text).
    private(set) var hasLoneSurrogate = false
    /// Whether a string (a key included) holds U+FEFF, which
    /// `JSONSerialization` on Linux drops from strings (`"\u{FEFF}name"`
    /// reads as `"name"`) and `JSONDecoder` keeps.
    private(set) var hasByteOrderMarkInString = false
    /// The deepest nesting of objects and arrays.
    private(set) var depth = 0

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        skipSpace()
        let read = value(level: 1)
        skipSpace()
        isValid = read && index == self.bytes.count
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func literal(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        index += utf8.count
        return true
    }

    private mutating func value(level: Int) -> Bool {
        depth = max(depth, level)
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"): return object(level: level)
        case UInt8(ascii: "["): return array(level: level)
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func object(level: Int) -> Bool {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return true }
        var keys = Set<String>()
        while true {
            skipSpace()
            if current == UInt8(ascii: "}"), !keys.isEmpty {
                laxities.insert(.trailingComma)
                index += 1
                return true
            }
            guard current == UInt8(ascii: "\""), let key = string() else { return false }
            if !keys.insert(key).inserted { hasDuplicateKeys = true }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return false }
            index += 1
            skipSpace()
            guard value(level: level + 1) else { return false }
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            guard current == UInt8(ascii: "}") else { return false }
            index += 1
            return true
        }
    }

    private mutating func array(level: Int) -> Bool {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return true }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]") {
                laxities.insert(.trailingComma)
                index += 1
                return true
            }
            guard value(level: level + 1) else { return false }
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            guard current == UInt8(ascii: "]") else { return false }
            index += 1
            return true
        }
    }

    /// The string starting at the current quote, escapes decoded; nil if invalid.
    private mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() -> Bool {
            guard !raw.isEmpty else { return true }
            let text = String(decoding: raw, as: UTF8.self)
            if String(validating: raw, as: UTF8.self) == nil { laxities.insert(.invalidUTF8) }
            scalars.append(contentsOf: text.unicodeScalars)
            raw = []
            return true
        }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard flush() else { return nil }
                if scalars.contains("\u{FEFF}") { hasByteOrderMarkInString = true }
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard flush(), let escape = current else { return nil }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let unit = hex4() else {
                        // `JSONDecoder` skips the four bytes whatever they are.
                        guard bytes.count - index >= 4 else { return nil }
                        index += 4
                        laxities.insert(.escape)
                        continue
                    }
                    if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
                       index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        let save = index
                        index += 2
                        if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                            scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                            continue
                        }
                        index = save
                    }
                    guard let scalar = Unicode.Scalar(unit) else {
                        hasLoneSurrogate = true
                        laxities.insert(.escape)
                        scalars.append("\u{FFFD}")
                        continue
                    }
                    scalars.append(scalar)
                default: laxities.insert(.escape)
                }
            case 0..<0x20:
                laxities.insert(.controlCharacter)
            default:
                raw.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func number() -> Bool {
        let start = index
        guard !strictNumber() else { return true }
        // What `JSONDecoder` takes for a number until it is read: a run of
        // number characters starting with a digit or `-`.
        index = start
        guard let first = current, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return false }
        while let byte = current, Self.numberCharacters.contains(byte) { index += 1 }
        laxities.insert(.numberToken)
        return true
    }

    private static let numberCharacters = Set("0123456789.eE+-".utf8)

    private mutating func strictNumber() -> Bool {
        func digits() -> Int {
            let start = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - start
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        // A number ends where a character that cannot continue one comes.
        return current.map { !Self.numberCharacters.contains($0) } ?? true
    }
}
