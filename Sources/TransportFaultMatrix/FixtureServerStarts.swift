import Foundation

/// How many fixture servers start at once in a process: as many as there
/// are cores, the others waiting their turn (suspended).
///
/// A test run makes a server for each test case of the integration suites,
/// and Swift Testing begins them all together: fifty Python interpreters
/// starting at the same moment on two cores leave every other test without
/// CPU for tens of seconds, long enough for the time bounds of tests that
/// have already begun to fail them. In turns, a test waits for its server
/// before it begins, and what runs beside it has the cores.
actor FixtureServerStarts {
    /// The process's turns.
    static let shared = FixtureServerStarts(limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `start` when fewer than `limit` others run.
    func run<T: Sendable>(_ start: @Sendable () async throws -> T) async throws -> T {
        if running < limit {
            running += 1
        } else {
            // `release` hands its turn over: `running` stays as it is.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { release() }
        return try await start()
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
