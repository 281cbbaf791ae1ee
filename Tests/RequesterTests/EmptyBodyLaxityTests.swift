import Foundation
import Handlers
import Requester
import Testing

/// `Empty` promises that a body that is not JSON at all fails with
/// `.decoding` (Sources/Requester/Endpoint/Empty.swift). Fuzz/'s
/// ResponseValidation harness found bodies that are not JSON and still
/// decode to `Empty`: Foundation's `JSONDecoder` checks a number or a string
/// only when something decodes it, and `Empty` decodes nothing, so a
/// malformed number (`-`, `01`, `1.2.3`), a bad escape or a trailing comma
/// passes. Known issue until the validator (or `Empty`) reads the body
/// strictly; when it does, these tests report that the known issue is gone,
/// and `withKnownIssue` should be removed.
@Suite("Empty: bodies that are not JSON (a fuzzer finding)")
struct EmptyBodyLaxityTests {
    static let notJSON = ["-", "01", "1.2.3", "1e", "1.", "[-]", "[1,]", #"{"a": -}"#, #"{"a": "\x"}"#, #"{"\x": 1}"#]

    func outcome(_ body: String, _ endpoint: Endpoint<Empty> = .get("items")) -> Result<Empty, RequestError> {
        Result { () throws(RequestError) in
            try ResponseValidator().validate(HTTPResponse(statusCode: 200, body: Data(body.utf8)), for: endpoint)
        }
    }

    @Test(arguments: notJSON)
    func aBodyThatIsNotJSONFailsWithDecoding(body: String) {
        withKnownIssue("JSONDecoder checks a token only when it decodes it, and Empty decodes none") {
            guard case .failure(.decoding) = outcome(body) else {
                Issue.record("\(body.debugDescription) decoded to Empty")
                return
            }
        }
    }

    @Test func theSameInsideAnEnvelope() {
        withKnownIssue("JSONDecoder checks a token only when it decodes it, and Empty decodes none") {
            guard case .failure(.decoding) = outcome(#"{"data": 1.2.3}"#, Endpoint<Empty>.get("items").unwrapping("data"))
            else {
                Issue.record("an envelope holding 1.2.3 decoded to Empty")
                return
            }
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
}
