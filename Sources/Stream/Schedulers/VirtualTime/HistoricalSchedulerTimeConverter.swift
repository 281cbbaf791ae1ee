import Foundation

/// The converter of `HistoricalScheduler`, as RxSwift's: virtual time is a
/// `Date` and intervals are seconds, so every conversion is the identity.
///
/// ```swift
/// let converter = HistoricalSchedulerTimeConverter()
/// converter.offsetVirtualTime(Date(timeIntervalSince1970: 10), offset: 5)  // 15 s after 1970
/// ```
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point in time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// A span is seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// A converter; it has no state.
    public init() {}

    /// `virtualTime` itself.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    /// `time` itself.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    /// `virtualTimeInterval` itself.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// `timeInterval` itself.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    /// `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    /// The dates' order.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
