import Foundation
@testable import Requester
import Testing

@Suite("Splitting a body into lines")
struct LineSplitterTests {
    /// Chunks as they arrive, and the lines they make (the final one included).
    struct Case: Sendable, CustomTestStringConvertible {
        let chunks: [String]
        let lines: [String]
        var testDescription: String { chunks.map { $0.debugDescription }.joined(separator: " + ") }
    }

    static let cases: [Case] = [
        Case(chunks: [""], lines: []),
        Case(chunks: [], lines: []),
        Case(chunks: ["abc"], lines: ["abc"]),
        Case(chunks: ["a\nb\n"], lines: ["a", "b"]),
        Case(chunks: ["a\r\nb"], lines: ["a", "b"]),
        Case(chunks: ["a\rb"], lines: ["a", "b"]),
        Case(chunks: ["a\r", "\nb"], lines: ["a", "b"]),
        Case(chunks: ["a\r", "b"], lines: ["a", "b"]),
        Case(chunks: ["a\r", "\r\n"], lines: ["a", ""]),
        Case(chunks: ["\r", "", "\n"], lines: [""]),
        Case(chunks: ["a\r"], lines: ["a"]),
        Case(chunks: ["\r\n"], lines: [""]),
        Case(chunks: ["\n\n"], lines: ["", ""]),
        Case(chunks: ["\n\r"], lines: ["", ""]),
        Case(chunks: ["\r\r"], lines: ["", ""]),
        Case(chunks: ["a\n\n\nb"], lines: ["a", "", "", "b"]),
        Case(chunks: ["x\r\r\ny"], lines: ["x", "", "y"]),
        Case(chunks: ["a", "b", "c\n"], lines: ["abc"]),
        Case(chunks: ["a", "", "b"], lines: ["ab"]),
        Case(chunks: ["é\r\n𝄞"], lines: ["é", "𝄞"]),
        Case(chunks: ["a\n\u{301}b"], lines: ["a", "\u{301}b"]),
        Case(chunks: ["{\"n\":1}\n{\"n\":2}\n"], lines: ["{\"n\":1}", "{\"n\":2}"]),
        Case(chunks: ["trailing spaces  \n\t\n"], lines: ["trailing spaces  ", "\t"]),
    ]

    @Test(arguments: cases)
    func lines(_ example: Case) {
        #expect(split(example.chunks) == example.lines)
    }

    @Test(arguments: cases)
    func anyRechunkingGivesTheSameLines(_ example: Case) {
        let scalars = Array(example.chunks.joined().unicodeScalars)
        for split in 0...scalars.count {
            let chunks = [String(String.UnicodeScalarView(scalars[..<split])),
                          String(String.UnicodeScalarView(scalars[split...]))]
            #expect(self.split(chunks) == example.lines, "split at \(split)")
        }
        #expect(self.split(scalars.map { String($0) }) == example.lines, "scalar by scalar")
    }

    @Test func linesArriveWithTheChunkThatEndsThem() throws {
        var splitter = LineSplitter()
        #expect(try splitter.split("one\ntw") == ["one"])
        #expect(try splitter.split("o\r") == ["two"])
        #expect(try splitter.split("\nthree") == [])
        #expect(splitter.finish() == "three")
        #expect(splitter.finish() == nil)
    }

    private func split(_ chunks: [String]) -> [String] {
        var splitter = LineSplitter()
        // No limit: nothing throws.
        var lines = chunks.flatMap { (try? splitter.split($0)) ?? [] }
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }
}

@Suite("Lines of a body in a charset")
struct LineDecoderTests {
    @Test func aCharacterSplitBetweenChunksIsOneCharacter() throws {
        var decoder = LineDecoder(charset: .utf8)
        #expect(try decoder.lines(in: Data([0x61, 0xC3])) == [])
        #expect(try decoder.lines(in: Data([0xA9, 0x0D])) == ["aé"])
        #expect(try decoder.lines(in: Data([0x0A, 0x62])) == [])
        #expect(try decoder.finish() == ["b"])
    }

    @Test func everyByteSplitGivesTheSameLines() throws {
        let body = Array("ü line\r\n𝄞 two\rthree\n\nlast".utf8)
        for split in 0...body.count {
            var decoder = LineDecoder(charset: .utf8)
            let lines = try decoder.lines(in: Data(body[..<split])) + decoder.lines(in: Data(body[split...]))
                + decoder.finish()
            #expect(lines == ["ü line", "𝄞 two", "three", "", "last"], "split at \(split)")
        }
    }

    @Test func latin1Lines() throws {
        var decoder = LineDecoder(charset: .isoLatin1)
        #expect(try decoder.lines(in: Data([0x63, 0x61, 0x66, 0xE9, 0x0A, 0xFC])) == ["café"])
        #expect(try decoder.finish() == ["ü"])
    }

    @Test func invalidBytesFailWithTheirOffsetInTheBody() throws {
        var decoder = LineDecoder(charset: .utf8)
        #expect(try decoder.lines(in: Data("ok\n".utf8)) == ["ok"])
        let error = #expect(throws: LineDecodingFailure.self) { try decoder.lines(in: Data([0x61, 0xFF])) }
        guard case .text(let failure)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(failure == TextDecodingFailure(reason: .invalidBytes(.utf8, offset: 4)))
    }

    @Test func aBodyEndingInsideACharacterFails() throws {
        var decoder = LineDecoder(charset: .utf8)
        #expect(try decoder.lines(in: Data([0x61, 0x0A, 0xE2, 0x82])) == ["a"])
        let error = #expect(throws: LineDecodingFailure.self) { try decoder.finish() }
        guard case .text(let failure)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(failure == TextDecodingFailure(reason: .invalidBytes(.utf8, offset: 2)))
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() throws {
        var decoder = LineDecoder(charset: .utf8)
        #expect(try decoder.lines(in: Data([0xEF, 0xBB])) == [])
        #expect(try decoder.lines(in: Data([0xBF, 0x61, 0x0A])) == ["a"])
    }

    @Test func aLineOverTheLimitFailsOnceItsKnownPartPassesIt() throws {
        var splitter = LineSplitter(maximumLength: 5)
        #expect(try splitter.split("12345\n123") == ["12345"])
        #expect(throws: LineTooLong.self) { try splitter.split("456") }
        var decoder = LineDecoder(charset: .utf8, maximumLength: 3)
        let error = #expect(throws: LineDecodingFailure.self) { try decoder.lines(in: Data("abcd".utf8)) }
        guard case .tooLong(let tooLong)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(tooLong.maximumLength == 3)
    }
}
