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
}
