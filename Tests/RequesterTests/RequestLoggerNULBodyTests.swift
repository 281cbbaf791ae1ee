import Foundation
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A body in UTF-16 (or UTF-32) that JSONSerialization cannot read, a
/// cut-off one or one with a number beyond `Double`, must not be printed as
/// UTF-8 text: with NUL bytes between the letters, neither the JSON token
/// reading nor the `Bearer ` search finds anything, and the password would
/// be in the log for anyone who drops the NULs (Fuzz/'s LogRedaction input
/// Fuzz/Corpus/LogRedaction/finding-utf16-unreadable). Such a body prints
/// as its size; UTF-16 JSON that can be read is printed, redacted.
@Suite("RequestLogger: bodies holding NUL bytes")
struct RequestLoggerNULBodyTests {
    let logger = RequestLogger(options: .all, sink: { _ in })

    func printed(_ body: Data) -> String {
        var request = URLRequest(url: URL(string: "https://api.example.com/sign-in")!)
        request.httpMethod = "POST"
        request.httpBody = body
        return (logger.requestMessage(request) ?? "").filter { $0 != "\u{0}" }
    }

    @Test(arguments: [
        #"{"g": 1e999, "password": "hunter2-secret"}"#,  // a number JSONSerialization refuses
        #"{"user": "ada", "password": "hunter2-secret"#,  // cut off
        "note: Bearer hunter2-secret",
    ])
    func unreadableUTF16TextPrintsAsItsSize(text: String) {
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian] {
            let body = text.data(using: encoding)!
            let message = printed(body)
            #expect(!message.contains("hunter2-secret"), "\(encoding): \(message)")
            #expect(message.contains("(\(body.count)-byte body)"), "\(encoding): \(message)")
        }
    }

    @Test func readableUTF16JSONIsPrintedRedacted() {
        let message = printed(#"{"password": "hunter2-secret", "user": "ada"}"#.data(using: .utf16LittleEndian)!)
        #expect(message.contains(#""password":"<redacted>""#), "\(message)")
        #expect(message.contains(#""user":"ada""#), "\(message)")
        #expect(!message.contains("hunter2-secret"))
    }
}
