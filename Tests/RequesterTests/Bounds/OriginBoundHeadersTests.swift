import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What `APIClient` tells its transport of the headers its adapters added,
/// so that a redirect to another origin re-decides them (`TransportBounds.redirected`).
@Suite("Adapters' headers bound to their origins")
struct OriginBoundHeadersTests {
    let other = URL(string: "https://evil.example.net/steal")!
    let sameOrigin = URL(string: "https://api.example.com/v2/moved")!

    @Test func aHeaderAdapterForTheBaseOriginLosesItsHeaderOnTheWayElsewhere() throws {
        let bounds = try sentBounds(adapters: [FixedHeader(value: "key-1")])
        let request = try #require(bounds.request)
        #expect(request.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
        #expect(bounds.bounds.redirected(request, to: other)?.value(forHTTPHeaderField: "X-Api-Key") == nil)
        #expect(bounds.bounds.redirected(request, to: sameOrigin)?.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
    }

    @Test func anAdapterCoveringBothOriginsKeepsItsHeader() throws {
        let adapter = WideHeader()
        let bounds = try sentBounds(adapters: [adapter])
        let request = try #require(bounds.request)
        #expect(bounds.bounds.redirected(request, to: other)?.value(forHTTPHeaderField: "X-Tenant") == "t-1")
    }

    @Test func aPlainAdaptersHeaderIsBoundToTheRequestsOrigin() throws {
        // After a plain adapter, so that both run on the built request.
        let bounds = try sentBounds(adapters: [PlainAdapter(), FixedHeader(name: "X-Later", value: "later")])
        let request = try #require(bounds.request)
        #expect(request.value(forHTTPHeaderField: "X-Signature") == "sig")
        let redirected = try #require(bounds.bounds.redirected(request, to: other))
        #expect(redirected.value(forHTTPHeaderField: "X-Signature") == nil)
        #expect(redirected.value(forHTTPHeaderField: "X-Later") == nil)
        #expect(bounds.bounds.redirected(request, to: sameOrigin)?.value(forHTTPHeaderField: "X-Signature") == "sig")
    }

    @Test func theEndpointsOwnHeadersAreNotBound() throws {
        let bounds = try sentBounds(adapters: [], endpoint: .get("json", headers: ["X-Request-Id": "r-1"]))
        let request = try #require(bounds.request)
        #expect(bounds.bounds.redirected(request, to: other)?.value(forHTTPHeaderField: "X-Request-Id") == "r-1")
    }

    @Test(arguments: ["file:///etc/passwd", "javascript:alert(1)", "ftp://api.example.com/x", "data:text/plain,x"])
    func aRedirectToAnotherSchemeIsNotFollowed(_ target: String) throws {
        let bounds = try sentBounds(adapters: [])
        let request = try #require(bounds.request)
        #expect(bounds.bounds.redirected(request, to: try #require(URL(string: target))) == nil)
        guard case .transport(let error) = TransportBounds.unsupportedRedirect(to: URL(string: target)) else {
            Issue.record("not a transport error")
            return
        }
        #expect(error.code == .unsupportedURL)
    }

    @Test func originsCompareSchemeHostAndPortWithDefaults() {
        #expect(Origin.same(URL(string: "https://API.example.com/v1"), URL(string: "https://api.example.com:443/x")))
        #expect(!Origin.same(URL(string: "https://api.example.com"), URL(string: "http://api.example.com")))
        #expect(!Origin.same(URL(string: "http://127.0.0.1:8080"), URL(string: "http://localhost:8080")))
        #expect(!Origin.same(URL(string: "http://a:1"), URL(string: "http://a:2")))
        #expect(!Origin.same(URL(string: "file:///etc/passwd"), URL(string: "file:///etc/passwd")))
    }

    /// The request and bounds the transport was given for `endpoint`.
    private func sentBounds(
        adapters: [any RequestAdapter], endpoint: Endpoint<Data> = .get("json")
    ) throws -> (request: URLRequest?, bounds: TransportBounds) {
        let transport = BoundsRecordingTransport()
        let client = APIClient(baseURL: baseURL, transport: transport, adapters: adapters)
        let scheduler = millisecondScheduler()
        _ = scheduler.start { client.request(endpoint) }
        let sent = try #require(transport.sent.withLock { $0.first })
        return (sent.0, sent.1)
    }
}

/// Records what it is asked to send, and answers 200 with an empty body.
final class BoundsRecordingTransport: Transport {
    let sent = Locked<[(URLRequest, TransportBounds)]>([])

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        send(request, bounds: .none)
    }

    func send(_ request: URLRequest, bounds: TransportBounds) -> Observable<HTTPResponse> {
        sent.withLock { $0.append((request, bounds)) }
        return .just(HTTPResponse(statusCode: 200, url: request.url))
    }
}

/// A tenant header meant for every origin.
struct WideHeader: HeaderAdapter {
    var headerName: String { "X-Tenant" }
    func covers(_ url: URL?, baseURL: URL?) -> Bool { true }
    func headerValue() -> String? { "t-1" }
}

/// A signature added to the built request.
struct PlainAdapter: RequestAdapter {
    func adapt(_ request: URLRequest) throws -> URLRequest {
        var request = request
        request.setValue("sig", forHTTPHeaderField: "X-Signature")
        return request
    }
}
