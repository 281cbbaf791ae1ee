// The redaction finds structure (`&`, `=`, `?`, `#`, `:`, `@`, `{`) among
// Unicode scalars, never Characters: a combining mark after a delimiter
// (`=` then U+0301) makes one Character that is not equal to `=`, yet a
// server, reading bytes, still splits there. Read by Characters, the value
// after such a delimiter would print whole, secret or not.
extension String {
    /// The text before and after the first `separator`, or `nil` without one.
    func splitOnce(at separator: Unicode.Scalar) -> (before: String, after: String)? {
        guard let index = unicodeScalars.firstIndex(of: separator) else { return nil }
        return (String(unicodeScalars[..<index]), String(unicodeScalars[unicodeScalars.index(after: index)...]))
    }

    /// The pieces between every `separator`, empty ones kept.
    func pieces(separatedBy separator: Unicode.Scalar) -> [String] {
        unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }

    /// Whether one of the scalars is `scalar`.
    func containsScalar(_ scalar: Unicode.Scalar) -> Bool {
        unicodeScalars.contains(scalar)
    }
}

extension Unicode.Scalar {
    /// Whitespace as Unicode defines it, ASCII answered without a table lookup.
    var isRedactionWhitespace: Bool {
        isASCII ? self == " " || (9...13).contains(value) : properties.isWhitespace
    }
}
