import Foundation
import Handlers
import Requester
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient(authenticator:)` alone, no `Requester`, over URLSession
/// against Tests/Fixtures/server.py: /protected answers 401 unless the
/// request carries the server's current token, /refresh issues a new one.
@Suite("Authenticator on the client, against a real server", .serialized)
final class ClientAuthenticatorIntegrationTests {
    /// Where the token is kept: read for every attempt, written by the refresh.
    private final class TokenStore: Sendable {
        private let token: Locked<String?>

        init(_ token: String?) {
            self.token = Locked(token)
        }

        var current: String? {
            get { token.withLock { $0 } }
            set { token.withLock { $0 = newValue } }
        }
    }

    private struct Tokens: Decodable {
        let access_token: String
    }

    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    @Test func sendAloneRefreshesOnceForFiftyConcurrentRequestsAndAllSucceed() async throws {
        let store = TokenStore("expired")
        // The refresh goes through a client of its own: one without the
        // authenticator, so a refused refresh fails rather than waits for itself.
        let refresher = APIClient(baseURL: server.baseURL, transport: ephemeralTransport())
        let client = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(),
            authenticator: .bearer(token: { store.current }, refresh: {
                // Answered once all 50 requests were sent with the expired token.
                let tokens = try await refresher.send(Endpoint<Tokens>.post("refresh?awaiting=50"))
                store.current = tokens.access_token
            }))
        let results = await withTaskGroup(of: Result<User, any Error>.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    do { return .success(try await client.send(Endpoint<User>.get("protected"))) } catch { return .failure(error) }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let failures = results.compactMap { result -> String? in
            switch result {
            case .success(let user): user == ada ? nil : "wrong user \(user)"
            case .failure(let error): "\(error)"
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(try await server.count(path: "/refresh") == 1)
        #expect(try await server.count(path: "ok:/protected") == 50)
        #expect(try await server.count(path: "/protected") == 100)
        #expect(store.current == "token-1")
    }

    /// A redirect to another origin (`localhost` for `127.0.0.1`) arrives
    /// without the authenticator's credential; one to the same origin keeps it.
    @Test func aRedirectToAnotherOriginDoesNotCarryTheCredential() async throws {
        let port = try #require(server.baseURL.port)
        let client = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(),
            authenticator: .bearer(token: { "tok-SECRET" }, refresh: {}))
        func echoed(redirectingTo location: String) async throws -> [String: String] {
            try await client.send(Endpoint<HeaderEcho>.get("redirect", query: ["to": location])).lowercasedHeaders
        }
        let elsewhere = try await echoed(redirectingTo: "http://localhost:\(port)/echo")
        #expect(elsewhere["authorization"] == nil, "\(elsewhere)")
        let home = try await echoed(redirectingTo: "/echo")
        #expect(home["authorization"] == "Bearer tok-SECRET", "\(home)")
    }
}
