import Stream

/// Search results saved the last time each query succeeded, so a failed
/// search can still answer (see the offline chapter).
final class SearchCache: Sendable {
    private let results = Locked<[String: [City]]>([:])

    /// Saves `cities` as the answer to `query`.
    func store(_ cities: [City], for query: String) {
        results.withLock { $0[query] = cities }
    }

    /// The saved answer to `query`, if any.
    func results(for query: String) -> [City]? {
        results.withLock { $0[query] }
    }
}
