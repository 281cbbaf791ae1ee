import Foundation
import Handlers
import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client's default headers across redirects, against
/// Tests/Fixtures/server.py: like an adapter's API key, a default header is
/// bound to the base URL's origin, so a redirect to another origin
/// (`localhost` for `127.0.0.1`) drops it, and one on the same origin keeps it.
@Suite("Default headers across redirects, against a real server", .serialized)
final class DefaultHeadersRedirectTests {
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    private func client(_ kind: SessionKind) -> APIClient {
        APIClient(configuration: .init(
            baseURL: server.baseURL,
            defaultHeaders: ["X-Api-Key": "key-SECRET", "Accept": "application/vnd.test+json"]),
            transport: kind.transport())
    }

    /// The headers /echo received after /redirect sent the request to `location`.
    private func headers(redirectedTo location: String, _ kind: SessionKind) async throws -> (path: String, headers: [String: String]) {
        let echo = try await client(kind).send(Endpoint<HeaderEcho>.get("redirect", query: ["to": location]))
        return (echo.path, echo.lowercasedHeaders)
    }

    @Test(arguments: SessionKind.allCases)
    func aRedirectToAnotherOriginDropsTheDefaultHeaders(_ kind: SessionKind) async throws {
        let port = try #require(server.baseURL.port)
        let elsewhere = try await headers(redirectedTo: "http://localhost:\(port)/echo", kind)
        #expect(elsewhere.path == "/echo")
        #expect(elsewhere.headers["x-api-key"] == nil, "\(elsewhere.headers)")
        // `Accept` says what the client reads, and goes wherever the built-in one would.
        #expect(elsewhere.headers["accept"] == "application/vnd.test+json", "\(elsewhere.headers)")
    }

    @Test(arguments: SessionKind.allCases)
    func aRedirectOnTheSameOriginKeepsThem(_ kind: SessionKind) async throws {
        let home = try await headers(redirectedTo: "/echo", kind)
        #expect(home.path == "/echo")
        #expect(home.headers["x-api-key"] == "key-SECRET", "\(home.headers)")
        #expect(home.headers["accept"] == "application/vnd.test+json", "\(home.headers)")
    }

    /// Without a redirect the server gets them as given.
    @Test func theServerGetsThemAsGiven() async throws {
        let echo = try await client(.transports).send(Endpoint<HeaderEcho>.get("echo"))
        #expect(echo.lowercasedHeaders["x-api-key"] == "key-SECRET")
    }
}
