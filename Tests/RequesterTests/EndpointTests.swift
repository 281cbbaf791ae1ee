import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Endpoint: building the URLRequest")
struct EndpointTests {
    @Test func pathIsJoinedToTheBasePathWithOneSlash() throws {
        for path in ["users/1", "/users/1"] {
            let request = try Endpoint<User>.get(path).urlRequest(relativeTo: baseURL)
            #expect(request.url?.absoluteString == "https://api.example.com/v1/users/1")
        }
        let trailing = try Endpoint<User>.get("users").urlRequest(relativeTo: URL(string: "https://h.io/api/")!)
        #expect(trailing.url?.absoluteString == "https://h.io/api/users")
    }

    @Test func queryItemsAreSortedAndEncodedSoValuesRoundTrip() throws {
        let request = try Endpoint<User>.get("search", query: ["q": "a&b=c+d", "page": "2", "lang": "ü"])
            .urlRequest(relativeTo: baseURL)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?lang=%C3%BC&page=2&q=a%26b%3Dc%2Bd")
        let items = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items?.first { $0.name == "q" }?.value == "a&b=c+d")
    }

    @Test func queryItemsEncodeSemicolonsWhichSomeServersSplitOn() throws {
        let request = try Endpoint<User>.get("s", query: ["q": "a;b"]).urlRequest(relativeTo: baseURL)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/s?q=a%3Bb")
    }

    @Test func queryWrittenInThePathIsKeptBeforeTheQueryItems() throws {
        let request = try Endpoint<User>.get("search?q=hello world", query: ["page": "1"]).urlRequest(relativeTo: baseURL)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?q=hello%20world&page=1")
    }

    @Test func pathSegmentsAreEncodedOnceWhateverTheyWereWritten() throws {
        let plain = try Endpoint<User>.get("files/my file").urlRequest(relativeTo: baseURL)
        let encoded = try Endpoint<User>.get("files/my%20file").urlRequest(relativeTo: baseURL)
        #expect(plain.url?.absoluteString == "https://api.example.com/v1/files/my%20file")
        #expect(encoded.url == plain.url)
        let percent = try Endpoint<User>.get("discount/100%").urlRequest(relativeTo: baseURL)
        #expect(percent.url?.absoluteString == "https://api.example.com/v1/discount/100%25")
    }

    @Test func absoluteURLsAreUsedAsTheyAre() throws {
        let request = try Endpoint<User>.get("https://other.example.org/x", query: ["a": "1"]).urlRequest(relativeTo: baseURL)
        #expect(request.url?.absoluteString == "https://other.example.org/x?a=1")
    }

    @Test func getAsksForJSONAndSendsNoBody() throws {
        let request = try Endpoint<User>.get("users").urlRequest(relativeTo: baseURL)
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
        #expect(request.httpBody == nil)
    }

    @Test func bodiesAreEncodedAsJSONWithContentType() throws {
        let user = User(id: 7, name: "Grace")
        for endpoint in [Endpoint<User>.post("users", body: user), .put("users/7", body: user), .patch("users/7", body: user)] {
            let request = try endpoint.urlRequest(relativeTo: baseURL)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
            #expect(try JSONDecoder().decode(User.self, from: request.httpBody ?? Data()) == user)
        }
        #expect(try Endpoint<User>.put("u", body: user).urlRequest(relativeTo: baseURL).httpMethod == "PUT")
        #expect(try Endpoint<User>.patch("u", body: user).urlRequest(relativeTo: baseURL).httpMethod == "PATCH")
        #expect(try Endpoint<Empty>.delete("u").urlRequest(relativeTo: baseURL).httpMethod == "DELETE")
    }

    @Test func endpointHeadersOverrideTheDefaults() throws {
        let request = try Endpoint<User>.post("u", body: User(id: 1, name: "A"),
                                              headers: ["accept": "application/vnd.api+json", "content-type": "application/merge-patch+json", "X-Trace": "1"])
            .urlRequest(relativeTo: baseURL)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.api+json")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "1")
    }

    @Test func idempotencyKeyAndTimeoutAreSet() throws {
        let request = try Endpoint<User>.post("pay").idempotencyKey("k-1").timeout(.milliseconds(1500))
            .urlRequest(relativeTo: baseURL)
        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == "k-1")
        #expect(request.timeoutInterval == 1.5)
    }

    @Test func aBodyThatCannotBeEncodedFailsBeforeSending() {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nope"))
            }
        }
        #expect {
            try Endpoint<User>.post("u", body: Unencodable()).urlRequest(relativeTo: baseURL)
        } throws: { error in
            (error as? RequestError)?.urlErrorCode == .unknown
        }
    }

    @Test func dotSegmentsCannotLeaveThePathWritten() throws {
        // Joined to /v1, "../admin" would be resolved to /admin by URL
        // normalization or the server (with the client's token on it).
        let client = APIClient(baseURL: URL(string: "https://h.io/api/")!, transport: StubTransport())
        for path in ["../admin", "x/../../admin", "x/%2E%2E/%2e%2e/admin", "./users", "a/./b", "..", "%2E"] {
            for endpoint in [Endpoint<User>.get(path), .get(path, query: ["a": "1"])] {
                #expect(throws: RequestError.self, "\(path)") { try client.urlRequest(for: endpoint) }
                #expect(throws: RequestError.self, "\(path)") {
                    try endpoint.urlRequest(relativeTo: URL(string: "https://h.io/api/")!)
                }
                do {
                    _ = try client.urlRequest(for: endpoint)
                } catch {
                    #expect(error.urlErrorCode == .badURL)
                    #expect(error.localizedDescription.contains("segment"), "\(error.localizedDescription)")
                }
            }
        }
        // Dots inside a segment are ordinary characters.
        for path in ["v1.2/users", "...", "a/.well-known/x", "file..txt"] {
            #expect(try client.urlRequest(for: Endpoint<User>.get(path)).url?.path.hasPrefix("/api/") == true, "\(path)")
        }
    }

    @Test func anEmptyPathIsTheBaseURLAsWritten() throws {
        for base in ["https://h.io/api/", "https://h.io/api", "https://h.io/", "https://h.io/api/?k=1"] {
            let baseURL = try #require(URL(string: base))
            let client = APIClient(baseURL: baseURL, transport: StubTransport())
            for path in ["", "/", "//"] {
                #expect(try client.urlRequest(for: Endpoint<User>.get(path)).url?.absoluteString == base, "\(base) \(path)")
                #expect(try Endpoint<User>.get(path).urlRequest(relativeTo: baseURL).url?.absoluteString == base)
            }
        }
    }

    @Test func aQueryWrittenInAPathIsSentAsWritten() throws {
        // As in an absolute URL or the base URL: `+` stays `+`, a bare name
        // stays bare, an escape stays one; only what a query cannot hold is encoded.
        let cases = [
            ("search?q=a+b", "q=a+b"), ("users?flag", "flag"), ("s?q=a%2Bb&x=%26", "q=a%2Bb&x=%26"),
            ("s?q=hello world", "q=hello%20world"), ("s?q=ü", "q=%C3%BC"), ("s?q=100%", "q=100%25"),
            ("s?a=1;b=2", "a=1;b=2"), ("s?q=%zz", "q=%25zz"),
        ]
        let client = APIClient(baseURL: baseURL, transport: StubTransport())
        for (path, query) in cases {
            let url = try client.urlRequest(for: Endpoint<User>.get(path)).url
            #expect(url.map { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedQuery } == query, "\(path)")
            let absolute = try client.urlRequest(for: Endpoint<User>.get("https://api.example.com/v1/" + path)).url
            if !path.contains(" "), !path.contains("ü"), !path.contains("%zz"), !path.hasSuffix("100%") {
                #expect(url == absolute, "\(path)")
            }
        }
        let withItems = try client.urlRequest(for: Endpoint<User>.get("search?q=a+b", query: ["page": "2"])).url
        #expect(withItems?.absoluteString == "https://api.example.com/v1/search?q=a+b&page=2")
    }

    @Test func aBodyGivenAsDataIsSentAsJSON() throws {
        let data = Data(#"{"a":1}"#.utf8)
        let client = APIClient(baseURL: baseURL, transport: StubTransport())
        var assigned = Endpoint<User>.post("u")
        assigned.body = data
        for endpoint in [Endpoint<User>(method: "POST", path: "u", body: data), assigned] {
            let request = try client.urlRequest(for: endpoint)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
            #expect(request.httpBody == data)
        }
        let withHeaders = Endpoint<User>(method: "PUT", path: "u", headers: ["X-Trace": "1"], body: data)
        #expect(try client.urlRequest(for: withHeaders).value(forHTTPHeaderField: "Content-Type") == "application/json")
        let own = Endpoint<User>(method: "PUT", path: "u", headers: ["content-type": "text/csv"], body: data)
        #expect(try client.urlRequest(for: own).value(forHTTPHeaderField: "Content-Type") == "text/csv")
        let bearer = APIClient(baseURL: baseURL, transport: StubTransport(), adapters: [BearerTokenAdapter { "t" }])
        let authorized = try bearer.urlRequest(for: Endpoint<User>(method: "POST", path: "u", body: data))
        #expect(authorized.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(authorized.value(forHTTPHeaderField: "Authorization") == "Bearer t")
    }

    @Test func aBodySetByHandReplacesOneThatCouldNotBeEncoded() throws {
        var endpoint = Endpoint<User>.post("u", body: Double.nan)
        #expect(throws: RequestError.self) { try endpoint.urlRequest(relativeTo: baseURL) }
        endpoint.body = Data("{}".utf8)
        #expect(try endpoint.urlRequest(relativeTo: baseURL).httpBody == Data("{}".utf8))
    }

    @Test func unwrappingChainsOutermostFirst() {
        let endpoint = Endpoint<User>.get("u").unwrapping("data").unwrapping("user")
        #expect(endpoint.envelopeKeys == ["data", "user"])
    }
}
