import Foundation
import Handlers
import Requester
import Testing

/// `Empty` promises that a body that is not JSON at all fails with
/// `.decoding` (Sources/Requester/Endpoint/Empty.swift). Some bodies that
/// are not JSON still decode to `Empty` (Fuzz/'s ResponseValidation harness
/// checks them): Foundation's `JSONDecoder` checks a number or a string
/// only when something decodes it, and `Empty` decodes nothing, so a
/// malformed number (`-`, `01`, `1.2.3`), a bad escape or a trailing comma
/// would pass. The validator reads such a body strictly (`JSONSyntax`).
@Suite("Empty: bodies that are not JSON fail (a fuzzer finding)")
struct EmptyBodyLaxityTests {
    static let notJSON = ["-", "01", "1.2.3", "1e", "1.", "[-]", "[1,]", #"{"a": -}"#, #"{"a": "\x"}"#, #"{"\x": 1}"#]

    func outcome(_ body: String, _ endpoint: Endpoint<Empty> = .get("items")) -> Result<Empty, RequestError> {
        Result { () throws(RequestError) in
            try ResponseValidator().validate(HTTPResponse(statusCode: 200, body: Data(body.utf8)), for: endpoint)
        }
    }

    @Test(arguments: notJSON)
    func aBodyThatIsNotJSONFailsWithDecoding(body: String) {
        guard case .failure(.decoding) = outcome(body) else {
            Issue.record("\(body.debugDescription) decoded to Empty")
            return
        }
    }

    @Test func theSameInsideAnEnvelope() {
        guard case .failure(.decoding) = outcome(#"{"data": 1.2.3}"#, Endpoint<Empty>.get("items").unwrapping("data"))
        else {
            Issue.record("an envelope holding 1.2.3 decoded to Empty")
            return
        }
    }

    /// What the promise does hold today: JSON decodes, and text that is
    /// plainly not JSON (the fixture server's cut-off body, HTML) fails.
    @Test func jsonDecodesAndPlainNonJSONFails() {
        for body in ["{}", "[1, 2]", "null", "1e400", #"{"a": "\u00e9"}"#, " "] {
            guard case .success = outcome(body) else {
                Issue.record("\(body.debugDescription) did not decode to Empty")
                continue
            }
        }
        for body in [#"{"id": 1, "name": "Ad"#, "<html></html>", "[", "nul", "+1"] {
            guard case .failure(.decoding) = outcome(body) else {
                Issue.record("\(body.debugDescription) did not fail with .decoding")
                continue
            }
        }
    }

    /// The strict reading against a table of texts (RFC 8259).
    @Test func jsonSyntaxReadsStrictly() {
        let valid = ["0", "-0", "1.5e-3", "1E+2", #""a\u00e9\n""#, "[]", "{}", #"{"a": [1, {"b": null}], "c": true}"#, " [ 1 , 2 ] "]
        let invalid = ["", "+1", ".5", "1.", "01", "[1,]", "{,}", #"{"a" 1}"#, #"{"a": 1,}"#, "[1 2]", "tru", #""\q""#, #""a\u00""#, "[", "]", "{} {}"]
        for text in valid { #expect(JSONSyntaxProbe.isValid(text), "\(text.debugDescription)") }
        for text in invalid { #expect(!JSONSyntaxProbe.isValid(text), "\(text.debugDescription)") }
        #expect(JSONSyntaxProbe.isValid(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)))
        #expect(!JSONSyntaxProbe.isValid(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)))
    }

    /// `JSONDecoder` reads UTF-16 and UTF-32 JSON too, so the strict reading
    /// does (a fuzzer found a UTF-16 object refused as .decoding).
    @Test func jsonInUTF16AndUTF32DecodesAndNonJSONInThemFails() {
        // Not `.utf32`: its byte-order mark makes `JSONDecoder` itself refuse the text.
        let encodings: [String.Encoding] = [.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32LittleEndian, .utf32BigEndian]
        for encoding in encodings {
            for text in [#"{"id": 1, "name": "Ada"}"#, "[1, 2]", "{}"] {
                let body = text.data(using: encoding)!
                #expect(validated(body) == true, "\(text.debugDescription) in \(encoding)")
            }
            for text in ["[1,]", "01", #"{"a" 1}"#] {
                #expect(validated(text.data(using: encoding)!) == false, "\(text.debugDescription) in \(encoding)")
            }
        }
        // UTF-16 cut mid-unit, and a UTF-8 byte-order mark before JSON.
        #expect(validated(Data(#"{"a": 1}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }.dropLast())) == false)
        #expect(validated(Data([0xEF, 0xBB, 0xBF]) + Data("{}".utf8)) == true)
    }

    private func validated(_ body: Data) -> Bool {
        (try? ResponseValidator().validate(HTTPResponse(statusCode: 200, body: body), for: Endpoint<Empty>.get("items"))) != nil
    }
}

/// Reaches the validator's JSON reading through `Endpoint<Empty>`.
private enum JSONSyntaxProbe {
    static func isValid(_ text: String) -> Bool {
        let response = HTTPResponse(statusCode: 200, body: Data(text.utf8))
        if text.allSatisfy({ $0 == " " }) { return false }  // blank answers Empty without reading
        return (try? ResponseValidator().validate(response, for: Endpoint<Empty>.get("items"))) != nil
    }
}
