import Foundation

/// A `VirtualTimeScheduler` whose clock is a `Date`, as RxSwift's: actions
/// run in the order of their dates when `start()` or `advanceTo(_:)` runs
/// the clock, with no real waiting; `now` is the virtual date.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = Observable<Int>.timer(.seconds(10), scheduler: scheduler)
///     .subscribe(onNext: { _ in print(scheduler.now) })
/// scheduler.start()  // prints 1970-01-01 00:00:10 +0000
/// ```
// @unchecked: the state is the superclass's, guarded there.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// A scheduler whose clock starts at `initialClock` (by default 1970-01-01).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
