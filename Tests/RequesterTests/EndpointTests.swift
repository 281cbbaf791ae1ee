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

    @Test func unwrappingChainsOutermostFirst() {
        let endpoint = Endpoint<User>.get("u").unwrapping("data").unwrapping("user")
        #expect(endpoint.envelopeKeys == ["data", "user"])
    }
}
