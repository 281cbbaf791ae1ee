/// An endpoint's own answer to "is this retried, and how"
/// (`Endpoint.retryPolicy(_:)`), in place of the client's policy.
///
/// Boxed (`indirect`), so an endpoint that sets none carries one word more,
/// not a whole `RetryPolicy`.
enum EndpointRetry: Sendable {
    /// Never retried.
    case never
    /// Retried as the policy allows.
    indirect case policy(RetryPolicy)
}
