import Foundation
@testable import Requester
import Testing

@Suite("Decoding bodies as text")
struct TextStreamDecoderTests {
    /// Bytes in a charset, and the text they decode to (nil: they fail at `offset`).
    struct Case: Sendable, CustomTestStringConvertible {
        let charset: TextCharset
        let bytes: [UInt8]
        let text: String?
        var offset: Int = 0
        var testDescription: String { "\(charset.name) \(bytes.map { String($0, radix: 16) })" }
    }

    static let cases: [Case] = [
        Case(charset: .utf8, bytes: [], text: ""),
        Case(charset: .utf8, bytes: Array("héllo ✓ 𝄞".utf8), text: "héllo ✓ 𝄞"),
        Case(charset: .utf8, bytes: [0xEF, 0xBB, 0xBF, 0x61], text: "a"),
        Case(charset: .utf8, bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], text: "\u{FEFF}"),
        Case(charset: .utf8, bytes: [0x61, 0xEF, 0xBB, 0xBF], text: "a\u{FEFF}"),
        Case(charset: .utf8, bytes: [0x61, 0xFF], text: nil, offset: 1),
        Case(charset: .utf8, bytes: [0x61, 0x80], text: nil, offset: 1),
        Case(charset: .utf8, bytes: [0xC3], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0x61, 0x62, 0xE2, 0x82], text: nil, offset: 2),
        Case(charset: .utf8, bytes: [0xC0, 0x80], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xC1, 0xBF], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xE0, 0x9F, 0xBF], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xED, 0xA0, 0x80], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xF0, 0x8F, 0xBF, 0xBF], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xF4, 0x90, 0x80, 0x80], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0xF5, 0x80, 0x80, 0x80], text: nil, offset: 0),
        Case(charset: .utf8, bytes: [0x61, 0xE2, 0x28, 0xA1], text: nil, offset: 1),
        Case(charset: .utf8, bytes: [0xF4, 0x8F, 0xBF, 0xBF], text: "\u{10FFFF}"),
        Case(charset: .utf8, bytes: [0xED, 0x9F, 0xBF], text: "\u{D7FF}"),
        Case(charset: .usASCII, bytes: Array("plain text".utf8), text: "plain text"),
        Case(charset: .usASCII, bytes: [0x61, 0x80], text: nil, offset: 1),
        Case(charset: .usASCII, bytes: [0xEF, 0xBB, 0xBF], text: nil, offset: 0),
        Case(charset: .isoLatin1, bytes: [0x63, 0x61, 0x66, 0xE9], text: "café"),
        Case(charset: .isoLatin1, bytes: [0x80, 0x9F, 0xFF], text: "\u{80}\u{9F}\u{FF}"),
        Case(charset: .isoLatin1, bytes: [0xEF, 0xBB, 0xBF], text: "ï»¿"),
        Case(charset: .windows1252, bytes: [0x80, 0x20, 0x93, 0x61, 0x94], text: "€ “a”"),
        Case(charset: .windows1252, bytes: [0x81, 0x8D, 0x8F, 0x90, 0x9D], text: "\u{81}\u{8D}\u{8F}\u{90}\u{9D}"),
        Case(charset: .windows1252, bytes: [0x63, 0x61, 0x66, 0xE9, 0x99], text: "café™"),
    ]

    @Test(arguments: cases)
    func wholeBody(_ example: Case) {
        let result = Result { () throws(TextDecodingFailure) in
            try TextStreamDecoder.decode(Data(example.bytes), charset: example.charset)
        }
        expect(result, matches: example)
    }

    @Test(arguments: cases)
    func everySplitIntoTwoChunksDecodesTheSame(_ example: Case) {
        for split in 0...example.bytes.count {
            let chunks = [Array(example.bytes[..<split]), Array(example.bytes[split...])]
            expect(decode(chunks, example.charset), matches: example, "split at \(split)")
        }
    }

    @Test(arguments: cases)
    func byteByByteDecodesTheSame(_ example: Case) {
        expect(decode(example.bytes.map { [$0] }, example.charset), matches: example)
    }

    @Test func windows1252MatchesTheWHATWGIndex() throws {
        // index-windows-1252 for 0x80...0x9F; 0xA0...0xFF are ISO-8859-1's.
        let expected: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039, 0x152, 0x8D,
            0x17D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x2DC, 0x2122, 0x161,
            0x203A, 0x153, 0x9D, 0x17E, 0x178,
        ] + Array(0xA0...0xFF)
        let text = try TextStreamDecoder.decode(Data(0x80...0xFF), charset: .windows1252)
        #expect(text.unicodeScalars.map(\.value) == expected)
    }

    @Test func latin1MapsEveryByteToTheSameCodePoint() throws {
        let text = try TextStreamDecoder.decode(Data(0...255), charset: .isoLatin1)
        #expect(text.unicodeScalars.map(\.value) == Array(0...255))
    }

    @Test func asciiFailsAtTheFirstByteAboveSevenBitsWhicheverChunkItIsIn() {
        var decoder = TextStreamDecoder(charset: .usASCII)
        #expect((try? decoder.decode(Data("abc".utf8))) == "abc")
        #expect(throws: TextDecodingFailure(reason: .invalidBytes(.usASCII, offset: 4))) {
            try decoder.decode(Data([0x64, 0xC3]))
        }
    }

    @Test func aCharacterSplitAcrossChunksComesWithTheChunkThatCompletesIt() throws {
        var decoder = TextStreamDecoder(charset: .utf8)
        let clef = Array("𝄞".utf8)
        #expect(try decoder.decode(Data([0x61] + clef[..<1])) == "a")
        #expect(try decoder.decode(Data(clef[1..<3])) == "")
        #expect(try decoder.decode(Data(clef[3...] + [0x62])) == "𝄞b")
        #expect(try decoder.finish() == "")
    }

    @Test func replacingModeFollowsTheEncodingStandardsMaximalSubparts() throws {
        // The Unicode Standard's example (Table 3-8), which WHATWG decoders follow.
        let bytes: [UInt8] = [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64]
        let expected = "a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}d"
        for split in 0...bytes.count {
            var decoder = TextStreamDecoder(charset: .utf8, errorMode: .replacing)
            let text = try decoder.decode(Data(bytes[..<split])) + decoder.decode(Data(bytes[split...]))
                + decoder.finish()
            #expect(text == expected, "split at \(split)")
        }
    }

    @Test(arguments: [
        ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
        ([0xE0, 0x80, 0xAF], "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ([0xE2, 0x82], "\u{FFFD}"),
        ([0xE2, 0x82, 0x61], "\u{FFFD}a"),
        ([0xF0, 0x9F, 0x98], "\u{FFFD}"),
        ([0xFE, 0xFF], "\u{FFFD}\u{FFFD}"),
    ] as [([UInt8], String)])
    func replacingMode(_ bytes: [UInt8], _ expected: String) throws {
        for split in 0...bytes.count {
            var decoder = TextStreamDecoder(charset: .utf8, errorMode: .replacing)
            let text = try decoder.decode(Data(bytes[..<split])) + decoder.decode(Data(bytes[split...]))
                + decoder.finish()
            #expect(text == expected, "split at \(split)")
        }
    }

    // Helpers

    private func decode(_ chunks: [[UInt8]], _ charset: TextCharset) -> Result<String, TextDecodingFailure> {
        Result { () throws(TextDecodingFailure) in
            var decoder = TextStreamDecoder(charset: charset)
            var text = ""
            for chunk in chunks { text += try decoder.decode(Data(chunk)) }
            return text + (try decoder.finish())
        }
    }

    private func expect(
        _ result: Result<String, TextDecodingFailure>, matches example: Case, _ note: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch (result, example.text) {
        case (.success(let text), let expected?):
            #expect(text == expected, "\(note)", sourceLocation: sourceLocation)
        case (.failure(let failure), nil):
            #expect(
                failure == TextDecodingFailure(reason: .invalidBytes(example.charset, offset: example.offset)),
                "\(note)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(note): got \(result), expected \(example.text ?? "a failure")", sourceLocation: sourceLocation)
        }
    }
}
