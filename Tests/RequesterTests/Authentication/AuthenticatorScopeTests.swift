import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where an `Authenticator`'s credential goes and what may stand in its
/// way: an endpoint opting out (`authenticated(false)`), an endpoint's own
/// `Authorization`, and a default header or adapter of the same name.
/// Virtual time, ticks of 1 s; requests answer 1 s after they are sent, a
/// refresh takes 5 s.
@Suite("Authenticator: which requests carry its credential")
struct AuthenticatorScopeTests {
    let scheduler = TestScheduler()
    let stub: StubTransport
    let refreshes = Locked(0)

    init() {
        stub = StubTransport(delay: .seconds(1), scheduler: scheduler)
    }

    var authenticator: Authenticator {
        Authenticator(adapter: BearerTokenAdapter { "tok" }, scheduler: scheduler) { [scheduler, refreshes] in
            refreshes.withLock { $0 += 1 }
            return Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in }
        }
    }

    func client(defaultHeaders: [String: String] = [:], adapters: [any RequestAdapter] = []) -> APIClient {
        APIClient(configuration: .init(
            baseURL: baseURL, defaultHeaders: defaultHeaders, adapters: adapters, authenticator: authenticator),
            transport: stub)
    }

    var authorizations: [String?] {
        stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") }
    }

    // MARK: authenticated(false)

    @Test func endpointsAreAuthenticatedByDefault() {
        #expect(Endpoint<User>.get("users/1").isAuthenticated)
        #expect(!Endpoint<User>.get("users/1").authenticated(false).isAuthenticated)
        #expect(Endpoint<User>.get("users/1").authenticated(false).authenticated(true).isAuthenticated)
    }

    /// Opted out: no credential, and its 401 is delivered at once, without
    /// a refresh or a second attempt; the endpoint beside it still gets both.
    @Test func anEndpointOptedOutCarriesNoCredentialAndIsNeverRefreshed() {
        stub.stub("POST", "/v1/oauth/token", .status(401))
        stub.stub("GET", "/v1/users/1", .status(401), .json(userJSON))
        let client = client()
        let signIn = scheduler.createObserver(User.self)
        let user = scheduler.createObserver(User.self)
        scheduler.scheduleAt(200) { _ = client.request(Endpoint<User>.post("oauth/token").authenticated(false)).subscribe(signIn) }
        scheduler.scheduleAt(300) { _ = client.request(Endpoint<User>.get("users/1")).subscribe(user) }
        scheduler.start()
        #expect(signIn.requestError?.statusCode == 401)
        #expect(signIn.terminalTime == 201)
        #expect(user.events == [.next(307, User(id: 1, name: "Ada")), .completed(307)])
        #expect(refreshes.withLock { $0 } == 1)
        #expect(stub.callCount("POST", "/v1/oauth/token") == 1)
        #expect(authorizations == [nil, "Bearer tok", "Bearer tok"])
    }

    /// Opted out, the endpoint's own `Authorization` and the client's other
    /// default headers and adapters still go out.
    @Test func anEndpointOptedOutKeepsItsOwnHeaderAndTheClientsDefaults() throws {
        let client = client(defaultHeaders: ["X-Api-Key": "key-1"], adapters: [SettingHeader(name: "X-Trace", value: "t")])
        let basic = try client.urlRequest(
            for: Endpoint<User>.post("oauth/token", headers: ["Authorization": "Basic YTpi"]).authenticated(false))
        #expect(basic.value(forHTTPHeaderField: "Authorization") == "Basic YTpi")
        #expect(basic.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
        #expect(basic.value(forHTTPHeaderField: "X-Trace") == "t")
        let plain = try client.urlRequest(for: Endpoint<User>.get("public").authenticated(false))
        #expect(plain.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(plain.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
    }

    /// Without an authenticator, opting out changes nothing.
    @Test func withoutAnAuthenticatorOptingOutChangesNothing() throws {
        let client = APIClient(baseURL: baseURL, transport: stub, adapters: [BearerTokenAdapter { "tok" }])
        let request = try client.urlRequest(for: Endpoint<User>.get("users/1").authenticated(false))
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer tok")
    }

    // MARK: another Authorization beside the authenticator

    /// An endpoint's own `Authorization` is sent as it is: the authenticator
    /// adds its header only where there is none.
    @Test func anEndpointsOwnAuthorizationWins() throws {
        let request = try client().urlRequest(
            for: Endpoint<User>.get("users/1", headers: ["Authorization": "Basic YTpi"]))
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Basic YTpi")
    }

    static let conflicts: [(headers: [String: String], adapters: [any RequestAdapter])] = [
        (["Authorization": "Basic YTpi"], []),
        (["authorization": "Basic YTpi"], []),
        ([:], [BearerTokenAdapter { "other" }]),
    ]

    /// A default header or a `HeaderAdapter` of the authenticator's header
    /// name would hide its credential on every request: `validate()` throws
    /// and every request fails before it is sent, naming the header.
    @Test(arguments: 0..<conflicts.count)
    func aDefaultHeaderOrHeaderAdapterHidingTheCredentialFailsEveryRequest(_ index: Int) async {
        let (headers, adapters) = Self.conflicts[index]
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let configuration = APIClient.Configuration(
            baseURL: baseURL, defaultHeaders: headers, adapters: adapters, authenticator: authenticator)
        let isConflict = { (error: any Error) in
            guard case RequestError.transport(let urlError) = error else { return false }
            return urlError.code == .badURL && urlError.localizedDescription.contains("authenticator")
        }
        #expect { try configuration.validate() } throws: { isConflict($0) }
        let client = APIClient(configuration: configuration, transport: stub)
        await #expect { _ = try await client.send(Endpoint<User>.get("users/1")) } throws: { isConflict($0) }
        await #expect {
            _ = try await client.send(Endpoint<User>.get("users/1").authenticated(false))
        } throws: { isConflict($0) }
        #expect(stub.totalCallCount == 0)
    }

    /// An adapter that is not a `HeaderAdapter` cannot be asked what it sets:
    /// its `Authorization` is the one sent, and the authenticator adds none
    /// (Docs/Networking.md warns of it).
    @Test func aPlainAdaptersAuthorizationHidesTheCredential() throws {
        let basic = SettingHeader(name: "Authorization", value: "Basic YTpi")
        let configuration = APIClient.Configuration(baseURL: baseURL, adapters: [basic], authenticator: authenticator)
        try configuration.validate()
        let request = try APIClient(configuration: configuration, transport: stub).urlRequest(for: Endpoint<User>.get("users/1"))
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Basic YTpi")
    }
}

/// A plain adapter (not a `HeaderAdapter`) that sets one header on every request.
private struct SettingHeader: RequestAdapter {
    let name: String
    let value: String

    func adapt(_ request: URLRequest) throws -> URLRequest {
        var request = request
        request.setValue(value, forHTTPHeaderField: name)
        return request
    }
}
