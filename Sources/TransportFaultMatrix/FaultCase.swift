import Requester

/// Makes the transport under test; called once for each client a case builds,
/// so a case's clients never share one.
public typealias TransportFactory = @Sendable () -> any Transport

/// One case of the fault matrix: a named scenario against Tests/Fixtures/server.py
/// that a `Transport` must get right for `APIClient` to behave as documented.
///
/// `run(_:)` starts a fixture server of its own, builds clients over
/// transports from the factory, and throws `FaultCaseFailure` (every check
/// that failed, with what was seen) when the transport falls short. It needs
/// python3 on the machine; a server that cannot start throws too. Run every
/// case of `FaultMatrix.cases` from your test framework, one at a time:
/// several cases measure real time (a timeout, a `Retry-After`).
public struct FaultCase: Sendable, CustomStringConvertible {
    /// What the case checks, as a sentence.
    public let name: String
    /// The part of a transport's work the case is about.
    public let area: FaultArea
    private let body: @Sendable (FaultRun) async throws -> Void

    init(_ name: String, _ area: FaultArea, _ body: @escaping @Sendable (FaultRun) async throws -> Void) {
        self.name = name
        self.area = area
        self.body = body
    }

    /// Runs the case over transports from `makeTransport`; throws
    /// `FaultCaseFailure` when a check fails.
    public func run(_ makeTransport: @escaping TransportFactory) async throws {
        let run = try FaultRun(server: await FixtureServer(), makeTransport: makeTransport)
        do {
            try await body(run)
        } catch let stop as FaultRun.Stop {
            run.record(stop.message)
        }
        let failures = run.failures
        if !failures.isEmpty {
            throw FaultCaseFailure(caseName: name, failures: failures)
        }
    }

    /// The case's name.
    public var description: String { name }
}

/// The part of a transport's work a `FaultCase` is about.
public enum FaultArea: String, Sendable, CaseIterable {
    /// Responses of every kind arrive whole (statuses, bodies, errors in bodies).
    case answers
    /// Connections that fail, drop, time out or are cancelled.
    case transport
    /// `RetryPolicy` over the transport: attempts, Retry-After, disposal between attempts.
    case retry
    /// What the server receives: methods, headers, bodies, redirects.
    case requests
    /// `stream(_:)`: the response head, body chunks as they arrive, upload progress.
    case streaming
    /// Hostile servers: bodies bounded as they arrive, adapters' headers kept
    /// to their origins, headers checked before sending, redirects only to http(s).
    case hostile
}

/// The checks of a `FaultCase` that failed, each with what was seen instead.
public struct FaultCaseFailure: Error, CustomStringConvertible {
    /// The failing case's name.
    public let caseName: String
    /// One line per failed check, in the order they failed.
    public let failures: [String]

    /// The case's name and every failed check, one per line.
    public var description: String {
        "\(caseName):\n" + failures.map { "  - \($0)" }.joined(separator: "\n")
    }
}
