import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Headers are checked before anything is sent: a name must be an RFC 9110
/// token, a value must hold no CR, LF or NUL; else `.transport(URLError(.badURL))`.
@Suite("Header fields checked before sending")
struct HeaderFieldRulesTests {
    @Test(arguments: ["X-Trace", "x-api-key", "Accept", "a!#$%&'*+-.^_`|~9"])
    func tokensAreNames(_ name: String) {
        #expect(HeaderFieldRules.isToken(name))
    }

    @Test(arguments: ["", "X Trace", "X-Bad\r\nName", "X:Colon", "Ünï", "X\u{0}", "(x)", "a/b"])
    func othersAreNot(_ name: String) {
        #expect(!HeaderFieldRules.isToken(name))
    }

    @Test(arguments: ["a\r\nX-Admin: 1", "a\nb", "a\rb", "nul\u{0}x"])
    func aValueWithABreakOrNULFails(_ value: String) {
        #expect(!HeaderFieldRules.isAllowedValue(value))
        #expect(throws: RequestError.self) { try HeaderFieldRules.check(name: "X-Trace", value: value) }
    }

    @Test func tabsAndLatin1StayAllowedValues() {
        #expect(HeaderFieldRules.isAllowedValue("a\tb"))
        #expect(HeaderFieldRules.isAllowedValue("café"))
    }

    /// The endpoint's header, set or not by the platform, never goes out broken or dropped.
    @Test(arguments: [("X-Trace", "a\r\nX-Admin: 1"), ("X-Bad\r\nName", "v"), ("X Space", "v"), ("X-Nul", "a\u{0}b")])
    func anEndpointsBadHeaderFailsBeforeSending(_ header: (String, String)) {
        let transport = StubTransport()
        transport.stub("GET", "/v1/json", .json(#"{}"#))
        let client = APIClient(baseURL: baseURL, transport: transport)
        let error = failure(of: client, Endpoint<Data>.get("json", headers: [header.0: header.1]))
        #expect(error?.code == .badURL, "got \(String(describing: error))")
        #expect(transport.totalCallCount == 0)
    }

    @Test func anAdaptersBadValueFailsBeforeSending() {
        let transport = StubTransport()
        transport.stub("GET", "/v1/json", .json(#"{}"#))
        let client = APIClient(baseURL: baseURL, transport: transport, adapters: [FixedHeader(value: "k\r\nX-Admin: 1")])
        let error = failure(of: client, Endpoint<Data>.get("json"))
        #expect(error?.code == .badURL, "got \(String(describing: error))")
        #expect(error?.localizedDescription.contains("X-Api-Key") == true, "\(String(describing: error))")
        #expect(transport.totalCallCount == 0)
    }

    @Test func anAdaptersBadValueFailsWithEndpointHeadersToo() {
        let transport = StubTransport()
        transport.stub("GET", "/v1/json", .json(#"{}"#))
        let client = APIClient(baseURL: baseURL, transport: transport, adapters: [FixedHeader(value: "k\u{0}")])
        let error = failure(of: client, Endpoint<Data>.get("json", headers: ["X-Trace": "1"]))
        #expect(error?.code == .badURL, "got \(String(describing: error))")
        #expect(transport.totalCallCount == 0)
    }

    private func failure(of client: APIClient, _ endpoint: Endpoint<Data>) -> URLError? {
        let scheduler = millisecondScheduler()
        let observer = scheduler.start { client.request(endpoint) }
        guard case .transport(let error)? = observer.events.first?.value.error as? RequestError else { return nil }
        return error
    }
}

/// An API key for the client's own origin.
struct FixedHeader: HeaderAdapter {
    var name = "X-Api-Key"
    let value: String
    var headerName: String { name }
    func covers(_ url: URL?, baseURL: URL?) -> Bool { Origin.same(url, baseURL) }
    func headerValue() -> String? { value }
}
