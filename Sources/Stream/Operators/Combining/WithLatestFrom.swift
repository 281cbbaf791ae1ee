extension Observable {
    /// Combines each element with the latest element of `second`, through
    /// `resultSelector`; elements that arrive before `second` emitted
    /// anything are dropped.
    ///
    /// Completes when this stream completes; `second` completing changes
    /// nothing (its latest element is kept). Fails with the first error of
    /// either stream, or the error `resultSelector` throws. `second` is
    /// subscribed first, as in RxSwift, so a value it has at once is there
    /// for this stream's first element.
    @usableFromInline
    func withLatestFrom<Second, Result>(
        _ second: Observable<Second>,
        resultSelector: @escaping (Element, Second) throws -> Result
    ) -> Observable<Result> {
        Producer<WithLatestFromSink<Element, Second, Result>>(source: self, parameters: .init(second: second, resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this stream emits (see
    /// `withLatestFrom(_:resultSelector:)`).
    @usableFromInline
    func withLatestFrom<Second>(_ second: Observable<Second>) -> Observable<Second> {
        withLatestFrom(second) { $1 }
    }
}

/// The source's elements read the latest value of the second stream, which
/// may arrive on another thread: the value is kept under `latest`'s lock
/// (read and written in one step each, with no user code inside), and the
/// events of both streams reach downstream through `SerialDeliverySink`.
final class WithLatestFromSink<Element, Second, Result>: SerialDeliverySink<Element, Result>, InnerObserverParent,
    ProducerSink, @unchecked Sendable {
    private let second: Observable<Second>
    private let resultSelector: (Element, Second) throws -> Result
    private let latest = Locked<Second?>(nil)
    // Set in `subscribe(to:)` before anything can stop the sink; cleared once
    // by the winner of `stop()` in `disposeResources`.
    private var secondObserver: InnerObserver<WithLatestFromSink<Element, Second, Result>>?

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let second: Observable<Second>
        let resultSelector: (Element, Second) throws -> Result
    }

    init(parameters: Parameters, downstream: ObserverNode<Result>) {
        second = parameters.second
        resultSelector = parameters.resultSelector
        super.init(downstream: downstream)
    }

    /// Subscribes the second stream first (RxSwift's order); one that fails
    /// during its subscription ends the result before the source is subscribed.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        let observer = InnerObserver(parent: self, id: 0)
        secondObserver = observer
        observer.setUpstream(second.run(observer))
        return isStopped ? self : super.subscribe(to: source)
    }

    override func onNext(_ element: Element) {
        guard !isStopped, let value = latest.withLock({ $0 }) else { return }
        let result: Result
        do { result = try resultSelector(element, value) } catch { return deliverError(error) }
        deliverNext(result)
    }

    func innerNext(_ element: Second, id: Int) {
        // The replaced value is released after the lock: its deinit may run user code.
        let replaced = latest.withLock { latest in
            defer { latest = element }
            return latest
        }
        withExtendedLifetime(replaced) {}
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }

    /// The second stream ended: its latest value stays in use.
    func innerCompleted(id: Int) {}

    override func disposeResources() {
        let observer = secondObserver
        secondObserver = nil
        observer?.dispose()
        let value = latest.withLock { latest in
            defer { latest = nil }
            return latest
        }
        withExtendedLifetime(value) {}
    }
}
