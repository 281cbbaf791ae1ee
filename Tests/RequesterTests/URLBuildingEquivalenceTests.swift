import Foundation
@testable import Requester
import RequesterTestSupport
import Testing

/// `APIClient` builds plain paths by splicing strings (`Endpoint.plainURL`)
/// and every other endpoint through `URLComponents` (`Endpoint.url(relativeTo:)`):
/// both must give the same URL wherever the splice applies.
@Suite("Endpoint: plain-path URL building matches URLComponents building")
struct URLBuildingEquivalenceTests {
    static let baseURLs = [
        "https://api.example.com", "https://api.example.com/", "https://api.example.com/v1",
        "https://api.example.com/v1/", "https://api.example.com//v1//", "http://user:pw@h.io:8080/a%20b/",
        "https://h.io/api?key=1&x=%26", "https://h.io/api/#frag", "https://h.io/api?k=v#f",
        "https://h.io/ümlaut/", "http://127.0.0.1:9/", "http://[::1]:80/base",
    ]

    static let paths = [
        "", "/", "//", "users", "/users", "users/", "/users/1/", "a//b", "///a/b", "users/1",
        "my file", "files/my%20file", "100%", "search?q=x", "search?", "a#b", "ümlaut", "a;b", "a:b",
        "https://other.example.org/x", "a/./b/../c", "~user/-._", "!$&'()*+,=@", "a b/c?d=e f#g",
        "%2F", "?", "#", "%",
    ]

    @Test(arguments: baseURLs)
    func plainPathsGiveTheSameURLBothWays(base: String) throws {
        let baseURL = try #require(URL(string: base))
        let parts = try #require(BaseURLParts(baseURL))
        for path in Self.paths {
            let endpoint = Endpoint<Empty>.get(path)
            let general = endpoint.url(relativeTo: baseURL)
            guard let plain = endpoint.plainURL(from: parts) else { continue }
            #expect(plain == general, "base \(base), path \(path)")
            #expect(plain.absoluteString == general?.absoluteString, "base \(base), path \(path)")
        }
    }

    @Test func plainSplicingAppliesToOrdinaryPathsOnly() throws {
        let parts = try #require(BaseURLParts(URL(string: "https://api.example.com/v1/")!))
        #expect(Endpoint<Empty>.get("users/1").plainURL(from: parts)?.absoluteString
            == "https://api.example.com/v1/users/1")
        for path in ["my file", "100%", "search?q=x", "a#b", "ümlaut", "a;b", "a:b", "https://h.io/x"] {
            #expect(Endpoint<Empty>.get(path).plainURL(from: parts) == nil, "\(path)")
        }
        #expect(Endpoint<Empty>.get("users", query: ["a": "1"]).plainURL(from: parts) == nil)
    }

    @Test func baseURLsWithoutAHostHaveNoParts() {
        #expect(BaseURLParts(URL(string: "file:///tmp/")!) == nil)
        #expect(BaseURLParts(URL(string: "relative/path")!) == nil)
    }

    @Test func clientRequestsMatchEndpointRequests() throws {
        for base in Self.baseURLs {
            let baseURL = try #require(URL(string: base))
            let client = APIClient(baseURL: baseURL, transport: StubTransport())
            for path in Self.paths {
                for query in [[:], ["q": "a b", "x": "&=#"]] {
                    let endpoint = Endpoint<Empty>.get(path, query: query)
                    let viaClient = try? client.urlRequest(for: endpoint)
                    let direct = try? endpoint.urlRequest(relativeTo: baseURL)
                    #expect(viaClient?.url == direct?.url, "base \(base), path \(path)")
                    #expect(viaClient?.allHTTPHeaderFields == direct?.allHTTPHeaderFields)
                }
            }
        }
    }
}
