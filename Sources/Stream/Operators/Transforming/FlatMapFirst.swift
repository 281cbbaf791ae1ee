extension Observable {
    /// Maps an element to an inner stream only while no inner stream runs,
    /// and mirrors it; elements that arrive meanwhile are dropped without
    /// calling `selector` (RxSwift's `flatMapFirst`: "ignore taps while
    /// loading").
    ///
    /// Fails with the first error of the source, of `selector` or of the
    /// inner stream; completes once the source and the running inner stream
    /// completed.
    @usableFromInline
    func flatMapFirst<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Producer<FlatMapFirstSink<Element, Result>>(source: self, parameters: .init(selector: selector))
    }
}

/// Starts an inner stream only while none runs (see `OneInnerSink`). Every
/// inner is tagged 0: there is never a newer one to tell it from.
final class FlatMapFirstSink<Source, Result>: OneInnerSink<Source, Result>, InnerObserverParent, ProducerSink,
    @unchecked Sendable {
    override func onNext(_ element: Source) {
        // The grammar serializes `onNext`, so nothing else starts an inner
        // between this check and `start`.
        guard !isStopped, !isBusy, let innerSource = innerSource(for: element) else { return }
        start(InnerObserver(parent: self, id: 0), id: 0, subscribingTo: innerSource)
    }

    func innerNext(_ element: Result, id: Int) {
        deliverNext(element)
    }

    func innerError(_ error: any Error, id: Int) {
        deliverError(error)
    }
}
