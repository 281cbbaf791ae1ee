// The code sample of the Requester catalog's landing page
// (Sources/Requester/Requester.docc), verbatim, run over a StubTransport.
import Foundation
import GuideSampleSupport
import Requester
import Stream
import Testing

@Suite("Catalog samples: Requester")
struct RequesterCatalogSamplesTests {
    private struct Profile: Decodable {
        let id: Int
        let name: String
    }

    /// A token kept under a lock, refreshed by asking the (stubbed) server.
    private final class Tokens: Sendable {
        private let token = Locked<String?>("token-1")
        var current: String? { token.withLock { $0 } }
        func refresh() async throws { token.withLock { $0 = "token-2" } }
    }

    @Test func sampleAppearsHereVerbatim() throws {
        let report = try GuideSamples.check(guide: "Sources/Requester/Requester.docc/Requester.md")
        #expect(report.samples.count == 1)
        #expect(report.missing.isEmpty, "\(report.missing)")
    }

    @Test func theClientSendsWithTheAuthenticatorsToken() async throws {
        let transport = StubTransport()
        transport.stub("GET", "/profiles/42", .json(#"{"id": 42, "name": "Ada"}"#))
        let tokens = Tokens()
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            transport: transport,
            retryPolicy: RetryPolicy(),
            authenticator: .bearer(token: { tokens.current }, refresh: { try await tokens.refresh() }))
        let profile = try await client.send(Endpoint<Profile>.get("/profiles/42"))
        #expect(profile.id == 42)
        #expect(transport.requests.last?.value(forHTTPHeaderField: "Authorization") == "Bearer token-1")
    }
}
