import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a case's body works with: its own fixture server, clients over the
/// transport under test, and checks that record what failed instead of
/// stopping at the first (as a test framework's expectations do).
final class FaultRun: Sendable {
    /// Thrown by `require`: the case cannot go on. Its message is recorded.
    struct Stop: Error {
        let message: String
    }

    let server: FixtureServer
    let makeTransport: TransportFactory
    private let recorded = Locked<[String]>([])

    init(server: FixtureServer, makeTransport: @escaping TransportFactory) {
        self.server = server
        self.makeTransport = makeTransport
    }

    /// A client of the server over a new transport from the factory.
    func client(
        adapters: [any RequestAdapter] = [], retryPolicy: RetryPolicy? = nil, logger: RequestLogger? = nil,
        limits: RequestLimits = .default
    ) -> APIClient {
        APIClient(
            baseURL: server.baseURL, transport: makeTransport(), adapters: adapters, retryPolicy: retryPolicy,
            logger: logger, limits: limits)
    }

    /// The failed checks so far.
    var failures: [String] { recorded.withLock { $0 } }

    func record(_ message: String) {
        recorded.withLock { $0.append(message) }
    }

    /// Records `message` (with where the check is) unless `condition` holds.
    func check(
        _ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line
    ) {
        if !condition { record("\(message()) (FaultMatrix line \(line))") }
    }

    /// `value`, or stops the case with `message` when it is nil.
    func require<T>(_ value: T?, _ message: @autoclosure () -> String, line: Int = #line) throws -> T {
        guard let value else { throw Stop(message: "\(message()) (FaultMatrix line \(line))") }
        return value
    }

    /// Stops the case with `message` unless `condition` holds.
    func require(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) throws {
        if !condition { throw Stop(message: "\(message()) (FaultMatrix line \(line))") }
    }

    /// Records a failure unless the server counted `expected` requests under
    /// `key` (the `key` query item of the case's requests).
    func checkRequestCount(key: String, is expected: Int, line: Int = #line) async throws {
        let count = try await server.count(key: key)
        check(count == expected, "the server counted \(count) requests", line: line)
    }

    /// The value `endpoint` decoded to on `client`, or the `RequestError` it
    /// failed with (anything else it throws is recorded as a failure).
    func outcome<T: Decodable>(
        _ endpoint: Endpoint<T>, on client: APIClient, line: Int = #line
    ) async -> Result<T, RequestError> {
        do {
            return .success(try await client.send(endpoint))
        } catch let error as RequestError {
            return .failure(error)
        } catch {
            record("APIClient threw something other than a RequestError: \(error) (FaultMatrix line \(line))")
            return .failure(.transport(URLError(.unknown)))
        }
    }
}
