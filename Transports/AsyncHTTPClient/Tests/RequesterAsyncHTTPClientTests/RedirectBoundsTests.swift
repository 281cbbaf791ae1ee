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

/// Redirects under `TransportBounds`: an adapter's header goes only where
/// its `covers` says, credentials stay with their origin, and a redirect to
/// a scheme other than http or https is an error, not an answer.
@Suite("AsyncHTTPClientTransport: redirects against hostile servers", .serialized)
final class RedirectBoundsTests {
    struct Echo: Decodable {
        let path: String
        let headers: [String: String]

        func header(_ name: String) -> String? {
            headers.first(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame })?.value
        }
    }

    let server: FixtureServer
    let transport = AsyncHTTPClientTransport()

    init() async throws {
        server = try await FixtureServer()
    }

    /// A request to `/redirect?to=target` carrying an adapter header bound to
    /// the server's origin, one allowed everywhere, and credentials.
    private func redirect(to target: String) -> (URLRequest, TransportBounds) {
        var components = URLComponents(url: Hostile.url("redirect", on: server), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "to", value: target)]
        var request = URLRequest(url: components.url!)
        request.setValue("api-key-1", forHTTPHeaderField: "X-API-Key")
        request.setValue("everywhere", forHTTPHeaderField: "X-Everywhere")
        request.setValue("Bearer t-1", forHTTPHeaderField: "Authorization")
        request.setValue("session=s-1", forHTTPHeaderField: "Cookie")
        let bounds = TransportBounds(originBoundHeaders: [
            OriginBoundHeader(name: "X-API-Key", origin: server.baseURL),
            OriginBoundHeader(name: "X-Everywhere") { _ in true },
        ])
        return (request, bounds)
    }

    private func echo(after request: URLRequest, bounds: TransportBounds) async throws -> Echo {
        let response = try #require(try await transport.send(request, bounds: bounds).first())
        #expect(response.statusCode == 200)
        return try JSONDecoder().decode(Echo.self, from: response.body)
    }

    /// 127.0.0.1 -> localhost: one server, another origin.
    @Test func aRedirectToAnotherOriginReDecidesEveryAdapterHeader() async throws {
        let elsewhere = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        var target = elsewhere
        target.host = "localhost"
        target.path = "/echo"
        let (request, bounds) = redirect(to: try #require(target.url).absoluteString)
        let echo = try await echo(after: request, bounds: bounds)
        #expect(echo.path == "/echo")
        #expect(echo.header("X-Everywhere") == "everywhere")
        #expect(echo.header("X-API-Key") == nil)
        #expect(echo.header("Authorization") == nil)
        #expect(echo.header("Cookie") == nil)
    }

    @Test func aRedirectWithinTheOriginKeepsThem() async throws {
        let (request, bounds) = redirect(to: "/echo")
        let echo = try await echo(after: request, bounds: bounds)
        #expect(echo.header("X-Everywhere") == "everywhere")
        #expect(echo.header("X-API-Key") == "api-key-1")
        #expect(echo.header("Authorization") == "Bearer t-1")
        #expect(echo.header("Cookie") == "session=s-1")
    }

    @Test(arguments: ["file:///etc/passwd", "javascript:alert(1)", "ftp://127.0.0.1/x"])
    func aRedirectToAnotherSchemeFails(_ target: String) async {
        let (request, bounds) = redirect(to: target)
        let sent = await Hostile.failure(of: transport.send(request, bounds: bounds))
        let streamed = await Hostile.failure(of: transport.stream(request, bounds: bounds))
        let unbounded = await Hostile.failure(of: transport.send(request))
        #expect(Hostile.code(of: sent) == .unsupportedURL)
        #expect(Hostile.code(of: streamed) == .unsupportedURL)
        #expect(Hostile.code(of: unbounded) == .unsupportedURL)
        #expect(Hostile.description(of: sent).contains(target))
    }

    @Test func aThreeHundredWithoutLocationIsTheAnswer() async throws {
        let response = try await transport.send(URLRequest(url: Hostile.url("status/302", on: server))).first()
        #expect(response?.statusCode == 302)
    }
}
