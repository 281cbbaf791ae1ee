import Synchronization

/// The base of the operators that run one inner stream at a time,
/// `flatMapFirst` (which drops elements while it runs) and `flatMapLatest`
/// (which replaces it): the selector, the running inner's subscription under
/// `lock`, so that disposal reaches an inner still being subscribed, and the
/// end (the source and the running inner both completed).
///
/// The inner's events and the source's end meet on any threads, so they are
/// serialized (see `SerialDeliverySink`).
class OneInnerSink<Source, Result>: SerialDeliverySink<Source, Result>, @unchecked Sendable {
    private let selector: (Source) throws -> Observable<Result>
    /// The id of the newest inner stream. Written under `lock` (with
    /// `current`); `flatMapLatest` reads it without the lock inside a delivery
    /// turn, where one atomic load is all its check needs (a newer inner's
    /// events cannot be delivered before the turn ends), so an element takes
    /// no lock.
    final let latest = Atomic<Int>(0)
    final let lock = Locked()
    // Guarded by `lock`.
    /// The running inner stream, from its registration (before it is
    /// subscribed) until it ended; `nil` once the sink was disposed.
    private var current: SubscriptionNode<Result>?
    private var sourceDone = false
    private var isDisposed = false

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let selector: (Source) throws -> Observable<Result>
    }

    init(parameters: Parameters, downstream: ObserverNode<Result>) {
        self.selector = parameters.selector
        super.init(downstream: downstream)
    }

    /// Whether an inner stream runs, or the sink was disposed: nothing new starts then.
    final var isBusy: Bool {
        lock.withLock { isDisposed || current != nil }
    }

    /// The inner stream `element` selects; `nil` when the selector threw,
    /// which fails the sink.
    final func innerSource(for element: Source) -> Observable<Result>? {
        do { return try selector(element) } catch {
            deliverError(error)
            return nil
        }
    }

    /// Makes `inner` (tagged `id`, allocated outside the lock) the running
    /// inner stream, disposes the one it replaces, and subscribes it to
    /// `source`. Once the sink was disposed, nothing happens.
    final func start(_ inner: SubscriptionNode<Result>, id: Int, subscribingTo source: Observable<Result>) {
        let (accepted, previous) = lock.withLock { () -> (Bool, SubscriptionNode<Result>?) in
            if isDisposed { return (false, nil) }
            latest.store(id, ordering: .releasing)
            defer { current = inner }
            return (true, current)
        }
        previous?.dispose()
        // Started from an event, maybe where no trampoline runs: a subscribe
        // of RxSwift's starts one there.
        if accepted { Trampoline.run { inner.setUpstream(source.run(inner)) } }
    }

    /// The source ended: its subscription goes at once (as in RxSwift), the
    /// running inner stream goes on.
    override func onCompleted() {
        releaseUpstream()
        let done = lock.withLock {
            sourceDone = true
            return current == nil
        }
        if done { deliverCompleted() }
    }

    /// The inner stream tagged `id` completed: if it is the running one, it
    /// is forgotten, and the sink completes if the source ended too.
    func innerCompleted(id: Int) {
        let (done, ended) = lock.withLock { () -> (Bool, SubscriptionNode<Result>?) in
            guard latest.load(ordering: .relaxed) == id, let ended = current else { return (false, nil) }
            current = nil
            return (sourceDone, ended)
        }
        // Released outside the lock: it holds the inner's chain.
        withExtendedLifetime(ended) {}
        if done { deliverCompleted() }
    }

    override func disposeResources() {
        let inner = lock.withLock { () -> SubscriptionNode<Result>? in
            isDisposed = true
            return current.take()
        }
        inner?.dispose()
    }
}
