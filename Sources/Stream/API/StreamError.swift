/// Failures the stream operators themselves produce.
public enum StreamError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `timeout(_:scheduler:)`: no event arrived within the allowed time.
    case timeout
    /// A stream that must hold exactly one element (`asSingle()`) completed
    /// without any: RxSwift's `RxError.noElements`.
    case noElements
    /// A stream that may hold at most one element (`asSingle()`, `asMaybe()`)
    /// sent a second one: RxSwift's `RxError.moreThanOneElement`.
    case moreThanOneElement

    /// A short explanation of the failure.
    public var description: String {
        switch self {
        case .timeout: return "The sequence timed out: no event arrived within the allowed time."
        case .noElements: return "The sequence completed without the element it had to hold."
        case .moreThanOneElement: return "The sequence sent more than the one element it could hold."
        }
    }
}
