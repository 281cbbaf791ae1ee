/// Failures the stream operators themselves produce.
public enum StreamError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `timeout(_:scheduler:)`: no event arrived within the allowed time.
    case timeout

    /// A short explanation of the failure.
    public var description: String {
        switch self {
        case .timeout: return "The sequence timed out: no event arrived within the allowed time."
        }
    }
}
