import Foundation

/// How a `VirtualTimeScheduler` reads its clock, as RxSwift's protocol of
/// the same name: the scheduler keeps time in `VirtualTimeUnit` (ticks, a
/// `Date`...) and intervals in `VirtualTimeIntervalUnit`, and asks the
/// converter to map them to and from real dates and seconds, to move a time
/// by an interval, and to order two times.
///
/// ```swift
/// /// One tick is ten seconds.
/// struct TenSecondTicks: VirtualTimeConverterType {
///     func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) * 10) }
///     func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
///     func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { TimeInterval(interval * 10) }
///     func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval / 10) }
///     func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///     func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///         lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
///     }
/// }
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TenSecondTicks())
/// ```
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The real date `virtualTime` stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time standing for the real date `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The seconds `virtualTimeInterval` stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval standing for `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` is ordered against `rhs` (the units need not be `Comparable`).
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}
