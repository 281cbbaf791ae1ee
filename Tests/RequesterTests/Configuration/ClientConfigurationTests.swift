import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient.Configuration`: default headers and timeout applied to every
/// endpoint that sets none, an endpoint's own winning; invalid default
/// headers failing every request with a typed error before it is sent; the
/// retry policy overridden per endpoint.
@Suite("APIClient configuration")
struct ClientConfigurationTests {
    let stub = StubTransport()

    private func sent(_ client: APIClient, _ endpoint: Endpoint<User>) async throws -> URLRequest {
        _ = try await client.send(endpoint)
        return try #require(stub.requests.last)
    }

    // MARK: default headers

    @Test func defaultHeadersGoOnEveryRequestThatSetsNone() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        stub.stub("POST", "/v1/users", .json(userJSON))
        let client = APIClient(configuration: .init(
            baseURL: baseURL, defaultHeaders: ["User-Agent": "weather/2.1", "X-Api-Key": "key-1"]), transport: stub)
        for endpoint in [Endpoint<User>.get("users/1"), .post("users", body: ["name": "Ada"])] {
            let request = try await sent(client, endpoint)
            #expect(request.value(forHTTPHeaderField: "User-Agent") == "weather/2.1")
            #expect(request.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        }
    }

    @Test func anEndpointsOwnHeaderWinsWhateverItsCase() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, defaultHeaders: ["X-Api-Key": "key-1", "X-Trace": "t"], transport: stub)
        let request = try await sent(client, Endpoint<User>.get("users/1", headers: ["x-api-key": "key-2"]))
        #expect(request.value(forHTTPHeaderField: "X-Api-Key") == "key-2")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "t")
        let viaHeader = try await sent(client, Endpoint<User>.get("users/1").header("X-Trace", "mine"))
        #expect(viaHeader.value(forHTTPHeaderField: "X-Trace") == "mine")
    }

    /// A default `Accept` replaces the built-in `application/json`, also on
    /// another origin; an endpoint's own `Accept` wins.
    @Test func aDefaultAcceptReplacesTheBuiltInOne() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        stub.stub("GET", "/other", .json(userJSON))
        let accept = "application/vnd.example+json"
        let client = APIClient(baseURL: baseURL, defaultHeaders: ["accept": accept, "X-Trace": "t"], transport: stub)
        #expect(try await sent(client, .get("users/1")).value(forHTTPHeaderField: "Accept") == accept)
        let elsewhere = try await sent(client, .get("https://other.example.com/other"))
        #expect(elsewhere.value(forHTTPHeaderField: "Accept") == accept)
        let own = try await sent(client, .get("users/1", headers: ["Accept": "application/json"]))
        #expect(own.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    /// A default `Content-Type` reaches only requests without a body; a
    /// body keeps its own. Headers sorted after it are still sent.
    @Test func aDefaultContentTypeLeavesBodiesTheirOwn() throws {
        let client = APIClient(
            baseURL: baseURL, defaultHeaders: ["Content-Type": "text/plain", "X-Z": "z", "X-A": "a"], transport: stub)
        let get = try client.urlRequest(for: Endpoint<User>.get("users/1"))
        #expect(get.value(forHTTPHeaderField: "Content-Type") == "text/plain")
        #expect(get.value(forHTTPHeaderField: "X-Z") == "z")
        #expect(get.value(forHTTPHeaderField: "X-A") == "a")
        let post = try client.urlRequest(for: Endpoint<User>.post("users", body: ["name": "Ada"]))
        #expect(post.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let data = try client.urlRequest(for: Endpoint<User>(method: "PUT", path: "users/1", body: Data("{}".utf8)))
        #expect(data.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(data.value(forHTTPHeaderField: "X-Z") == "z")
    }

    /// Like an adapter's API key, a default header goes to the base URL's
    /// origin only: not to an absolute URL elsewhere.
    @Test func defaultHeadersStayOnTheBaseURLsOrigin() async throws {
        stub.stub("GET", "/other", .json(userJSON))
        stub.stub("GET", "/v1/absolute", .json(userJSON))
        let client = APIClient(baseURL: baseURL, defaultHeaders: ["X-Api-Key": "key-1"], transport: stub)
        let elsewhere = try await sent(client, .get("https://other.example.com/other"))
        #expect(elsewhere.value(forHTTPHeaderField: "X-Api-Key") == nil)
        let home = try await sent(client, .get("https://API.example.com:443/v1/absolute"))
        #expect(home.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
    }

    /// Default headers come before the adapters, so an adapter sees them
    /// (and may replace them), and the authenticator's credential follows.
    @Test func adaptersAndTheAuthenticatorRunAfterTheDefaults() async throws {
        struct Stamp: RequestAdapter {
            func adapt(_ request: URLRequest) throws -> URLRequest {
                var request = request
                request.setValue("seen " + (request.value(forHTTPHeaderField: "X-Trace") ?? "nothing"),
                                 forHTTPHeaderField: "X-Trace")
                return request
            }
        }
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(configuration: .init(
            baseURL: baseURL, defaultHeaders: ["X-Trace": "t"], adapters: [Stamp()],
            authenticator: .bearer(token: { "tok" }, refresh: {})), transport: stub)
        let request = try await sent(client, .get("users/1"))
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "seen t")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer tok")
    }

    static let invalidHeaders: [[String: String]] = [
        ["X Api Key": "k"],
        ["": "k"],
        ["X-Api-Key": "k\r\nX-Admin: 1"],
        ["X-Api-Key": "k\0"],
        ["X-Api-Key": "a", "x-api-key": "b"],
    ]

    /// An invalid default header fails every request with
    /// `.transport(URLError(.badURL))`, naming it, and nothing is sent;
    /// `validate()` throws the same at once.
    @Test(arguments: invalidHeaders)
    func anInvalidDefaultHeaderFailsEveryRequestBeforeItIsSent(_ headers: [String: String]) async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let configuration = APIClient.Configuration(baseURL: baseURL, defaultHeaders: headers)
        let client = APIClient(configuration: configuration, transport: stub)
        await #expect {
            _ = try await client.send(Endpoint<User>.get("users/1"))
        } throws: { error in
            guard case RequestError.transport(let urlError) = error else { return false }
            return urlError.code == .badURL && headers.keys.contains { "\(urlError)".contains($0) || $0.isEmpty }
        }
        #expect(stub.totalCallCount == 0)
        #expect(throws: RequestError.self) { try configuration.validate() }
        #expect(throws: RequestError.self) { try client.urlRequest(for: Endpoint<User>.get("users/1")) }
    }

    @Test func validHeadersValidate() throws {
        try APIClient.Configuration(baseURL: baseURL, defaultHeaders: ["Accept": "a/b", "X-A": "é"]).validate()
    }

    // MARK: timeout

    @Test func theDefaultTimeoutAppliesUnlessTheEndpointSetsOne() throws {
        let client = APIClient(configuration: .init(baseURL: baseURL, timeout: .seconds(7)), transport: stub)
        #expect(try client.urlRequest(for: Endpoint<User>.get("users/1")).timeoutInterval == 7)
        #expect(try client.urlRequest(for: Endpoint<User>.post("users", body: ["a": "b"])).timeoutInterval == 7)
        #expect(try client.urlRequest(for: Endpoint<User>.get("users/1").timeout(.seconds(2))).timeoutInterval == 2)
        #expect(client.timeout == .seconds(7))
    }

    @Test func withoutADefaultTimeoutTheSessionsStays() throws {
        let client = APIClient(baseURL: baseURL, transport: stub)
        let untouched = URLRequest(url: baseURL).timeoutInterval
        #expect(try client.urlRequest(for: Endpoint<User>.get("users/1")).timeoutInterval == untouched)
        #expect(client.timeout == nil)
    }

    @Test func theDefaultTimeoutReachesTheTransport() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, defaultHeaders: ["X-A": "1"], timeout: .milliseconds(1500), transport: stub)
        #expect(try await sent(client, .get("users/1")).timeoutInterval == 1.5)
        #expect(try await sent(client, .get("users/1").timeout(.seconds(30))).timeoutInterval == 30)
    }

    // MARK: the configuration as given

    @Test func theClientKeepsItsConfiguration() {
        let configuration = APIClient.Configuration(
            baseURL: baseURL, defaultHeaders: ["X-A": "1"], timeout: .seconds(3), retryPolicy: RetryPolicy())
        let client = APIClient(configuration: configuration, transport: stub)
        #expect(client.configuration.defaultHeaders == ["X-A": "1"])
        #expect(client.defaultHeaders == ["X-A": "1"])
        #expect(client.baseURL == baseURL)
        #expect(client.retryPolicy?.maxAttempts == 3)
        let plain = APIClient(baseURL: baseURL, transport: stub, retryPolicy: RetryPolicy(maxAttempts: 2))
        #expect(plain.configuration.retryPolicy?.maxAttempts == 2)
        #expect(plain.configuration.defaultHeaders.isEmpty)
    }

    // MARK: retry policy per endpoint

    @Test func anEndpointWithoutARetryPolicyIsNotRetried() {
        let scheduler = millisecondScheduler()
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        let observer = scheduler.start { client.request(Endpoint<User>.get("users/1").retryPolicy(nil)) }
        #expect(observer.requestError?.statusCode == 503)
        #expect(stub.callCount("GET", "/v1/users/1") == 1)
    }

    @Test func anEndpointsOwnPolicyReplacesTheClients() {
        let scheduler = millisecondScheduler()
        stub.stub("GET", "/v1/users/1", .status(503), .status(503), .status(503), .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(maxAttempts: 2, backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        let patient = RetryPolicy(maxAttempts: 4, backoff: .constant(.milliseconds(10)), scheduler: scheduler)
        let observer = scheduler.start { client.request(Endpoint<User>.get("users/1").retryPolicy(patient)) }
        #expect(observer.events == [.next(230, User(id: 1, name: "Ada")), .completed(230)])
        #expect(stub.callCount("GET", "/v1/users/1") == 4)
    }

    @Test func anEndpointOfAClientWithoutAPolicyMayBringItsOwn() {
        let scheduler = millisecondScheduler()
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: stub)
        let policy = RetryPolicy(backoff: .constant(.milliseconds(50)), scheduler: scheduler)
        let observer = scheduler.start { client.request(Endpoint<User>.get("users/1").retryPolicy(policy)) }
        #expect(observer.events == [.next(250, User(id: 1, name: "Ada")), .completed(250)])
    }
}
