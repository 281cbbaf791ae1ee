/// Cuts text that arrives in chunks into lines, for `lines(_:)` and the
/// Server-Sent Events parser.
///
/// A line ends at LF, CRLF or CR. A CR that ends one chunk and a LF that
/// starts the next are one line break, not two. Empty lines are lines; what
/// follows the last line break is the final, unterminated line, which
/// `finish()` gives.
///
/// With a `maximumLength`, a line longer than that many UTF-8 bytes fails
/// `split` as soon as its known part passes it: the text kept for a line
/// never grows past the limit plus one chunk.
struct LineSplitter: Sendable {
    /// The longest line allowed, in UTF-8 bytes, its break excluded; `nil`: any.
    let maximumLength: Int64?
    /// The current line's text from earlier chunks.
    private var partial = ""
    /// The last chunk ended in CR: a LF starting the next one belongs to it.
    private var afterCR = false

    init(maximumLength: Int64? = nil) {
        self.maximumLength = maximumLength
    }

    /// The lines `text` completes, in order.
    mutating func split(_ text: String) throws(LineTooLong) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        if afterCR, index < utf8.endIndex {
            afterCR = false
            if utf8[index] == UInt8(ascii: "\n") { index = utf8.index(after: index) }
        }
        var lineStart = index
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = utf8.index(after: index)
                continue
            }
            try check(partial.utf8.count + utf8.distance(from: lineStart, to: index))
            lines.append(partial + Self.text(text, lineStart..<index))
            partial = ""
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r") {
                if index == utf8.endIndex {
                    afterCR = true
                } else if utf8[index] == UInt8(ascii: "\n") {
                    index = utf8.index(after: index)
                }
            }
            lineStart = index
        }
        try check(partial.utf8.count + utf8.distance(from: lineStart, to: utf8.endIndex))
        partial += Self.text(text, lineStart..<utf8.endIndex)
        return lines
    }

    /// Throws when a line of `length` bytes is over the limit.
    @inline(__always)
    private func check(_ length: Int) throws(LineTooLong) {
        if let maximumLength, Int64(length) > maximumLength { throw LineTooLong(maximumLength: maximumLength) }
    }

    /// The scalars of `text` in `range`. Sliced as scalars, not characters:
    /// CR LF is one `Character`, and a character slice would round an index
    /// between them.
    private static func text(_ text: String, _ range: Range<String.Index>) -> String {
        String(text.unicodeScalars[range])
    }

    /// Ends the text: the final line if it was not terminated, else `nil`.
    mutating func finish() -> String? {
        defer { partial = "" }
        return partial.isEmpty ? nil : partial
    }
}

/// A line longer than its `LineSplitter`'s `maximumLength`.
struct LineTooLong: Error {
    let maximumLength: Int64
}
