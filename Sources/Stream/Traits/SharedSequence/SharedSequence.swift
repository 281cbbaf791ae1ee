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
    /// (`just`, `empty`, `never`) and for `createUnsafe(source:)`.
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// `source` as a shared sequence of the strategy, as it is: no sharing,
    /// no scheduler hop, no error handling is added (RxCocoa's extension
    /// hook for traits built outside the library).
    ///
    /// Unsafe: the caller promises what the trait otherwise guarantees,
    /// that `source` delivers on the strategy's scheduler, never fails and
    /// shares its subscription as the strategy would. Nothing checks it; an
    /// error `source` sends reaches the observers as it is.
    ///
    /// ```swift
    /// let ticks = Signal<Int>.createUnsafe(source: alreadyOnMainAndShared)
    /// ```
    public static func createUnsafe<Source: ObservableType>(
        source: Source
    ) -> SharedSequence<SharingStrategy, Source.Element> {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }

    /// The shared sequence as a plain observable (delivery and sharing kept).
    public func asObservable() -> Observable<Element> { source }

    /// Itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}
