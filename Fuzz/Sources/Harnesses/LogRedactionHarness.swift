import Foundation
import FuzzSupport
import Handlers
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The logger's redaction (`RequestLogger` with `.all` options) and what
/// errors print, over arbitrary URLs, headers and bodies with one secret
/// planted where the package promises to hide it: an `Authorization`,
/// `Cookie` or other credential header's value (request or response), an
/// `access_token` (or other secret-named) query or fragment item, a URL's
/// password, a `password`/`token`-named field of a JSON or form body
/// (request or response; the JSON well-formed, cut off after the secret,
/// embedded in a JSON string, or UTF-16), or a `Bearer ` token in text.
///
/// The check is differential, so that surroundings the fuzzer writes cannot
/// fool it: the same input is logged once with secret A planted and once
/// with secret B (same length and character classes). A leak is A occurring
/// more often in A's messages than in B's (where only the surroundings can
/// have put it). NUL bytes are dropped before counting, so UTF-16 text
/// printed as it came counts too.
///
/// Secrets are planted under the built-in name patterns too (`code`, `pin`,
/// `jwt`, `client_assertion`, `passphrase`, `private_key`, `X-Auth`,
/// `Authorization-Extra`, ...), and a near miss (`monkey`, `tokenizer`,
/// `zip_code`) must keep its value where it is printed whole: a query item,
/// a request or response header, a form body that is not cut.
public enum LogRedactionHarness {
    static let secretA = "s3cr3tAAAA1"
    static let secretB = "s3cr3tBBBB2"

    public static func run(_ data: UnsafeRawBufferPointer) {
        let input = FuzzInput(data)
        guard let withA = LogScenario(input, secret: secretA), let withB = LogScenario(input, secret: secretB) else {
            return
        }
        let printedA = withA.messages(), printedB = withB.messages()
        let leaked = occurrences(of: secretA, in: printedA) - occurrences(of: secretA, in: printedB)
        if leaked > 0 {
            fuzzFailure("""
                the secret planted as \(withA.plant) was printed:
                \(printedA.joined(separator: "\n---\n"))
                """)
        }
        if let place = withA.nearMissWithheld(in: printedA) {
            fuzzFailure("""
                the near miss \(withA.nearMiss)=\(LogScenario.nearMissValue) was not printed in \(place):
                \(printedA.joined(separator: "\n---\n"))
                """)
        }
    }

    static func occurrences(of secret: String, in messages: [String]) -> Int {
        messages.reduce(0) { count, message in
            count + message.filter { $0 != "\u{0}" }.components(separatedBy: secret).count - 1
        }
    }
}
