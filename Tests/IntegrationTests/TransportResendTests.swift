import Foundation
import Handlers
import Requester
import RequesterTestSupport
import TransportFaultMatrix
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Two ways a dropped connection escapes the retry rules on Linux, found by
/// the fault-injected load run (Docs/Reliability.md) and pinned here as
/// known issues there. Against /fault/item, whose script drops the first
/// attempt and answers the second.
@Suite("Dropped connections on Linux (load-run findings)", .serialized)
struct TransportResendTests {
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    func attempts(of id: String) async throws -> Int {
        try await server.faultLog().filter { $0.id == id }.count
    }

    /// FoundationNetworking's libcurl sends a request again on a new
    /// connection when a reused keep-alive connection closes without an
    /// answer, a POST too: a POST without an Idempotency-Key reaches the
    /// server twice, though neither the retry policy nor the caller sent it
    /// twice (and with no policy at all). The client does not even get the
    /// second answer: the request times out (seen: 60 s at the default
    /// timeout; here 2 s), so a caller that retries by hand sends it a third time.
    @Test func aPostWithoutAKeyReachesTheServerOnceWhenAReusedConnectionDrops() async throws {
        let client = APIClient(baseURL: server.baseURL, transport: ephemeralTransport())
        _ = await client.outcome(Endpoint<User>.get("json"))  // opens the connection the POST reuses
        let id = uniqueKey()
        let post = Endpoint<User>.post("fault/item", body: ["n": 1])
            .header("X-Request-Id", id).header("X-Fault-Script", "drop,ok").timeout(.seconds(2))
        _ = await client.outcome(post)
        let received = try await attempts(of: id)
        // Intermittent: libcurl resends only when it reused the connection
        // (the load run saw 360 of 100,000; a single run here, sometimes not).
        withKnownIssue("libcurl resends a request on a reused connection closed without an answer", isIntermittent: true) {
            #expect(received == 1, "the POST reached the server \(received) times")
        } when: { Self.isLinux }
    }

    /// A connection closed without an answer fails with
    /// `URLError(.badServerResponse)` ("Empty reply from server") on Linux,
    /// not `.networkConnectionLost` as on Apple platforms, so the retry
    /// policy does not retry the GET (it leaves badServerResponse out).
    @Test func aGetWhoseConnectionDropsIsRetried() async throws {
        let client = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let id = uniqueKey()
        let get = Endpoint<User>.get("fault/item").header("X-Request-Id", id).header("X-Fault-Script", "drop,ok")
        let outcome = await client.outcome(get)
        withKnownIssue("a dropped connection is badServerResponse on Linux, which is not retried") {
            #expect((try? outcome.get()) != nil, "failed with \(String(describing: outcome.failure))")
        } when: { Self.isLinux }
    }

    static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }
}
