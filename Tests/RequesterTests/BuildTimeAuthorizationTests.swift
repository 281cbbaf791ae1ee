import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient` applies its leading `HeaderAdapter`s (`BearerTokenAdapter`
/// is one) while it builds the request (cheaper than adapting the built
/// one). The requests must be those the adapters give when each runs on the
/// built request, token reads included.
@Suite("Leading header adapters applied while building")
struct BuildTimeAuthorizationTests {
    static let baseURLs = [
        "https://api.example.com", "https://api.example.com/v1/", "http://localhost:8080/api",
        "https://API.Example.com:443/v2?key=1", "http://127.0.0.1:9000",
    ]

    static let endpoints: [Endpoint<User>] = [
        .get("users/1"),
        .get("/users/1/"),
        .get(""),
        .get("users/1", headers: ["authorization": "Basic abc"]),
        .get("users/1", headers: ["X-Trace": "7"]),
        // A value with a line break fails to build at all (HeaderFieldRulesTests).
        .get("search", query: ["q": "a b"]),
        .get("caf%C3%A9"),
        .get("https://other.example.com/x"),
        .get("https://api.example.com/absolute"),
        .get("http://localhost:8080/api/absolute"),
        .post("items", body: ["name": "Ada"]),
        .delete("items/1").timeout(.seconds(5)),
    ]

    /// The adapters as they would run one after another on the built request.
    static func expected(_ endpoint: Endpoint<User>, baseURL: URL, adapters: [any RequestAdapter]) throws -> URLRequest {
        var request = try endpoint.urlRequest(relativeTo: baseURL)
        for adapter in adapters {
            request = try adapter.adapt(request, baseURL: baseURL)
        }
        return request
    }

    static func adapterSets(_ reads: Locked<Int>) -> [[any RequestAdapter]] {
        let token = BearerTokenAdapter {
            reads.withLock { $0 += 1 }
            return "token-1"
        }
        let noToken = BearerTokenAdapter {
            reads.withLock { $0 += 1 }
            return nil
        }
        let otherHost = BearerTokenAdapter(host: URL(string: "https://other.example.com")!) {
            reads.withLock { $0 += 1 }
            return "token-2"
        }
        // Tokens that are not printable ASCII go through `setValue`'s checks, as the adapter's do
        // (those with a line break or a NUL fail: `tokensWithABreakOrNULFailWhereverTheAdapterStands`).
        let oddTokens = ["tök", ""].map { odd in
            BearerTokenAdapter {
                reads.withLock { $0 += 1 }
                return odd
            } as any RequestAdapter
        }
        // Header adapters of a user's own: a lower-case name (which
        // FoundationNetworking capitalizes), the same header twice, a name
        // building sets itself, a value read anew each time.
        let apiKey = APIKeyAdapter(name: "x-api-key", reads: reads)
        let secondToken = BearerTokenAdapter {
            reads.withLock { $0 += 1 }
            return "token-3"
        }
        let ownAccept = APIKeyAdapter(name: "Accept", reads: reads)
        return oddTokens.map { [$0] } + [
            [token], [noToken], [otherHost],
            [token, FixedHeaderAdapter(name: "X-After", value: "1")],
            [FixedHeaderAdapter(name: "X-Before", value: "1"), token],
            [FixedHeaderAdapter(name: "Authorization", value: "Custom"), token],
            [apiKey], [apiKey, token], [noToken, apiKey, otherHost], [token, secondToken], [ownAccept, token],
        ]
    }

    @Test(arguments: baseURLs)
    func theRequestAndTheTokenReadsAreThoseOfAdaptingTheBuiltRequest(_ base: String) throws {
        let baseURL = try #require(URL(string: base))
        let reads = Locked(0)
        for adapters in Self.adapterSets(reads) {
            let client = APIClient(baseURL: baseURL, transport: StubTransport(), adapters: adapters)
            for endpoint in Self.endpoints {
                reads.withLock { $0 = 0 }
                let built = try client.urlRequest(for: endpoint)
                let readsBuilding = reads.withLock { $0 }
                reads.withLock { $0 = 0 }
                let adapted = try Self.expected(endpoint, baseURL: baseURL, adapters: adapters)
                let readsAdapting = reads.withLock { $0 }
                let context = "\(base) \(endpoint.method) \(endpoint.path) \(adapters.map { type(of: $0) })"
                #expect(built.url == adapted.url, "\(context)")
                #expect(built.httpMethod == adapted.httpMethod, "\(context)")
                #expect(built.allHTTPHeaderFields == adapted.allHTTPHeaderFields, "\(context)")
                #expect(built.httpBody == adapted.httpBody, "\(context)")
                #expect(built.timeoutInterval == adapted.timeoutInterval, "\(context)")
                #expect(readsBuilding == readsAdapting, "\(context)")
            }
        }
    }

    @Test(arguments: ["a\r\nX-Evil: 1", "a\u{0}b"])
    func tokensWithABreakOrNULFailWhereverTheAdapterStands(_ token: String) throws {
        let bearer = BearerTokenAdapter { token }
        for adapters in [[bearer], [FixedHeaderAdapter(name: "X-Before", value: "1"), bearer]] as [[any RequestAdapter]] {
            let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: StubTransport(), adapters: adapters)
            let error = #expect(throws: RequestError.self) { try client.urlRequest(for: Endpoint<User>.get("users/1")) }
            guard case .transport(let urlError)? = error else { Issue.record("got \(String(describing: error))"); continue }
            #expect(urlError.code == .badURL)
        }
    }

    @Test func adaptersAfterTheBearerSeeItsHeader() throws {
        let seen = Locked<String?>(nil)
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!, transport: StubTransport(),
            adapters: [BearerTokenAdapter { "token-1" }, InspectingAdapter(seen: seen)])
        _ = try client.urlRequest(for: Endpoint<User>.get("users/1"))
        #expect(seen.withLock { $0 } == "Bearer token-1")
    }
}

/// Sets one header on every request.
private struct FixedHeaderAdapter: RequestAdapter {
    let name: String
    let value: String

    func adapt(_ request: URLRequest) throws -> URLRequest {
        var request = request
        request.setValue(value, forHTTPHeaderField: name)
        return request
    }
}

/// Adds `name: key-<n>` to requests for the client's host, counting its reads.
private struct APIKeyAdapter: HeaderAdapter {
    let name: String
    let reads: Locked<Int>

    var headerName: String { name }

    func covers(_ url: URL?, baseURL: URL?) -> Bool {
        url?.host != nil && url?.host?.lowercased() == baseURL?.host?.lowercased()
    }

    func headerValue() -> String? {
        let read = reads.withLock { count in
            count += 1
            return count
        }
        return "key-\(read)"
    }
}

/// Records the `Authorization` header it is given.
private struct InspectingAdapter: RequestAdapter {
    let seen: Locked<String?>

    func adapt(_ request: URLRequest) throws -> URLRequest {
        seen.withLock { $0 = request.value(forHTTPHeaderField: "Authorization") }
        return request
    }
}
