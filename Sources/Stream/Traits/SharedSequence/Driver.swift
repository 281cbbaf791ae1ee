/// A `SharedSequence` for state: never fails, delivers on its own main
/// scheduler, and replays its latest element to each new observer while
/// connected (`share(replay: 1, scope: .whileConnected)`), as RxCocoa's.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: `SharingScheduler.make()` and one replayed element.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// A new scheduler from `SharingScheduler.make()` on each call.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Itself, as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
