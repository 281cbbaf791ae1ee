import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct User: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var attempt: Int?
}

let ada = User(id: 1, name: "Ada")

/// Retries quickly, so the suite stays fast on real time.
let fastRetry = RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(20)))

/// A session of its own per client: no cache, no cookies shared between tests.
func ephemeralTransport() -> URLSessionTransport {
    URLSessionTransport(session: URLSession(configuration: .ephemeral))
}

/// A unique key for the server's per-key counters.
func uniqueKey(_ name: String = #function) -> String {
    name.filter(\.isLetter) + "-" + UUID().uuidString.prefix(8)
}

extension APIClient {
    /// The value, or the `RequestError` the request failed with.
    func outcome<T: Decodable>(_ endpoint: Endpoint<T>) async -> Result<T, RequestError> {
        do {
            return .success(try await send(endpoint))
        } catch let error as RequestError {
            return .failure(error)
        } catch {
            fatalError("APIClient threw something other than a RequestError: \(error)")
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var value: Success? { try? get() }
}

extension RequestError {
    var statusCode: Int? {
        if case .status(let error) = self { return error.statusCode }
        return nil
    }

    var urlErrorCode: URLError.Code? {
        if case .transport(let error) = self { return error.code }
        return nil
    }

    var apiError: APIError? {
        if case .api(let error) = self { return error }
        return nil
    }

    var decodingError: DecodingError? {
        if case .decoding(let error, _) = self { return error }
        return nil
    }

    var isCancelled: Bool {
        if case .cancelled = self { return true }
        return false
    }
}

/// Lines written by a logger.
final class LogLines: @unchecked Sendable {  // @unchecked: test-only, appended under the lock
    private let lock = NSLock()
    private var stored: [String] = []

    var text: String { lock.withLock { stored.joined(separator: "\n") } }

    func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }
}
