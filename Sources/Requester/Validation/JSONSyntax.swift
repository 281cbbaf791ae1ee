import Foundation

/// Whether bytes are one JSON text (RFC 8259), read strictly and without
/// building anything: for `Endpoint<Empty>`, whose decoding reads no value,
/// so `JSONDecoder` never looks at the tokens (`-`, `01` and `[1,]` decoded
/// to `Empty`; a fuzzer found it). `JSONSerialization` is no judge either: it
/// accepts `[1,]` and refuses `1e400`.
///
/// Iterative, with the nesting `JSONDecoder` allows (512 levels): deeper is
/// not accepted.
enum JSONSyntax {
    static let maxDepth = 512

    /// Whether `data` is one JSON text, in UTF-8 or in the UTF-16 or UTF-32
    /// that `JSONDecoder` also reads.
    static func isValid(_ data: Data) -> Bool {
        guard let text = JSONTextEncoding.utf8(data) else { return false }
        return isValidUTF8(text)
    }

    private static func isValidUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var reader = Reader(bytes: buffer.bindMemory(to: UInt8.self))
            return reader.readText()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace() {
            while let byte = current, byte.isJSONWhitespace { index += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard current == byte else { return false }
            index += 1
            return true
        }

        /// One value and nothing after it but whitespace.
        mutating func readText() -> Bool {
            guard readValue() else { return false }
            skipWhitespace()
            return index == bytes.count
        }

        /// A value, with its containers kept on a stack of their closing bytes.
        private mutating func readValue() -> Bool {
            var closers: [UInt8] = []
            while true {
                skipWhitespace()
                // A value starts here.
                switch current {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let opener = current!
                    index += 1
                    guard closers.count < JSONSyntax.maxDepth else { return false }
                    closers.append(opener == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    skipWhitespace()
                    if take(closers.last!) {
                        closers.removeLast()
                    } else {
                        if closers.last == UInt8(ascii: "}"), !readMemberName() { return false }
                        continue
                    }
                case UInt8(ascii: "\""): guard readString() else { return false }
                case UInt8(ascii: "t"): guard readWord("true") else { return false }
                case UInt8(ascii: "f"): guard readWord("false") else { return false }
                case UInt8(ascii: "n"): guard readWord("null") else { return false }
                default: guard readNumber() else { return false }
                }
                // After a value: close containers, or a comma and the next one.
                while let closer = closers.last {
                    skipWhitespace()
                    if take(closer) {
                        closers.removeLast()
                    } else if take(UInt8(ascii: ",")) {
                        if closer == UInt8(ascii: "}"), !readMemberName() { return false }
                        break
                    } else {
                        return false
                    }
                }
                if closers.isEmpty { return true }
            }
        }

        /// `"name" :` before an object's value.
        private mutating func readMemberName() -> Bool {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), readString() else { return false }
            skipWhitespace()
            return take(UInt8(ascii: ":"))
        }

        private mutating func readWord(_ word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard bytes.count - index >= length else { return false }
            for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += length
            return true
        }

        private mutating func readString() -> Bool {
            index += 1  // the opening quote
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return true
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { return false }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                         UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        continue
                    case UInt8(ascii: "u"):
                        for _ in 0..<4 {
                            guard let hex = current, hex.isHexDigit else { return false }
                            index += 1
                        }
                    default: return false
                    }
                case 0..<0x20: return false  // control characters must be escaped
                default: continue
                }
            }
            return false
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func readNumber() -> Bool {
            _ = take(UInt8(ascii: "-"))
            if take(UInt8(ascii: "0")) {
                // No leading zeros.
            } else {
                guard readDigits() else { return false }
            }
            if take(UInt8(ascii: ".")) {
                guard readDigits() else { return false }
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                guard readDigits() else { return false }
            }
            return true
        }

        /// One digit or more.
        private mutating func readDigits() -> Bool {
            let start = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index > start
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
