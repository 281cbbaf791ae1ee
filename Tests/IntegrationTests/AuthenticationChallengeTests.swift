import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import TransportFaultMatrix
#endif

/// A 401 that carries a `WWW-Authenticate` challenge (and a 407 with
/// `Proxy-Authenticate`) is an answer like any other: it arrives as
/// `.status`, so a `TokenRefreshHandler` can refresh. On Linux a bare
/// URLSession never ends the task of a 401 with a Basic challenge
/// (swift-corelibs-foundation #5456), not even at its timeout; each request
/// here is bounded by a stream timeout, so that hang fails the test instead of
/// stalling the suite.
@Suite("Authentication challenges arrive as responses", .serialized)
final class AuthenticationChallengeTests {
    /// The fixture's challenges (Tests/Fixtures/server.py, CHALLENGES).
    static let challenges = [
        "basic", "basic-charset", "bearer", "bearer-or-basic", "digest", "negotiate", "ntlm", "proxy-basic",
    ]

    let server: FixtureServer
    let timer = SerialDispatchQueueScheduler(internalSerialQueueName: "AuthenticationChallengeTests.timer")

    init() async throws {
        server = try await FixtureServer()
    }

    /// How `endpoint` failed on `client`; nil (and an issue) when it succeeded
    /// or did not end within three minutes (a bound on a hang, generous for a
    /// loaded machine's stalls: an answer takes milliseconds).
    private func failure<T: Decodable & Sendable>(
        of endpoint: Endpoint<T>, on client: APIClient, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> RequestError? {
        do {
            let value = try await client.request(endpoint).timeout(.seconds(180), scheduler: timer).first()
            Issue.record("expected a failure, got \(String(describing: value))", sourceLocation: sourceLocation)
        } catch let error as RequestError {
            return error
        } catch {
            Issue.record("the request did not end with a RequestError: \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    private static func status(of challenge: String) -> Int {
        challenge == "proxy-basic" ? 407 : 401
    }

    private static func header(of challenge: String) -> String {
        challenge == "proxy-basic" ? "Proxy-Authenticate" : "WWW-Authenticate"
    }

    @Test(arguments: challenges)
    func theDefaultTransportDeliversTheChallengedResponseWithItsBody(challenge: String) async throws {
        let client = APIClient(baseURL: server.baseURL)
        let error = try #require(await failure(of: Endpoint<User>.get("challenge/\(challenge)"), on: client))
        let status = Self.status(of: challenge)
        #expect(error.statusCode == status, "got \(error)")
        #expect(error.response?.header(Self.header(of: challenge)) != nil)
        #expect(error.response?.body == Data(#"{"status": \#(status), "challenge": "\#(challenge)"}"#.utf8))
    }

    /// The body is what tells an API error from a bare status.
    @Test func anAPIErrorBodyOnAChallengedResponseIsAnAPIError() async throws {
        let client = APIClient(baseURL: server.baseURL)
        let error = try #require(await failure(of: Endpoint<User>.get("challenge/basic", query: ["api": "1"]), on: client))
        #expect(error.apiError?.code == "unauthorized", "got \(error)")
        #expect(error.apiError?.response.statusCode == 401)
    }

    /// A session without a delegate: FoundationNetworking hands a challenged
    /// response's body only to a session delegate, so on Linux the Basic
    /// challenges arrive with status and headers but an empty body.
    @Test(arguments: challenges)
    func aSessionOfYourOwnDeliversTheChallengedStatusAndHeaders(challenge: String) async throws {
        let client = APIClient(baseURL: server.baseURL, transport: ephemeralTransport())
        let error = try #require(await failure(of: Endpoint<User>.get("challenge/\(challenge)"), on: client))
        let status = Self.status(of: challenge)
        #expect(error.statusCode == status, "got \(error)")
        #expect(error.response?.header(Self.header(of: challenge)) != nil)
        let body = Data(#"{"status": \#(status), "challenge": "\#(challenge)"}"#.utf8)
        #if canImport(FoundationNetworking)
        #expect(error.response?.body == body || error.response?.body.isEmpty == true)
        #else
        #expect(error.response?.body == body)
        #endif
    }

    /// What the delivery is for: the expired token's 401 with a Basic
    /// challenge starts a refresh, and the request made again succeeds.
    @Test(arguments: SessionKind.allCases)
    func aChallengedUnauthorizedResponseIsRefreshed(kind: SessionKind) async throws {
        let token = Locked<String?>("expired")
        struct Tokens: Decodable { let access_token: String }
        let client = APIClient(
            baseURL: server.baseURL, transport: kind.transport(), adapters: [BearerTokenAdapter { token.withLock { $0 } }])
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            TokenRefreshHandler(refresh: {
                client.request(Endpoint<Tokens>.post("refresh")).map { tokens in
                    token.withLock { $0 = tokens.access_token }
                }
            })
        ]
        let requester = Requester(presentable: nil, handlers: registry)
        // Not the main queue (the default): it is not drained while tests run.
        let options = RequestOptions.Builder().observeOnScheduler(timer).build()
        let request = requester.request(options: options) {
            client.request(Endpoint<User>.get("protected", query: ["challenge": "basic"]))
        }
        let user = try await request.timeout(.seconds(180), scheduler: timer).first()
        #expect(user == ada)
        #expect(try await server.count(path: "/refresh") == 1)
        #expect(try await server.count(path: "/protected") == 2)
    }
}
