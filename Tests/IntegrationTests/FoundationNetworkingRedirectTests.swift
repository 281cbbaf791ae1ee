#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Handlers
import Requester
import Stream
import Testing
import TransportFaultMatrix

/// What FoundationNetworking does with a redirect to another scheme when
/// nothing guards it, so that the transport's rule
/// (`URLSessionTransport`'s redirect notes) is seen to be needed: a session
/// with a delegate of its own that follows every redirect it is offered.
@Suite("FoundationNetworking's own redirects to other schemes")
final class FoundationNetworkingRedirectTests {
    /// Follows every redirect, noting the URL it was offered.
    private final class FollowingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
        let offered = Locked<[URL]>([])

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            if let url = request.url { offered.withLock { $0.append(url) } }
            completionHandler(request)
        }
    }

    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    /// A `Location` without a host (`file:///etc/passwd`,
    /// `javascript:alert(1)`) is offered as a path on the server that
    /// redirected: followed, the same server answers for it (here a 404).
    @Test(arguments: [("file:///etc/passwd", "/etc/passwd"), ("javascript:alert(1)", "/alert(1)")])
    func aHostlessLocationBecomesAPathOnTheSameServer(_ location: String, _ path: String) async throws {
        let delegate = FollowingDelegate()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var components = try #require(URLComponents(
            url: server.baseURL.appendingPathComponent("redirect"), resolvingAgainstBaseURL: false))
        components.queryItems = [URLQueryItem(name: "to", value: location)]
        let request = URLRequest(url: try #require(components.url))
        let response = try await URLSessionTransport(session: session).send(request, bounds: .none).first()
        let offered = try #require(delegate.offered.withLock { $0 }.first)
        print("\(location): offered \(offered), answered \(String(describing: response?.statusCode)) from \(String(describing: response?.url))")
        #expect(offered.scheme == "http")
        #expect(offered.host == server.baseURL.host)
        #expect(offered.path == path)
    }
}
#endif
