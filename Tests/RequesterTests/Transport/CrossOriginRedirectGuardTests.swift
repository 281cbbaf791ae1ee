import Foundation
import Handlers
@testable import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `CrossOriginRedirectGuard.redirect(_:from:after:bounds:)`, the rule
/// `URLSessionTransport` follows every redirect by.
@Suite("URLSessionTransport's redirect rule")
struct CrossOriginRedirectGuardTests {
    static let api = URL(string: "http://127.0.0.1:8080/redirect")!
    static let bounds = TransportBounds(originBoundHeaders: [
        OriginBoundHeader(name: "X-Api-Key", origin: api),
        OriginBoundHeader(name: "X-Trace") { _ in true },
    ])

    /// A 302 from `api` naming `location`.
    private func response(_ location: String, status: Int = 302) -> HTTPURLResponse {
        HTTPURLResponse(url: Self.api, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Location": location])!
    }

    /// The request URLSession proposes for `url`, carrying every header in question.
    private func proposed(_ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        for (name, value) in ["X-Api-Key": "key", "X-Trace": "t-1", "Authorization": "Bearer t", "Cookie": "sid=1"] {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    private func refusal(_ location: String, proposing url: String) -> URLError.Code? {
        do {
            let followed = try CrossOriginRedirectGuard.redirect(
                proposed(url), from: response(location), after: nil, bounds: Self.bounds)
            Issue.record("followed to \(String(describing: followed?.url))")
        } catch {
            if case .transport(let error) = error { return error.code }
            Issue.record("\(error)")
        }
        return nil
    }

    /// FoundationNetworking proposes a hostless `Location` as a path on the
    /// server that redirected: the `Location` decides, and it is refused.
    @Test(arguments: [
        ("file:///etc/passwd", "http://127.0.0.1:8080/etc/passwd"),
        ("javascript:alert(1)", "http://127.0.0.1:8080/alert(1)"),
        ("data:text/plain,hi", "http://127.0.0.1:8080/text/plain,hi"),
        ("ftp://127.0.0.1/x", "ftp://127.0.0.1/x"),
        ("FILE:///etc/passwd", "file:///etc/passwd"),
    ])
    func aRedirectToAnotherSchemeIsRefused(_ location: String, _ url: String) {
        #expect(refusal(location, proposing: url) == .unsupportedURL)
    }

    @Test func anotherOriginGetsOnlyTheHeadersCoveredThere() throws {
        let followed = try #require(try CrossOriginRedirectGuard.redirect(
            proposed("http://localhost:8080/echo"), from: response("http://localhost:8080/echo"), after: nil,
            bounds: Self.bounds))
        #expect(followed.value(forHTTPHeaderField: "X-Trace") == "t-1")
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == nil)
        #expect(followed.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(followed.value(forHTTPHeaderField: "Cookie") == nil)
    }

    @Test(arguments: ["/echo", "http://127.0.0.1:8080/echo", "//127.0.0.1:8080/echo"])
    func theSameOriginKeepsEveryHeader(_ location: String) throws {
        let followed = try #require(try CrossOriginRedirectGuard.redirect(
            proposed("http://127.0.0.1:8080/echo"), from: response(location), after: nil, bounds: Self.bounds))
        for name in ["X-Trace", "X-Api-Key", "Authorization", "Cookie"] {
            #expect(followed.value(forHTTPHeaderField: name) != nil, "\(name)")
        }
    }

    /// Without bounds only the credential rule applies; the scheme rule still does.
    @Test func withoutBoundsTheCredentialRuleAndTheSchemeRuleStay() throws {
        let followed = try #require(try CrossOriginRedirectGuard.redirect(
            proposed("https://example.com/x"), from: response("https://example.com/x"), after: nil, bounds: .none))
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == "key")
        #expect(followed.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(throws: RequestError.self) {
            try CrossOriginRedirectGuard.redirect(
                proposed("http://127.0.0.1:8080/etc/passwd"), from: response("file:///etc/passwd"), after: nil,
                bounds: .none)
        }
    }
}
