import Foundation

/// Redacts JSON text that `JSONSerialization` cannot read or print again
/// (cut off, malformed, a number beyond `Double`, an escaped lone surrogate,
/// nesting deeper than it allows) by reading its tokens instead of its values.
///
/// Why: `RequestLogger` redacts JSON by parsing and re-printing it. Text that
/// looks like JSON but fails either step would be printed as it is, every
/// secret field in the clear. Here every key (a string followed by `:`, at any
/// depth) that `isSecret` names has its value replaced, whatever the value
/// is, up to the end of the text if the value is cut off. Where the text may
/// hide a key this reading cannot see (JSON inside a string, with escaped
/// quotes), the answer is `nil`: the caller withholds the body.
struct UnreadableJSONRedaction {
    /// Whether a key names a secret field.
    let isSecret: (String) -> Bool
    /// What a secret value is replaced with (a JSON string).
    let replacement: String

    /// `text` with every secret key's value replaced, or `nil` when it may
    /// hold secrets this reading cannot find.
    func redact(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let end = Self.endOfString(startingAt: index, in: bytes)
            let literal = bytes[index..<end]
            output += literal
            index = end
            var afterSpace = index
            while afterSpace < bytes.count, bytes[afterSpace].isJSONWhitespace { afterSpace += 1 }
            guard afterSpace < bytes.count, bytes[afterSpace] == UInt8(ascii: ":") else {
                // A value: an escaped quote in it may be JSON inside a string, with keys of its own.
                if Self.containsEscapedQuote(literal) { return nil }
                continue
            }
            guard let key = Self.decodedKey(literal), !isSecret(key) else {
                // A secret key, or one that cannot be decoded (fail closed): its value goes.
                output += bytes[index...afterSpace]
                output += Array(" \"\(replacement)\"".utf8)
                index = Self.endOfValue(startingAt: afterSpace + 1, in: bytes)
                continue
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index just past the string literal that starts at `start` (a
    /// quote), or the end of `bytes` if it is not closed.
    private static func endOfString(startingAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    /// The index just past the value that starts at or after `start`: a
    /// string, a bracketed object or array (strings inside it skipped), or a
    /// bare word; the end of `bytes` if it is cut off.
    private static func endOfValue(startingAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return endOfString(startingAt: index, in: bytes)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(startingAt: index, in: bytes)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return index
        default:
            while index < bytes.count, !bytes[index].isJSONWhitespace,
                  ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) {
                index += 1
            }
            return index
        }
    }

    /// The key a string literal spells, escapes decoded; `nil` if it cannot be read.
    private static func decodedKey(_ literal: ArraySlice<UInt8>) -> String? {
        guard literal.count >= 2, literal.last == UInt8(ascii: "\"") else { return nil }
        let inner = literal.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONSerialization.jsonObject(with: Data(literal), options: [.fragmentsAllowed])) as? String
    }

    private static func containsEscapedQuote(_ literal: ArraySlice<UInt8>) -> Bool {
        var index = literal.startIndex + 1
        while index < literal.endIndex {
            if literal[index] == UInt8(ascii: "\\") {
                if index + 1 < literal.endIndex, literal[index + 1] == UInt8(ascii: "\"") { return true }
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }
}
