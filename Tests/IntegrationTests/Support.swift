import Foundation
import Handlers
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct User: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var attempt: Int?
}

let ada = User(id: 1, name: "Ada")

/// A retry policy with short waits, for tests that retry against the server.
let fastRetry = RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(20)))

/// A session of its own per client: no cookies shared between tests, and
/// no URL cache, as Networking.md asks of a session you pass on Linux
/// (FoundationNetworking can crash cancelling a task whose cache lookup is
/// pending: the fault matrix's subscribe-and-dispose case did, 1 run of 1).
func ephemeralTransport() -> URLSessionTransport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    return URLSessionTransport(session: URLSession(configuration: configuration))
}

/// The two ways `URLSessionTransport` runs a task on Linux: on a session it
/// made, whose delegate hears the task (`defaultSession` is one), or on a
/// session of yours without a delegate, through a completion handler. Both
/// ephemeral. (Apple platforms use a completion handler for both.)
enum SessionKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case transports = "the transport's session"
    case yours = "a session of your own"

    func transport() -> URLSessionTransport {
        switch self {
        case .transports: URLSessionTransport(configuration: .ephemeral)
        case .yours: ephemeralTransport()
        }
    }

    var testDescription: String { rawValue }
}

/// A unique key for the server's per-key counters.
func uniqueKey(_ name: String = #function) -> String {
    name.filter(\.isLetter) + "-" + UUID().uuidString.prefix(8)
}

extension APIClient {
    /// What `send` ends with, as a value.
    func outcome<T: Decodable>(_ endpoint: Endpoint<T>) async -> Result<T, RequestError> {
        do {
            return .success(try await send(endpoint))
        } catch let error as RequestError {
            return .failure(error)
        } catch {
            return .failure(.transport(URLError(.unknown)))
        }
    }
}
