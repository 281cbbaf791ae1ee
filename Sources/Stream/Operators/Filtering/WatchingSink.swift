/// The base of the operators that watch a second stream beside their source
/// (`sample`'s sampler, `skip(until:)`'s notifier): it subscribes the source
/// first, then the watched stream (RxSwift's order), and the watched stream's
/// error fails the result. The watched stream's subscription sits in
/// `watched`, a `DisposableSlot`: the source may end the sink on another
/// thread while the watched stream is being subscribed, and the slot then
/// disposes it as it arrives. Its events reach downstream, like the
/// source's, through `SerialDeliverySink`.
class WatchingSink<Element, Watched>: SerialDeliverySink<Element, Element>, InnerObserverParent, @unchecked Sendable {
    private let watchedSource: Observable<Watched>
    /// The watched stream's subscription; release it to dispose it.
    final let watched = DisposableSlot()

    init(watching watchedSource: Observable<Watched>, downstream: ObserverNode<Element>) {
        self.watchedSource = watchedSource
        super.init(downstream: downstream)
    }

    override func subscribe(to source: Observable<Element>) -> any Disposable {
        _ = super.subscribe(to: source)
        subscribeInner(watchedSource, holdingIn: watched)
        return self
    }

    /// An element of the watched stream (the operator's whole point: override it).
    func innerNext(_ element: Watched, id: Int) {}

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    /// The watched stream's end; nothing by default.
    func innerCompleted(id: Int) {}

    override func disposeResources() {
        watched.releaseSlot()
    }
}
