import Dispatch
import Foundation

/// RxSwift's time interval type: `DispatchTimeInterval`. This package's
/// operators take a `Duration`; the RxSwift signatures that take an
/// `RxTimeInterval` (`scheduleRelative`, `schedulePeriodic` and the
/// disfavored operator overloads) convert it.
///
/// See <doc:OperatorsByExample#RxSwifts-time-intervals> for an example with its output.
public typealias RxTimeInterval = DispatchTimeInterval

/// RxSwift's absolute time type: `Date` (`SchedulerType.now`).
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// The same length of time as a `Duration`; `.never` is the longest one
    /// (`Int64.max` seconds), which every scheduler clamps to "not before
    /// the end of its time".
    var duration: Duration {
        Duration(rxTimeInterval: self) ?? .seconds(Int64.max)
    }
}

extension Duration {
    /// The same length of time, or `nil` for `.never`.
    init?(rxTimeInterval interval: DispatchTimeInterval) {
        switch interval {
        case .seconds(let value): self = .seconds(value)
        case .milliseconds(let value): self = .milliseconds(value)
        case .microseconds(let value): self = .microseconds(value)
        case .nanoseconds(let value): self = .nanoseconds(value)
        case .never: return nil
        @unknown default: return nil
        }
    }
}
