import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The most recent requests a `StubTransport` received, at most `limit` of
/// them, oldest first, with the count of all it ever received.
///
/// Bounded so that a stub answering a long-running demo or a benchmark loop
/// does not keep every request it ever saw. A ring: once full, each request
/// takes the place of the oldest, rather than growing to twice the limit and
/// dropping the older half at once, which would keep twice the requests
/// alive and release a thousand of them in one call.
struct RecentRequests {
    let limit: Int
    private var storage: [URLRequest] = []
    /// Where the oldest kept request is, once `storage` is full.
    private var oldest = 0
    /// Every request appended, including those no longer kept.
    private(set) var totalCount = 0

    init(limit: Int) {
        precondition(limit >= 0, "a request log cannot keep fewer than 0 requests")
        self.limit = limit
    }

    /// The kept requests, oldest first.
    var requests: [URLRequest] {
        Array(storage[oldest...] + storage[..<oldest])
    }

    mutating func append(_ request: URLRequest) {
        totalCount += 1
        guard limit > 0 else { return }
        guard storage.count == limit else {
            storage.append(request)
            return
        }
        storage[oldest] = request
        oldest = oldest + 1 == limit ? 0 : oldest + 1
    }
}
