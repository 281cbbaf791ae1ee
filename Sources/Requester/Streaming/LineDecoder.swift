import Foundation

/// The lines of a body in a `TextCharset`, as its chunks arrive: what
/// `lines(_:)` emits. Decodes across chunk boundaries (a character split
/// between chunks is one character), then splits on LF, CRLF and CR.
struct LineDecoder: Sendable {
    private var text: TextStreamDecoder
    private var splitter = LineSplitter()

    init(charset: TextCharset) {
        text = TextStreamDecoder(charset: charset)
    }

    /// The lines `chunk` completes.
    mutating func lines(in chunk: Data) throws(TextDecodingFailure) -> [String] {
        splitter.split(try text.decode(chunk))
    }

    /// Ends the body: the final, unterminated line if there is one. Fails
    /// when the body ends in the middle of a character.
    mutating func finish() throws(TextDecodingFailure) -> [String] {
        var lines = splitter.split(try text.finish())
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }
}
