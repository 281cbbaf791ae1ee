import Foundation
import Requester
import RequesterTestSupport
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("BearerTokenAdapter: the token goes to our host only")
struct BearerTokenAdapterTests {
    func request(_ url: String) -> URLRequest {
        URLRequest(url: URL(string: url)!)
    }

    let adapter = BearerTokenAdapter { "t0k3n" }

    @Test func attachesTheTokenToTheBaseHost() throws {
        let adapted = try adapter.adapt(request("https://api.example.com/v1/users"), baseURL: baseURL)
        #expect(adapted.value(forHTTPHeaderField: "Authorization") == "Bearer t0k3n")
    }

    @Test func neverAttachesItToAnotherHostSchemeOrPort() throws {
        for url in ["https://evil.example.net/v1/users", "http://api.example.com/v1/users", "https://api.example.com:8443/v1",
                    "https://api.example.com.evil.net/v1"] {
            let adapted = try adapter.adapt(request(url), baseURL: baseURL)
            #expect(adapted.value(forHTTPHeaderField: "Authorization") == nil, "\(url)")
        }
    }

    @Test func defaultPortsAndHostCaseMatch() throws {
        let adapted = try adapter.adapt(request("https://API.example.com:443/x"), baseURL: baseURL)
        #expect(adapted.value(forHTTPHeaderField: "Authorization") == "Bearer t0k3n")
    }

    @Test func noTokenMeansNoHeader() throws {
        let adapted = try BearerTokenAdapter { nil }.adapt(request("https://api.example.com/v1"), baseURL: baseURL)
        #expect(adapted.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func anEmptyTokenMeansNoHeader() throws {
        let adapter = BearerTokenAdapter { "" }
        #expect(try adapter.adapt(request("https://api.example.com/x"), baseURL: baseURL)
            .value(forHTTPHeaderField: "Authorization") == nil)
        let client = APIClient(baseURL: baseURL, transport: StubTransport(), adapters: [adapter])
        #expect(try client.urlRequest(for: Endpoint<User>.get("x")).value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func theTokenIsReadOnEveryCall() throws {
        let counter = Atomic<Int>(0)
        let adapter = BearerTokenAdapter { "token-\(counter.add(1, ordering: .relaxed).newValue)" }
        let first = try adapter.adapt(request("https://api.example.com/v1"), baseURL: baseURL)
        let second = try adapter.adapt(request("https://api.example.com/v1"), baseURL: baseURL)
        #expect(first.value(forHTTPHeaderField: "Authorization") == "Bearer token-1")
        #expect(second.value(forHTTPHeaderField: "Authorization") == "Bearer token-2")
    }

    @Test func anAuthorizationTheEndpointSetIsKept() throws {
        var own = request("https://api.example.com/v1")
        own.setValue("Basic abc", forHTTPHeaderField: "Authorization")
        #expect(try adapter.adapt(own, baseURL: baseURL).value(forHTTPHeaderField: "Authorization") == "Basic abc")
    }

    @Test func aHostGivenAtInitAppliesOutsideAClient() throws {
        let scoped = BearerTokenAdapter(host: baseURL) { "t" }
        #expect(try scoped.adapt(request("https://api.example.com/x")).value(forHTTPHeaderField: "Authorization") == "Bearer t")
        #expect(try scoped.adapt(request("https://other.example.com/x")).value(forHTTPHeaderField: "Authorization") == nil)
    }
}
