import Foundation
import Handlers
import Requester
import Testing

/// Foundation's `JSONDecoder` on Linux (Swift 6.3.1) traps instead of
/// throwing when an array opens as the 513th nesting level on the body's
/// last byte: one 513-byte response could crash the app. Found by Fuzz/'s
/// ResponseValidation harness (Fuzz/Corpus/ResponseValidation/finding-*).
/// Each of these bodies would crash the test process if it reached the
/// decoder; the validator refuses it first: it fails with `.decoding`, or
/// with `.status` where the status comes first, and the API error contract
/// passes it by.
@Suite("Validation: bodies that crash JSONDecoder")
struct DeepNestingCrashTests {
    static let opened = String(repeating: "[", count: 513)

    static let bodies: [(String, Data)] = [
        ("513 [", Data(opened.utf8)),
        ("an error key, then 512 [", Data((#"{"error":"# + String(repeating: "[", count: 512)).utf8)),
        ("513 [ in UTF-16LE", opened.data(using: .utf16LittleEndian)!),
        ("513 [ in UTF-16BE", opened.data(using: .utf16BigEndian)!),
    ]

    func outcome<T: Decodable>(_ body: Data, status: Int = 200, _ endpoint: Endpoint<T>) -> RequestError? {
        do {
            _ = try ResponseValidator().validate(HTTPResponse(statusCode: status, body: body), for: endpoint)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: bodies.map(\.0))
    func aBodyEndingInItsOpeningBracketFailsWithDecoding(name: String) {
        let body = Self.bodies.first { $0.0 == name }!.1
        for error in [
            outcome(body, Endpoint<[Int]>.get("x")), outcome(body, Endpoint<Empty>.get("x")),
            outcome(body, Endpoint<[Int]>.get("x").unwrapping("data")),
        ] {
            guard case .decoding = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
        }
        guard case .status(let error) = outcome(body, status: 500, Endpoint<[Int]>.get("x")), error.statusCode == 500 else {
            Issue.record("\(name) on a 500 is not .status(500)")
            return
        }
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 200, body: body)) == nil)
    }

    @Test func deepButClosedJSONStillDecodesOrFailsAsBefore() {
        let closed = Data((Self.opened + String(repeating: "]", count: 513)).utf8)
        guard case .decoding = outcome(closed, Endpoint<[Int]>.get("x")) else {
            Issue.record("513 levels, closed: not .decoding")
            return
        }
        #expect(outcome(Data("[[1]]".utf8), Endpoint<[[Int]]>.get("x")) == nil)
    }
}
