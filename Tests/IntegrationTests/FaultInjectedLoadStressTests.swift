import Foundation
import RequesterTestSupport
import TransportFaultMatrix
import Testing

/// The fault-injected load run (Docs/Reliability.md) against
/// Tests/Fixtures/server.py: requests through `Requester` + `APIClient` +
/// `URLSessionTransport`, 64 in flight, with dropped connections, 503s,
/// answers slower than the timeout, malformed bodies and 401s scripted per
/// request, GETs and POSTs with and without an Idempotency-Key, 5% disposed
/// mid-flight; reconciled from the server's own log and the client's outcomes.
///
/// 2,000 requests by default (CI runs it in `swift test` and under TSan);
/// the full run is the same test with more:
///
///     LOAD_RUN_REQUESTS=100000 LOAD_RUN_REPORT=/tmp/load.md \
///         swift test -c release --filter FaultInjectedLoadStress
@Suite("Fault-injected load (Stress)")
struct FaultInjectedLoadStressTests {
    @Test func faultInjectedLoadStress() async throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["LOAD_RUN_REQUESTS"].flatMap(Int.init) ?? 2_000
        let seed = environment["LOAD_RUN_SEED"].flatMap(UInt64.init) ?? 19
        let server = try await FixtureServer()
        try await server.resetFaults()
        let run = FaultLoadRun(plan: FaultLoadPlan(count: count, seed: seed), server: server.baseURL, inFlight: 64)
        let started = ContinuousClock.now
        _ = await waitOnAThread {
            run.run()
            return true
        }
        let elapsed = ContinuousClock.now - started - .seconds(1)  // less the wait for late events
        let reconciliation = FaultLoadReconciliation(run: run, receipts: try await server.faultLog(), elapsed: elapsed)
        print("Fault-injected load run, seed \(seed):\n\(reconciliation.table)")
        if let report = environment["LOAD_RUN_REPORT"] {
            try reconciliation.table.write(toFile: report, atomically: true, encoding: .utf8)
        }
        #expect(reconciliation.violations.isEmpty, "\(reconciliation.violations.joined(separator: "\n"))")
        // FoundationNetworking (libcurl) sends a request again, a POST without an
        // Idempotency-Key too, when a reused connection closes without an answer.
        withKnownIssue("libcurl resends on a dropped reused connection (TransportResendTests)", isIntermittent: true) {
            let resent = reconciliation.unkeyedPostsResent
            #expect(resent.isEmpty, "\(resent.count) resent, among them \(resent.prefix(5).joined(separator: ", "))")
        }
    }
}
