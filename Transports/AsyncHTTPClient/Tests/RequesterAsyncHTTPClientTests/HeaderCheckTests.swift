import Foundation
import Handlers
import Requester
import RequesterAsyncHTTPClient
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Headers checked before anything is sent: a name that is not an RFC 9110
/// token, or a value holding CR, LF or NUL, fails with
/// `.transport(URLError(.badURL))` and the server sees no request.
@Suite("AsyncHTTPClientTransport: header checks", .serialized)
final class HeaderCheckTests {
    let server: FixtureServer
    let transport = AsyncHTTPClientTransport()

    init() async throws {
        server = try await FixtureServer()
    }

    /// A request to a path of its own (so the server's count of it is this test's), with `fields`.
    private func request(_ fields: [String: String]) -> (URLRequest, path: String) {
        let path = "/header-check-\(UUID().uuidString.prefix(8))"
        var request = URLRequest(url: Hostile.url(String(path.dropFirst()), on: server))
        // Set whole: on Linux `setValue` drops a value holding a line break or NUL without a word.
        request.allHTTPHeaderFields = fields
        return (request, path)
    }

    @Test(arguments: [
        ["X-Bad\r\nX-Injected": "1"],
        ["X-Bad\nName": "1"],
        ["X Space": "1"],
        ["X-Colon:": "1"],
        ["X-Nul": "a\0b"],
        ["X-Crlf": "a\r\nX-Injected: 1"],
        ["X-Lf": "a\nb"],
    ])
    func aBadHeaderFailsBeforeAnythingIsSent(_ fields: [String: String]) async throws {
        let (sent, sentPath) = request(fields)
        let (streamed, streamedPath) = request(fields)
        let sendError = await Hostile.failure(of: transport.send(sent))
        let streamError = await Hostile.failure(of: transport.stream(streamed))
        #expect(Hostile.code(of: sendError) == .badURL)
        #expect(Hostile.code(of: streamError) == .badURL)
        #expect(try await server.count(path: sentPath) == 0)
        #expect(try await server.count(path: streamedPath) == 0)
    }

    @Test func everyTokenCharacterIsAllowed() async throws {
        let (request, path) = request(["X-Token_!#$%&'*+.^`|~09az": "a value, with \"quotes\"\t and tabs"])
        let response = try await transport.send(request).first()
        #expect(response?.statusCode == 404)
        #expect(try await server.count(path: path) == 1)
    }
}
