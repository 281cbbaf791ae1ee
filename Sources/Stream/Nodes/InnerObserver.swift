/// What an `InnerObserver` reports to: the sink that owns several upstreams
/// (flatMap's inners, zip's sources, take(until:)'s notifier).
protocol InnerObserverParent<InnerElement>: AnyObject, Sendable {
    associatedtype InnerElement
    /// An element from the upstream tagged `id`.
    func innerNext(_ element: InnerElement, id: Int)
    /// The failure of the upstream tagged `id`; that upstream is already released.
    func innerError(_ error: any Error, id: Int)
    /// The end of the upstream tagged `id`; that upstream is already released.
    func innerCompleted(id: Int)
    /// Whether the parent or its chain below has stopped (see
    /// `ObserverNode.isChainStopped`); every parent is a sink, which knows.
    var isChainStopped: Bool { get }
}

/// The observer of one of a sink's extra upstreams: forwards its events to
/// the parent tagged with `id`, and is that upstream's subscription.
///
/// It enforces the grammar of its own upstream (nothing after its terminal
/// event or its disposal) and releases that upstream as soon as it ends, so a
/// parent only has to forget the observer to release everything it held.
final class InnerObserver<Parent: InnerObserverParent>: SubscriptionNode<Parent.InnerElement>, @unchecked Sendable {
    let parent: Parent
    /// The parent's name for this upstream (an index, a generation, a key).
    /// Set once, before the observer is subscribed or shared: by `init`, or
    /// by `assign(id:)` under the parent's lock (`flatMap` allocates the
    /// observer before it takes the lock that gives the slot).
    private(set) var id: Int

    init(parent: Parent, id: Int) {
        self.parent = parent
        self.id = id
    }

    /// Names the observer's upstream; only before the observer is shared.
    func assign(id: Int) {
        self.id = id
    }

    /// Asks through the parent: a synchronous upstream (a `retry()` loop, an
    /// endless `from`) inside `merge`/`flatMap` must see a `take` below the
    /// parent stop, which cannot dispose it while its `subscribe` runs.
    override var isChainStopped: Bool { isStopped || parent.isChainStopped }

    override func onNext(_ element: Parent.InnerElement) {
        guard !isStopped else { return }
        parent.innerNext(element, id: id)
    }

    override func onError(_ error: any Error) {
        endAfterTearDown { parent.innerError(error, id: id) }
    }

    override func onCompleted() {
        endAfterTearDown { parent.innerCompleted(id: id) }
    }
}

extension InnerObserverParent {
    /// Subscribes `upstream` as this parent's upstream tagged `id`, its
    /// subscription held in `slot`: the parent releases the slot to dispose
    /// it, also while it is still being subscribed. Once the slot was released
    /// (the parent ended), `upstream` is not subscribed at all.
    func subscribeInner(_ upstream: Observable<InnerElement>, id: Int = 0, holdingIn slot: DisposableSlot) {
        guard !slot.isReleased else { return }
        let observer = InnerObserver(parent: self, id: id)
        slot.fillSlot(observer)
        // Maybe from an event or a timer, where no trampoline runs: a
        // subscribe of RxSwift's starts one there.
        Trampoline.run { observer.setUpstream(upstream.run(observer)) }
    }
}
