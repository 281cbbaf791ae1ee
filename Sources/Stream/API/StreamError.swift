/// Failures the stream operators themselves produce.
///
/// ```swift
/// Observable<Int>.empty().asSingle()
///     .subscribe(onFailure: { print($0 as? StreamError == .noElements) })  // true
/// ```
///
/// See <doc:OperatorsByExample#Errors-the-operators-raise> for an example with its output.
public enum StreamError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `timeout(_:scheduler:)`: no event arrived within the allowed time.
    case timeout
    /// `single()`, `asSingle()`: the source completed without the element it
    /// had to hold (RxSwift's `RxError.noElements`).
    case noElements
    /// `single()`, `asSingle()`, `asMaybe()`: the source emitted a second
    /// element (RxSwift's `RxError.moreThanOneElement`).
    case moreThanOneElement
    /// `element(at:)`: the source completed before the index, or the index is
    /// negative; `range(start:count:)`: a negative count or one that overflows
    /// (RxSwift's `RxError.argumentOutOfRange`, or its crash).
    case argumentOutOfRange
    /// A subject's `dispose()` was called: a later subscriber fails with it,
    /// and `BehaviorSubject.value()` throws it (RxSwift's
    /// `RxError.disposed(object:)`, here without the object).
    case disposed

    /// A short explanation of the failure.
    public var description: String {
        switch self {
        case .timeout: return "The sequence timed out: no event arrived within the allowed time."
        case .noElements: return "The sequence completed without the element it was expected to have."
        case .moreThanOneElement: return "The sequence emitted more than the one element it was expected to have."
        case .argumentOutOfRange: return "An argument was out of range (a negative count or index, or an index past the end)."
        case .disposed: return "The subject was disposed."
        }
    }
}
