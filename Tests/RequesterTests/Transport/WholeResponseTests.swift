import Foundation
import Handlers
@testable import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `wholeResponse()`: a streamed exchange as `send`'s one response (how
/// `URLSessionTransport.send` answers on Apple's platforms).
@Suite("A streamed exchange as one response")
struct WholeResponseTests {
    static let head = HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/plain"])

    @Test func theHeadTakesEveryChunkInOrder() async throws {
        let events = Observable<TransportEvent>.of(
            .sent(3, expected: 3), .response(Self.head), .received(Data("ab".utf8)), .received(Data("c".utf8)))
        let response = try #require(try await events.wholeResponse().first())
        #expect(response.statusCode == 200)
        #expect(response.headers["Content-Type"] == "text/plain")
        #expect(response.body == Data("abc".utf8))
    }

    @Test func anExchangeWithoutAHeadFails() async {
        await #expect(throws: RequestError.transport(URLError(.badServerResponse))) {
            try await Observable<TransportEvent>.empty().wholeResponse().first()
        }
    }

    @Test func aFailurePasses() async {
        let failure = RequestError.transport(URLError(.dataLengthExceedsMaximum))
        await #expect(throws: failure) {
            try await Observable.concat(.of(.response(Self.head)), .error(failure)).wholeResponse().first()
        }
    }
}
