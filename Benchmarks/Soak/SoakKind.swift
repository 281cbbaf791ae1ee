/// What one request of the soak does, and how it must end. Each batch of 100
/// requests has them in the proportions of `SoakKind.batch`.
enum SoakKind: CaseIterable {
    /// GET, 200 with a user.
    case ok
    /// GET, 404: routed to the 404 handler, then delivered as `.status`.
    case notFound
    /// GET with a stale token, 401: the token refresh runs (shared by the
    /// batch's 401s), the request is made again and succeeds.
    case expired
    /// GET, 503 with `Retry-After: 0`, 503 again, then 200: retried twice.
    case flaky
    /// GET, 503 three times: retried twice, then delivered as `.status`.
    case unavailable
    /// POST without an `Idempotency-Key`, 503: never retried.
    case unsafePost
    /// POST with an `Idempotency-Key`, 503 then 201: retried once.
    case keyedPost
    /// GET, 200 with the server's error body: `.api`, routed to no handler.
    case apiError
    /// GET, 200 with a cut-off body: `.decoding`.
    case malformed
    /// GET whose answer is slow, disposed before it arrives.
    case disposed

    /// How many of each a batch of 100 has.
    var perBatch: Int {
        switch self {
        case .ok: 60
        case .notFound, .expired: 8
        case .flaky, .disposed: 5
        case .unsafePost, .keyedPost, .apiError, .malformed: 3
        case .unavailable: 2
        }
    }

    /// The 100 kinds of a batch, interleaved (not grouped) by a fixed stride.
    static let batch: [SoakKind] = {
        let grouped = allCases.flatMap { Array(repeating: $0, count: $0.perBatch) }
        precondition(grouped.count == 100)
        return (0..<100).map { grouped[($0 * 37) % 100] }
    }()

    /// How the request must end.
    enum Ending: Equatable {
        case value, status(Int), api, decoding, disposedSilently
    }

    var ending: Ending {
        switch self {
        case .ok, .expired, .flaky, .keyedPost: .value
        case .notFound: .status(404)
        case .unavailable, .unsafePost: .status(503)
        case .apiError: .api
        case .malformed: .decoding
        case .disposed: .disposedSilently
        }
    }
}
