/// A `SharedSequence` for events: never fails, delivers on its own main
/// scheduler, and replays nothing to a new observer
/// (`share(scope: .whileConnected)`), as RxCocoa's.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: `SharingScheduler.make()` and no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// A new scheduler from `SharingScheduler.make()` on each call.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Itself, as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
