import FuzzSupport

/// A `multipart/form-data` body cut back into its parts by RFC 2046's
/// grammar, written for the `Multipart` harness: no preamble, each part
/// after a `CRLF--boundary CRLF` (the first without the CRLF), its header
/// lines ending in CRLF, an empty line, then its content up to the next
/// delimiter; after the last, `--boundary--` and a CRLF, and nothing more.
/// A body that breaks the grammar fails the harness.
struct MultipartReader {
    /// One part: its header lines (without their CRLF) and its content.
    struct Part {
        var headers: [[UInt8]]
        var content: [UInt8]
    }

    static let crlf: [UInt8] = [13, 10]

    /// The parts of `body`, delimited by `boundary`.
    static func parts(of body: [UInt8], boundary: [UInt8]) -> [Part] {
        let delimiter = crlf + Array("--".utf8) + boundary
        // The body starts with the first delimiter less its CRLF.
        let text = crlf + body
        var cuts: [Int] = []
        var from = 0
        while let found = firstRange(of: delimiter, in: text, from: from) {
            cuts.append(found)
            from = found + delimiter.count
        }
        let show = String(decoding: body, as: UTF8.self).debugDescription
        guard cuts.first == 0 else { fuzzFailureNoPreamble(show) }
        var parts: [Part] = []
        for (index, cut) in cuts.enumerated() {
            let start = cut + delimiter.count
            let end = index + 1 < cuts.count ? cuts[index + 1] : text.count
            let segment = Array(text[start..<end])
            if index == cuts.count - 1 {
                let ending = String(decoding: segment, as: UTF8.self).debugDescription
                check(segment == Array("--".utf8) + crlf, "the body ends in \(ending), not the close delimiter: \(show)")
                return parts
            }
            check(segment.starts(with: crlf), "a delimiter not followed by CRLF: \(show)")
            let part = Array(segment.dropFirst(2))
            guard let blank = firstRange(of: crlf + crlf, in: crlf + part, from: 0) else {
                fuzzFailureNoHeaders(show)
            }
            // Searched with a CRLF in front, so a part without headers (an
            // empty line at once) is found too: `blank` counts that CRLF.
            let headerBlock = Array(part[..<max(blank - 2, 0)])
            parts.append(Part(headers: lines(of: headerBlock), content: Array(part[(blank + 2)...])))
        }
        check(false, "no close delimiter: \(show)")
        return parts
    }

    /// `block` cut at each CRLF (a header block without its final one).
    static func lines(of block: [UInt8]) -> [[UInt8]] {
        guard !block.isEmpty else { return [] }
        var lines: [[UInt8]] = [], from = 0
        while let found = firstRange(of: crlf, in: block, from: from) {
            lines.append(Array(block[from..<found]))
            from = found + 2
        }
        lines.append(Array(block[from...]))
        return lines
    }

    /// Where `needle` first starts in `haystack` at or after `from`.
    static func firstRange(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for start in from...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fuzzFailure(message()) }
    }

    private static func fuzzFailureNoPreamble(_ show: String) -> Never {
        fuzzFailure("the body does not start with its first delimiter: \(show)")
    }

    private static func fuzzFailureNoHeaders(_ show: String) -> Never {
        fuzzFailure("a part without the empty line after its headers: \(show)")
    }
}
