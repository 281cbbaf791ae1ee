/// How two virtual times are ordered: what
/// `VirtualTimeConverterType.compareVirtualTime(_:_:)` returns, as in RxSwift,
/// so that time units need not be `Comparable`.
///
/// ```swift
/// converter.compareVirtualTime(10, 20) == .lessThan
/// ```
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier.
    case lessThan
    /// The times are the same.
    case equal
    /// The first time is later.
    case greaterThan
}
