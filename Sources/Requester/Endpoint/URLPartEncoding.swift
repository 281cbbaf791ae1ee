import Foundation

/// Character sets for encoding URL parts (not in `Endpoint`: generic types
/// cannot hold static stored properties).
enum URLPartEncoding {
    /// Characters left as they are in a query name or value: not the
    /// separators (`;` too, which Rack 2 and older Go servers split on).
    static let queryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?;")
        return allowed
    }()

    /// `true` for the ASCII bytes a path may hold and still be used as it
    /// is: unreserved characters, `/`, and the sub-delimiters and `@` that
    /// `segmentAllowed` keeps (never `%`, `:` or `;`).
    static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "="),
             UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    /// Whether a relative path (without its query) has a segment that is `.`
    /// or `..`, written or percent-encoded: joined to a base URL, such a
    /// segment is resolved away (by URL normalization or the server), and
    /// the request names a path other than the one written, possibly above
    /// the base path.
    static func hasDotSegment(_ path: Substring) -> Bool {
        path.split(separator: "/").contains { segment in
            let decoded = segment.removingPercentEncoding ?? String(segment)
            return decoded == "." || decoded == ".."
        }
    }

    /// A query as written in a path, with every character a query cannot
    /// hold percent-encoded; valid escapes (`%2B`) and the characters a
    /// query may hold (`+`, `&`, `=`, `;`...) are kept as they are.
    static func encodingInvalidQueryCharacters(_ query: Substring) -> String {
        var encoded = ""
        var index = query.startIndex
        while index < query.endIndex {
            let character = query[index]
            if character == "%", isEscape(at: index, in: query) {
                encoded.append("%")
            } else if character != "%", character.unicodeScalars.allSatisfy(CharacterSet.urlQueryAllowed.contains) {
                encoded.append(character)
            } else {
                // Every byte of it escaped (an empty set allows none).
                encoded += String(character).addingPercentEncoding(withAllowedCharacters: CharacterSet()) ?? ""
            }
            index = query.index(after: index)
        }
        return encoded
    }

    /// Whether `%` at `index` starts an escape (two hex digits follow).
    private static func isEscape(at index: Substring.Index, in text: Substring) -> Bool {
        let digits = text[text.index(after: index)...].prefix(2)
        return digits.count == 2 && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    }

    /// Characters left as they are in one path segment.
    static let segmentAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;")
        return allowed
    }()
}
