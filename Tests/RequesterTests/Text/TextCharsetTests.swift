import Foundation
@testable import Requester
import Testing

@Suite("The charset a Content-Type declares")
struct TextCharsetTests {
    /// A Content-Type and the charset it declares (nil: it fails as unknown).
    struct Case: Sendable, CustomTestStringConvertible {
        let contentType: String?
        let charset: TextCharset?
        var testDescription: String { contentType.map { "\"\($0)\"" } ?? "no Content-Type" }
    }

    static let cases: [Case] = [
        Case(contentType: nil, charset: .utf8),
        Case(contentType: "text/plain", charset: .utf8),
        Case(contentType: "application/json", charset: .utf8),
        Case(contentType: "text/plain; charset=utf-8", charset: .utf8),
        Case(contentType: "text/plain;charset=UTF-8", charset: .utf8),
        Case(contentType: "text/plain; charset=\"utf-8\"", charset: .utf8),
        Case(contentType: "text/plain; CHARSET=Utf-8", charset: .utf8),
        Case(contentType: "text/plain; charset = utf8 ", charset: .utf8),
        Case(contentType: "text/plain; charset=\"utf\\-8\"", charset: .utf8),
        Case(contentType: "text/plain; charset=\"utf-8", charset: .utf8),
        Case(contentType: "text/plain; format=flowed; charset=ISO-8859-1", charset: .isoLatin1),
        Case(contentType: "text/html; title=\"a;charset=us-ascii\"; charset=latin1", charset: .isoLatin1),
        Case(contentType: "text/plain; charset=utf-8; charset=latin1", charset: .utf8),
        Case(contentType: "text/plain; charset", charset: .utf8),
        Case(contentType: "text/plain; xcharset=latin1", charset: .utf8),
        Case(contentType: "text/plain; charset=us-ascii", charset: .usASCII),
        Case(contentType: "text/plain; charset=ASCII", charset: .usASCII),
        Case(contentType: "text/plain; charset=ANSI_X3.4-1968", charset: .usASCII),
        Case(contentType: "text/plain; charset=iso-8859-1", charset: .isoLatin1),
        Case(contentType: "text/plain; charset=ISO_8859-1:1987", charset: .isoLatin1),
        Case(contentType: "text/plain; charset=\"Latin1\"", charset: .isoLatin1),
        Case(contentType: "text/plain; charset=windows-1252", charset: .windows1252),
        Case(contentType: "text/plain; charset=CP1252", charset: .windows1252),
        Case(contentType: "text/plain; charset=\"\"", charset: nil),
        Case(contentType: "text/plain; charset=", charset: nil),
        Case(contentType: "text/plain; charset=utf-16", charset: nil),
        Case(contentType: "text/plain; charset=shift_jis", charset: nil),
        Case(contentType: "text/plain; charset=iso-8859-15", charset: nil),
    ]

    @Test(arguments: cases)
    func declaredCharset(_ example: Case) {
        let result = Result { () throws(TextDecodingFailure) in try TextCharset.declared(byContentType: example.contentType) }
        switch (result, example.charset) {
        case (.success(let charset), let expected?):
            #expect(charset == expected)
        case (.failure(let failure), nil):
            guard case .unknownCharset = failure.reason else {
                Issue.record("Expected an unknown charset, got \(failure)")
                return
            }
        default:
            Issue.record("\(example.testDescription): got \(result), expected \(String(describing: example.charset))")
        }
    }

    @Test func anUnknownCharsetIsNamedInTheFailure() {
        #expect(throws: TextDecodingFailure(reason: .unknownCharset("KOI8-R"))) {
            try TextCharset.declared(byContentType: "text/plain; charset=\"KOI8-R\"")
        }
    }

    @Test func theFailureIsADecodingErrorThatSaysWhy() {
        let failure = TextDecodingFailure(reason: .invalidBytes(.usASCII, offset: 3))
        guard case .dataCorrupted(let context) = failure.decodingError else {
            Issue.record("Expected dataCorrupted")
            return
        }
        #expect(context.debugDescription == "The body is not valid US-ASCII: bad byte sequence at offset 3")
        #expect(context.underlyingError as? TextDecodingFailure == failure)
    }
}
