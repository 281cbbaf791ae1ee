import Foundation

/// The lines of a body in a `TextCharset`, as its chunks arrive: what
/// `lines(_:)` emits. Decodes across chunk boundaries (a character split
/// between chunks is one character), then splits on LF, CRLF and CR, each
/// line at most `maximumLength` UTF-8 bytes.
struct LineDecoder: Sendable {
    private var text: TextStreamDecoder
    private var splitter: LineSplitter

    init(charset: TextCharset, maximumLength: Int64? = nil) {
        text = TextStreamDecoder(charset: charset)
        splitter = LineSplitter(maximumLength: maximumLength)
    }

    /// The lines `chunk` completes.
    mutating func lines(in chunk: Data) throws(LineDecodingFailure) -> [String] {
        let decoded: String
        do throws(TextDecodingFailure) { decoded = try text.decode(chunk) } catch { throw .text(error) }
        do throws(LineTooLong) { return try splitter.split(decoded) } catch { throw .tooLong(error) }
    }

    /// Ends the body: the final, unterminated line if there is one. Fails
    /// when the body ends in the middle of a character.
    mutating func finish() throws(LineDecodingFailure) -> [String] {
        let rest: String
        do throws(TextDecodingFailure) { rest = try text.finish() } catch { throw .text(error) }
        do throws(LineTooLong) {
            var lines = try splitter.split(rest)
            if let last = splitter.finish() { lines.append(last) }
            return lines
        } catch {
            throw .tooLong(error)
        }
    }
}

/// Why a `LineDecoder` could not give lines.
enum LineDecodingFailure: Error {
    /// The bytes are not text in the charset.
    case text(TextDecodingFailure)
    /// A line is over the limit.
    case tooLong(LineTooLong)
}
