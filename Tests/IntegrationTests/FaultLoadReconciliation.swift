import Foundation
import RequesterTestSupport

/// The load run reconciled: the plan, what the client saw of each request
/// (`FaultLoadLedger`) and what the server logged (`/fault/log`), checked
/// against the promises, as a table and a list of violations.
struct FaultLoadReconciliation {
    /// One entry of the server's log (Tests/Fixtures/server.py, "Fault scripts").
    struct Receipt: Decodable {
        let t: Double
        let id: String?
        let method: String
        let attempt: Int
        let step: String
        let key: String?
    }

    private(set) var rows: [(String, String)] = []
    /// POSTs without an Idempotency-Key that reached the server twice
    /// because the transport sent them again (a known issue, see `expected`).
    private(set) var unkeyedPostsResent: [String] = []
    private(set) var violations: [String] = []
    private var violationCount = 0

    init(run: FaultLoadRun, receipts: [Receipt], elapsed: Duration) {
        let plan = run.plan, outcomes = run.ledger.all
        let byID = Dictionary(grouping: receipts.filter { $0.step != "refresh" }, by: { $0.id ?? "" })
        var tally: [String: Int] = [:]
        var inFlightAtDispose = 0, sentAfterDispose = 0, maxGap = 0.0, refreshBudgetSpent = 0
        var transportResends = 0, timeoutsUnderLoad = 0, timeoutsAfterResend = 0

        for request in plan.requests {
            let outcome = outcomes[request.number]
            let received = byID[request.id] ?? []
            let name = "\(request.id) (\(request.method.rawValue), \(request.fault.rawValue))"
            let terminals = outcome.completions + outcome.errors.count
            // Each request ends once: one value then completion, or one error, or its dispose.
            if outcome.disposals != 1 { fail("\(name): onDisposed ran \(outcome.disposals) times") }
            if terminals > 1 || outcome.values > 1 || (outcome.completions == 1 && outcome.values != 1) {
                fail("\(name): \(outcome.values) values, \(outcome.completions) completions, errors \(outcome.errors)")
            }
            if outcome.lateEvents > 0 { fail("\(name): \(outcome.lateEvents) events after its dispose returned") }
            if outcome.errors.contains(where: { $0.hasPrefix("untyped") }) { fail("\(name): untyped error \(outcome.errors)") }
            if request.disposeAfter == nil, terminals != 1 { fail("\(name): did not end (\(outcome))") }
            let ending = terminals == 0 ? "disposed before it ended" : outcome.errors.first ?? "value"
            tally[ending, default: 0] += 1
            if outcome.errors.first?.hasPrefix("refresh") == true { refreshBudgetSpent += 1 }

            // What the server received, against what the client sent. More
            // receipts than the transport started attempts are resends below
            // the package: FoundationNetworking (libcurl) sends a request
            // again, a POST too, when a reused connection closes without an
            // answer. Counted apart: for a POST without a key they are the
            // known issue the test reports.
            let resends = received.count - outcome.sends.count
            if resends > 0 {
                transportResends += resends
                if request.method == .unkeyedPost { unkeyedPostsResent.append(name) }
            }
            // A 401 is the server refusing the request: sending it again
            // after the refresh is the resume the contract promises.
            if request.method == .unkeyedPost, request.fault != .unauthorized, outcome.sends.count > 1 {
                fail("\(name): the client sent a POST without an Idempotency-Key \(outcome.sends.count) times")
            }
            // An attempt that timed out without a slow script: after a drop,
            // libcurl's resend (its answer never arrives, see
            // TransportResendTests); otherwise the machine's load. Explained
            // and counted, not a violation.
            let timeouts = outcome.attempts.filter { $0 == "transport(-1001)" }.count
            let unscripted = max(0, timeouts - (request.fault == .slow ? 1 : 0))
            if request.fault == .drop { timeoutsAfterResend += unscripted } else { timeoutsUnderLoad += unscripted }
            if request.disposeAfter == nil, terminals == 1 {
                var expected = Self.expected(request, ending: ending)
                if unscripted > 0 {
                    expected.endings.append("transport(-1001)")
                    let most = request.method == .unkeyedPost && request.fault != .unauthorized ? 1 : 3
                    expected.sends = expected.sends.lowerBound...min(most, expected.sends.upperBound + unscripted)
                }
                if !expected.endings.contains(where: { ending.hasPrefix($0) }) {
                    fail("\(name): ended with \(ending), expected \(expected.endings.joined(separator: " or "))")
                }
                if !expected.sends.contains(outcome.sends.count) {
                    fail("\(name): the client sent \(outcome.sends.count) attempts, expected \(expected.sends)")
                }
                if received.count < outcome.sends.count {
                    fail("\(name): the server received \(received.count) of the \(outcome.sends.count) attempts sent")
                }
            }
            // Nothing sent after its dispose returned, but for the documented window (counted).
            if let disposed = outcome.disposeReturned {
                let late = outcome.sends.filter { $0 > disposed }
                sentAfterDispose += late.count
                maxGap = late.map { $0.timeIntervalSince(disposed) }.reduce(maxGap, max)
                let readAfter = received.filter { $0.t > disposed.timeIntervalSince1970 }.count
                inFlightAtDispose += max(0, readAfter - late.count)
            }
        }

        // Refreshes: within the budget in every window (less 50 ms for the
        // time a refresh takes to reach the server after the handler counted it).
        let refreshes = receipts.filter { $0.step == "refresh" }.map(\.t).sorted()
        let window = FaultLoadRun.refreshWindow.timeInterval - 0.05
        var busiest = 0, start = 0
        for (end, time) in refreshes.enumerated() {
            while time - refreshes[start] >= window { start += 1 }
            busiest = max(busiest, end - start + 1)
        }
        if busiest > FaultLoadRun.maxRefreshes {
            fail("\(busiest) refreshes within \(window) s, the budget is \(FaultLoadRun.maxRefreshes)")
        }
        let calls = run.presentable.calls
        var loading = 0, lowest = 0
        for call in calls {
            if call == .showLoading { loading += 1 }
            if call == .hideLoading { loading -= 1 }
            lowest = min(lowest, loading)
        }
        if loading != 0 || lowest < 0 { fail("loading count ends at \(loading), lowest \(lowest)") }

        let count = plan.requests.count
        func share(_ part: Int) -> String { "\(part) (\(String(format: "%.1f", 100 * Double(part) / Double(max(count, 1))))%)" }
        rows.append(("requests, 64 in flight", "\(count) in \(String(format: "%.1f", elapsed.timeInterval)) s"))
        for method in FaultLoadPlan.Method.allCases {
            rows.append(("  \(method.rawValue)", share(plan.requests.filter { $0.method == method }.count)))
        }
        for fault in FaultLoadPlan.Fault.allCases where fault != .none {
            rows.append(("  fault: \(fault.rawValue)", share(plan.requests.filter { $0.fault == fault }.count)))
        }
        rows.append(("  disposed 0-20 ms after subscribing", share(plan.requests.filter { $0.disposeAfter != nil }.count)))
        for (ending, number) in tally.sorted(by: { $0.value > $1.value }) {
            rows.append(("ended: \(ending)", "\(number)"))
        }
        rows.append(("attempts received by the server", "\(receipts.count - refreshes.count)"))
        rows.append(("attempts the client's transport started", "\(outcomes.reduce(0) { $0 + $1.sends.count })"))
        rows.append(("attempts sent again by libcurl (dropped reused connections)", "\(transportResends)"))
        rows.append(("  of which POSTs without an Idempotency-Key (known issue)", "\(unkeyedPostsResent.count)"))
        rows.append(("attempts timed out after libcurl's resend of a dropped request", "\(timeoutsAfterResend)"))
        rows.append(("attempts timed out without a slow script or a drop (the machine's load)", "\(timeoutsUnderLoad)"))
        rows.append(("disposed: attempts read by the server after the dispose returned, sent before it", "\(inFlightAtDispose)"))
        rows.append(("disposed: attempts sent after the dispose returned (the window)",
                     "\(sentAfterDispose)" + (sentAfterDispose > 0 ? ", at most \(Int(maxGap * 1_000_000)) µs after" : "")))
        rows.append(("refreshes issued by the server", "\(refreshes.count), at most \(busiest) in any \(window) s (budget \(FaultLoadRun.maxRefreshes) per \(FaultLoadRun.refreshWindow))"))
        rows.append(("401s failed because the refresh budget was spent", "\(refreshBudgetSpent)"))
        rows.append(("showLoading / hideLoading", "\(calls.filter { $0 == .showLoading }.count) / \(calls.filter { $0 == .hideLoading }.count)"))
        rows.append(("violations", "\(violationCount)"))
    }

    /// How a request that was not disposed may end (prefixes of
    /// `FaultLoadLedger.kind(of:)`), and how many attempts its client sends.
    /// A dropped connection ends either way on Linux: FoundationNetworking
    /// reports a connection closed without an answer as `badServerResponse`
    /// (-1011, "Empty reply from server"), which is not retried, unless
    /// libcurl sent the request again by itself (see `transportResends`).
    static func expected(
        _ request: FaultLoadPlan.Request, ending: String
    ) -> (endings: [String], sends: ClosedRange<Int>) {
        let retried = request.method != .unkeyedPost
        switch request.fault {
        case .none: return (["value"], 1...1)
        case .drop: return (["value", "transport"], retried ? 1...2 : 1...1)
        case .unavailable: return retried ? (["value"], 2...2) : (["status(503)"], 1...1)
        case .slow: return retried ? (["value"], 2...2) : (["transport(-1001)"], 1...1)
        case .malformed: return (["decoding"], 1...1)
        case .unauthorized: return ending.hasPrefix("refresh") ? (["refresh(tooManyRefreshes)"], 1...1) : (["value"], 2...2)
        }
    }

    /// The table, as Markdown.
    var table: String {
        (["| | |", "| --- | --- |"] + rows.map { "| \($0.0) | \($0.1) |" }).joined(separator: "\n")
    }

    private mutating func fail(_ violation: String) {
        violationCount += 1
        if violations.count < 20 { violations.append(violation) }
    }
}
