extension Observable {
    /// Emits the running accumulation: `accumulator(seed, e1)`, then
    /// `accumulator(that, e2)`, ... A throwing accumulator fails the stream.
    @usableFromInline
    func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Emits the running accumulation, updated in place (RxSwift's
    /// `scan(into:accumulator:)`, cheaper for collections).
    @usableFromInline
    func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        Producer<ScanSink<Element, Accumulate>>(source: self, parameters: .init(seed: seed, accumulator: accumulator))
    }
}

final class ScanSink<Source, Accumulate>: AccumulatingSink<Source, Accumulate, Accumulate>, ProducerSink,
    @unchecked Sendable {
    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let seed: Accumulate
        let accumulator: (inout Accumulate, Source) throws -> Void
    }

    init(parameters: Parameters, downstream: ObserverNode<Accumulate>) {
        super.init(seed: parameters.seed, accumulator: parameters.accumulator, downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if accumulate(element) { forwardNext(accumulation) }
    }
}
