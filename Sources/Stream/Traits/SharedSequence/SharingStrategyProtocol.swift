/// How a `SharedSequence` delivers and shares: the scheduler it observes on
/// and the `share` it applies to its source (RxCocoa's protocol).
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on; asked when a sequence is
    /// made, so each may get its own (`SharingScheduler.make()`).
    static var scheduler: any SchedulerType { get }

    /// Shares `source` among the sequence's observers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}
