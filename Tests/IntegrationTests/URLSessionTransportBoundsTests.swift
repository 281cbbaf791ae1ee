import Foundation
import Handlers
import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionTransport` held to `TransportBounds` against hostile servers
/// (Tests/Fixtures/hostile.py): bodies stopped at the limit as they arrive,
/// headers kept on the origins their `covers` names across redirects, and
/// redirects to schemes other than http and https refused. One test at a
/// time: each hostile server sends as fast as loopback goes.
///
/// The full-size cases (an endless body, a 1 GB `Content-Length`, a 1 GiB
/// gzip bomb under 32 MiB, through `send` and `stream`) are
/// `HostileBodyMemoryTests`', in a process of their own: among the whole
/// suite an endless body sent flat out delayed the other tests' exchanges
/// on FoundationNetworking's shared work queue past their timeouts.
@Suite("URLSessionTransport bounds against hostile servers", .serialized)
final class URLSessionTransportBoundsTests {
    static let bounded = TransportBounds(maximumBodySize: 32 << 20)

    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: URL(string: path, relativeTo: server.baseURL)!.absoluteURL)
    }

    // MARK: body limit

    /// A gzip bomb is counted decoded: 64 MiB of zeros, 64 KB on the wire,
    /// stop at a 1 MiB limit.
    @Test(arguments: BoundedCall.allCases)
    func aGzipBombStopsAtTheLimit(_ call: BoundedCall) async {
        let limit: Int64 = 1 << 20
        let outcome = await call.outcome(
            URLSessionTransport(configuration: .ephemeral), request("hostile/gzip-bomb?size=\(64 << 20)"),
            bounds: TransportBounds(maximumBodySize: limit))
        #expect(outcome.transportCode == .dataLengthExceedsMaximum)
        #expect(outcome.received <= limit)
    }

    /// The error names the limit, its value and the URL.
    @Test func theErrorNamesTheLimitAndTheURL() async throws {
        let bounds = TransportBounds(maximumBodySize: 1000, limitName: "maximumBodySize")
        let outcome = await sendOutcome(
            URLSessionTransport(configuration: .ephemeral), request("hostile/endless?kind=bytes&chunk=100"), bounds: bounds)
        let description = try #require(outcome.failure.map { "\($0)" })
        #expect(outcome.transportCode == .dataLengthExceedsMaximum)
        #expect(description.contains("maximumBodySize"), "\(description)")
        #expect(description.contains("1000"), "\(description)")
        #expect(description.contains("hostile/endless"), "\(description)")
    }

    /// A `Content-Length` over the limit fails before any body is read; the
    /// count catches a body that arrives without one.
    @Test(arguments: BoundedCall.allCases)
    func anAnnouncedLengthOverTheLimitFailsAtOnce(_ call: BoundedCall) async {
        let bounds = TransportBounds(maximumBodySize: 1000)
        let transport = URLSessionTransport(configuration: .ephemeral)
        let outcome = await call.outcome(transport, request("hostile/length?bytes=2000"), bounds: bounds)
        #expect(outcome.transportCode == .dataLengthExceedsMaximum)
        #expect(outcome.received == 0)
    }

    /// A `HEAD`'s `Content-Length` is of a body that does not come: not refused.
    @Test(arguments: BoundedCall.allCases)
    func aHeadAnnouncingALargeBodyIsAnswered(_ call: BoundedCall) async {
        var head = request("bytes?size=2000")
        head.httpMethod = "HEAD"
        let outcome = await call.outcome(
            URLSessionTransport(configuration: .ephemeral), head, bounds: TransportBounds(maximumBodySize: 1000))
        #expect(outcome.failure == nil)
        #expect(outcome.response?.statusCode == 200)
        #expect(outcome.received == 0)
    }

    /// A body at the limit is whole; one byte more fails.
    @Test(arguments: SessionKind.allCases, BoundedCall.allCases)
    func aBodyAtTheLimitArrivesWhole(_ kind: SessionKind, _ call: BoundedCall) async {
        let transport = kind.transport()
        let atLimit = await call.outcome(transport, request("bytes?size=5000&chunked=1"), bounds: TransportBounds(maximumBodySize: 5000))
        #expect(atLimit.failure == nil)
        #expect(atLimit.received == 5000)
        let over = await call.outcome(transport, request("bytes?size=5001&chunked=1"), bounds: TransportBounds(maximumBodySize: 5000))
        #expect(over.transportCode == .dataLengthExceedsMaximum)
    }

    /// A gzip answer's `Content-Length` is its compressed size: it says
    /// nothing of the body's, so a small compressed body under a larger
    /// announced limit is not refused for its length, only counted.
    @Test func aCompressedBodyIsCountedAfterDecompression() async {
        let transport = URLSessionTransport(configuration: .ephemeral)
        let small = await sendOutcome(transport, request("hostile/gzip-bomb?size=100000"), bounds: TransportBounds(maximumBodySize: 100_000))
        #expect(small.failure == nil)
        #expect(small.received == 100_000)
        let over = await sendOutcome(transport, request("hostile/gzip-bomb?size=100001"), bounds: TransportBounds(maximumBodySize: 100_000))
        #expect(over.transportCode == .dataLengthExceedsMaximum)
    }

    /// `send(_:)` keeps at most `RequestLimits.default.maximumBodySize`
    /// (32 MiB); `stream(_:)` keeps nothing and has no limit.
    @Test func sendIsBoundedByDefaultAndStreamIsNot() async throws {
        let transport = URLSessionTransport(configuration: .ephemeral)
        let size = 32 << 20
        do {
            let response = try await transport.send(request("bytes?size=\(size)")).first()
            #expect(response?.body.count == size)
        } catch {
            Issue.record("32 MiB: \(error)")
        }
        do {
            _ = try await transport.send(request("bytes?size=\(size + 1)")).first()
            Issue.record("32 MiB and a byte arrived")
        } catch RequestError.transport(let error) {
            #expect(error.code == .dataLengthExceedsMaximum)
        }
        let streamed = await streamOutcome(transport, request("bytes?size=\(size + 1)"), bounds: .none)
        #expect(streamed.failure == nil)
        #expect(streamed.received == Int64(size + 1))
        let unbounded = await streamOutcome(transport, request("bytes?size=\(size + 1)"), bounds: TransportBounds())
        #expect(unbounded.received == Int64(size + 1))
    }

    // MARK: redirects

    /// A request from 127.0.0.1 redirected to `location`, carrying an API
    /// key bound to 127.0.0.1's origin, a header every URL may carry and
    /// an `Authorization`: the headers /echo received.
    private func redirectedHeaders(
        to location: String, _ kind: SessionKind, _ call: BoundedCall, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String: String] {
        var components = URLComponents(url: server.baseURL.appendingPathComponent("redirect"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "to", value: location)]
        var request = URLRequest(url: components.url!)
        request.setValue("key-SECRET", forHTTPHeaderField: "X-Api-Key")
        request.setValue("t-1", forHTTPHeaderField: "X-Trace")
        request.setValue("Bearer tok-SECRET", forHTTPHeaderField: "Authorization")
        let bounds = TransportBounds(maximumBodySize: 1 << 20, originBoundHeaders: [
            OriginBoundHeader(name: "X-Api-Key", origin: server.baseURL),
            OriginBoundHeader(name: "X-Trace") { _ in true },
        ])
        let outcome = await call.outcome(kind.transport(), request, bounds: bounds)
        #expect(outcome.failure == nil, sourceLocation: sourceLocation)
        #expect(outcome.response?.statusCode == 200, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(HeaderEcho.self, from: outcome.body).lowercasedHeaders
    }

    /// Redirected to another origin (`localhost` for `127.0.0.1`), the
    /// request keeps the header whose `covers` says yes and loses the one
    /// whose `covers` says no, and its `Authorization`; on its own origin it
    /// keeps all three. The same through `send` and `stream`.
    @Test(arguments: SessionKind.allCases, BoundedCall.allCases)
    func aRedirectKeepsOnlyTheHeadersItsNewOriginIsCoveredFor(_ kind: SessionKind, _ call: BoundedCall) async throws {
        let port = try #require(server.baseURL.port)
        let elsewhere = try await redirectedHeaders(to: "http://localhost:\(port)/echo", kind, call)
        #expect(elsewhere["x-trace"] == "t-1", "\(elsewhere)")
        #expect(elsewhere["x-api-key"] == nil, "\(elsewhere)")
        #expect(elsewhere["authorization"] == nil, "\(elsewhere)")
        let home = try await redirectedHeaders(to: "/echo", kind, call)
        #expect(home["x-trace"] == "t-1", "\(home)")
        #expect(home["x-api-key"] == "key-SECRET", "\(home)")
        #expect(home["authorization"] == "Bearer tok-SECRET", "\(home)")
    }

    /// A redirect to a scheme other than http or https is not followed
    /// (FoundationNetworking would make `file:///etc/passwd` or
    /// `javascript:` a request to the same server's path): it fails with
    /// `unsupportedURL`, through `send` and `stream`, with and without
    /// bounds.
    @Test(arguments: SessionKind.allCases, BoundedCall.allCases)
    func aRedirectToAnotherSchemeFails(_ kind: SessionKind, _ call: BoundedCall) async {
        for location in ["file:///etc/passwd", "javascript:alert(1)", "ftp://127.0.0.1/x", "data:text/plain,hi"] {
            for bounds in [TransportBounds.none, Self.bounded] {
                var components = URLComponents(url: server.baseURL.appendingPathComponent("redirect"), resolvingAgainstBaseURL: false)!
                components.queryItems = [URLQueryItem(name: "to", value: location)]
                let outcome = await call.outcome(kind.transport(), URLRequest(url: components.url!), bounds: bounds)
                #expect(
                    outcome.transportCode == .unsupportedURL,
                    "\(location): \(String(describing: outcome.failure)), status \(String(describing: outcome.response?.statusCode)), url \(String(describing: outcome.response?.url))")
            }
        }
    }

    /// `send(_:)` without bounds refuses such a redirect too.
    @Test func sendWithoutBoundsRefusesAFileRedirect() async {
        let transport = URLSessionTransport(configuration: .ephemeral)
        do {
            let response = try await transport.send(request("redirect?to=file:///etc/passwd")).first()
            Issue.record("answered \(String(describing: response?.statusCode)) from \(String(describing: response?.url))")
        } catch RequestError.transport(let error) {
            #expect(error.code == .unsupportedURL)
        } catch {
            Issue.record("\(error)")
        }
    }
}
