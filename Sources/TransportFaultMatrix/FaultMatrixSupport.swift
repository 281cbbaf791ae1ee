import Foundation
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture server's `/json` user.
struct User: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var attempt: Int?
}

let ada = User(id: 1, name: "Ada")

/// Retries quickly, so the cases stay fast on real time.
let fastRetry = RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(20)))

/// `/echo`'s answer: the request as the server saw it.
struct Echo: Decodable {
    let method: String
    let query: [String: String]
    let headers: [String: String]
    let body: String

    /// The headers with lowercased names.
    var lowercasedHeaders: [String: String] {
        Dictionary(uniqueKeysWithValues: headers.map { ($0.key.lowercased(), $0.value) })
    }
}

/// A unique key for the server's per-key counters.
func uniqueKey(_ name: String) -> String {
    name.filter(\.isLetter).prefix(24) + "-" + UUID().uuidString.prefix(8)
}

/// Blocks the second request it adapts until `proceed` is signalled.
final class GateAdapter: RequestAdapter {
    private let calls = Locked(0)
    private let entered: DispatchSemaphore
    private let proceed: DispatchSemaphore

    init(entered: DispatchSemaphore, proceed: DispatchSemaphore) {
        self.entered = entered
        self.proceed = proceed
    }

    func adapt(_ request: URLRequest) throws -> URLRequest {
        if calls.withLock({ $0 += 1; return $0 }) == 2 {
            entered.signal()
            _ = proceed.wait(timeout: .now() + 10)
        }
        return request
    }
}
