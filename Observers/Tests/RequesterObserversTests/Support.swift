import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The server every test talks to, through a `StubTransport`.
let baseURL = URL(string: "https://api.example.com/v1")!
let userJSON = #"{"id": 1, "name": "Ada"}"#

struct User: Codable, Equatable, Sendable {
    var id: Int
    var name: String
}

/// A `TestScheduler` whose tick is one millisecond.
func millisecondScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: .milliseconds(1))
}

/// A retry policy that waits 100 ms between attempts on `scheduler`.
func retryPolicy(on scheduler: TestScheduler) -> RetryPolicy {
    RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(100)), scheduler: scheduler)
}
