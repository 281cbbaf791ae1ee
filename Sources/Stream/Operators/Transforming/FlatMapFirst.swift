extension Observable {
    /// Maps an element to an inner stream only while no inner stream runs,
    /// and mirrors it; elements that arrive meanwhile are dropped without
    /// calling `selector` (RxSwift's `flatMapFirst`: "ignore taps while
    /// loading").
    ///
    /// Fails with the first error of the source, of `selector` or of the
    /// inner stream; completes once the source and the running inner stream
    /// completed.
    public func flatMapFirst<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<FlatMapFirstSink<Element, Result>>(source: self, parameters: selector)
    }
}

/// Runs at most one inner stream. Its events and the source's end meet on
/// any threads, so they are serialized (see `SerialDeliverySink`); the
/// "busy" decision and the inner's subscription are kept under `lock`, so
/// disposal reaches an inner that is still being subscribed.
final class FlatMapFirstSink<Source, Result>: SerialDeliverySink<Source, Result>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    typealias Inner = InnerObserver<FlatMapFirstSink<Source, Result>>

    private let selector: (Source) throws -> Observable<Result>
    private let lock = Locked()
    // Guarded by `lock`.
    /// The running inner stream, once registered; `nil` once it ended.
    private var current: Inner?
    /// Set from the element that starts an inner until that inner ends.
    private var isBusy = false
    private var sourceDone = false
    private var isDisposed = false

    init(parameters selector: @escaping (Source) throws -> Observable<Result>, downstream: ObserverNode<Result>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        let isIdle = lock.withLock { () -> Bool in
            if isDisposed || isBusy { return false }
            isBusy = true
            return true
        }
        guard isIdle else { return }
        let innerSource: Observable<Result>
        do { innerSource = try selector(element) } catch { return deliverError(error) }
        // Allocated outside the lock; registered before it is subscribed.
        let inner = Inner(parent: self, id: 0)
        let registered = lock.withLock { () -> Bool in
            if isDisposed { return false }
            current = inner
            return true
        }
        if registered { inner.setUpstream(innerSource.run(inner)) }
    }

    /// The source ended: its subscription goes at once (as in RxSwift), the
    /// running inner goes on.
    override func onCompleted() {
        releaseUpstream()
        let done = lock.withLock {
            sourceDone = true
            return !isBusy
        }
        if done { deliverCompleted() }
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element)
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    func innerCompleted(id: Int) {
        let (done, ended) = lock.withLock { () -> (Bool, Inner?) in
            defer {
                current = nil
                isBusy = false
            }
            return (sourceDone && !isDisposed, current)
        }
        // Released outside the lock: it holds the inner's chain.
        withExtendedLifetime(ended) {}
        if done { deliverCompleted() }
    }

    override func disposeResources() {
        let inner = lock.withLock { () -> Inner? in
            isDisposed = true
            defer { current = nil }
            return current
        }
        inner?.dispose()
    }
}
