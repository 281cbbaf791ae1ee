/// RxCocoa's trait for UI-bound sequences: an observable that never fails,
/// delivers on its strategy's scheduler (a main scheduler of its own unless
/// `SharingScheduler.mock` says otherwise) and shares one subscription to
/// its source among its observers, as its `SharingStrategy` says.
///
/// `Driver` (replays the latest element) and `Signal` (replays nothing) are
/// its two forms. Make one from any observable with `asDriver(onErrorJustReturn:)`
/// and its siblings, or from a relay with `asDriver()`/`asSignal()`:
///
///     let title: Driver<String> = model.title.asDriver(onErrorJustReturn: "")
///     title.drive(onNext: { label.text = $0 }).disposed(by: bag)
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    /// Wraps `source` shared by the strategy; `source` must already deliver
    /// on the strategy's scheduler and never fail.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, for sources sharing would not change
    /// (`just`, `empty`, `never`).
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The shared sequence as a plain observable (delivery and sharing kept).
    public func asObservable() -> Observable<Element> { source }

    /// Itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}
