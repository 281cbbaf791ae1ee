/// An endpoint's own answer to "is this retried, and how"
/// (`Endpoint.retryPolicy(_:)`), in place of the client's policy; kept
/// among the endpoint's `EndpointOverrides`.
enum EndpointRetry: Sendable {
    /// Never retried.
    case never
    /// Retried as the policy allows.
    case policy(RetryPolicy)
}
