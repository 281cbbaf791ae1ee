import Foundation
import RequesterTestSupport
import Testing
import TransportFaultMatrix

/// `requester-demo --base-url` against Tests/Fixtures/server.py: the same
/// story as on the embedded stub, over URLSession, in real time.
@Suite("requester-demo against the fixture server", .serialized)
final class DemoAgainstServerTests {
    let server: FixtureServer

    init() async throws {
        server = try await FixtureServer()
    }

    @Test func theStoryCompletesAgainstTheServer() throws {
        let run = try DemoExecutable.run(["--base-url", server.baseURL.absoluteString])
        #expect(run.exitCode == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("Against the server at \(server.baseURL.absoluteString), in real time."))
        #expect(run.output.components(separatedBy: "check  ✓").count - 1 == 6)
        #expect(run.output.contains("The story is complete: all 6 chapters behaved as expected"))
    }

    @Test func theStoryRunsAgainAgainstTheSameServer() throws {
        // Each run opens a session of its own, so the flapping forecast and
        // the token expiry happen again.
        for _ in 1...2 {
            let run = try DemoExecutable.run(["--base-url", server.baseURL.absoluteString])
            #expect(run.exitCode == 0, "\(run.output)\(run.errorOutput)")
            #expect(run.output.components(separatedBy: "<-- 503 GET").count - 1 == 2)
        }
    }
}
