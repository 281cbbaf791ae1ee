import Dispatch
import Foundation

/// RxSwift's type for relative time, taken by the `SchedulerType` forms
/// RxSwift code calls (`scheduleRelative`, `schedulePeriodic`). Operators
/// take `Duration`.
public typealias RxTimeInterval = DispatchTimeInterval

/// RxSwift's type for absolute time: a scheduler's `now`.
public typealias RxTime = Date

extension Duration {
    /// `interval` as a `Duration`; `nil` for `.never`, which never comes.
    package init?(_ interval: RxTimeInterval) {
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
