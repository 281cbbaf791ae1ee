import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The most recent requests a `StubTransport` received, at most `limit` of
/// them, oldest first, with the count of all it ever received.
///
/// Bounded so that a stub answering a long-running demo or a benchmark loop
/// does not keep every request it ever saw. Appending is amortized O(1): the
/// storage grows to twice the limit, then drops its older half at once.
struct RecentRequests {
    let limit: Int
    private var storage: [URLRequest] = []
    /// Every request appended, including those no longer kept.
    private(set) var totalCount = 0

    init(limit: Int) {
        precondition(limit >= 0, "a request log cannot keep fewer than 0 requests")
        self.limit = limit
    }

    /// The kept requests, oldest first.
    var requests: [URLRequest] {
        Array(storage.suffix(limit))
    }

    mutating func append(_ request: URLRequest) {
        totalCount += 1
        guard limit > 0 else { return }
        // Not `count >= 2 * limit`, which overflows for a limit of `Int.max`.
        if storage.count - limit >= limit {
            storage.removeFirst(storage.count - limit + 1)
        }
        storage.append(request)
    }
}
