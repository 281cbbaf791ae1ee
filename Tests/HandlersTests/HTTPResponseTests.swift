import Foundation
import Testing
import Handlers

@Suite("HTTPResponse")
struct HTTPResponseTests {
    @Test func headerLookupIgnoresCase() {
        let response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("CONTENT-TYPE") == "application/json")
        #expect(response.header("Accept") == nil)
    }

    @Test func aNameInSeveralSpellingsAnswersTheSameWhateverIsAsked() {
        // Equal responses whose dictionaries iterate in different orders.
        var small = [String: String](), large = [String: String](minimumCapacity: 64)
        for spelling in ["retry-after", "Retry-After", "RETRY-AFTER"] {
            small[spelling] = spelling
            large[spelling] = spelling
        }
        let responses = [HTTPResponse(statusCode: 503, headers: small), HTTPResponse(statusCode: 503, headers: large)]
        #expect(responses[0] == responses[1])
        for response in responses {
            for asked in ["retry-after", "Retry-After", "RETRY-AFTER", "rEtRy-AfTeR"] {
                #expect(response.header(asked) == "RETRY-AFTER", "asked \(asked)")
            }
        }
    }
}
