extension Observable {
    /// Emits the running accumulation: `accumulator(seed, e1)`, then
    /// `accumulator(that, e2)`, ... A throwing accumulator fails the stream.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        ScanObservable(source: self, seed: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Emits the running accumulation, updated in place (RxSwift's
    /// `scan(into:accumulator:)`, cheaper for collections).
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        ScanObservable(source: self, seed: seed, accumulator: accumulator)
    }
}

final class ScanObservable<Source, Accumulate>: Observable<Accumulate> {
    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void

    init(source: Observable<Source>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run(_ observer: ObserverNode<Accumulate>) -> any Disposable {
        let sink = ScanSink(seed: seed, accumulator: accumulator, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class ScanSink<Source, Accumulate>: Sink<Source, Accumulate>, @unchecked Sendable {
    private let accumulator: (inout Accumulate, Source) throws -> Void
    // Touched only from `onNext`, which the grammar serializes.
    private var accumulate: Accumulate

    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, downstream: ObserverNode<Accumulate>) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isStopped else { return }
        do {
            try accumulator(&accumulate, element)
            forwardNext(accumulate)
        } catch {
            forwardError(error)
        }
    }
}
