extension Observable {
    /// Accumulates every element from `seed` and, when the source completes,
    /// emits the accumulation once and completes. A throwing `accumulator`
    /// fails the stream; an error of the source passes and nothing is emitted.
    @usableFromInline
    func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator) { $0 }
    }

    /// `reduce(_:accumulator:)`, emitting `mapResult` of the final
    /// accumulation (a throwing `mapResult` fails the stream).
    @usableFromInline
    func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        reducing(into: seed, accumulator: { $0 = try accumulator($0, $1) }, mapResult: mapResult)
    }

    /// Emits every element of the source as one array when it completes
    /// (`[]` for an empty source), then completes. RxSwift 6 returns a
    /// `Single<[Element]>`; here it is an `Observable<[Element]>` of one array.
    @usableFromInline
    func toArray() -> Observable<[Element]> {
        reducing(into: [], accumulator: { $0.append($1) }, mapResult: { $0 })
    }

    /// The engine of `reduce` and `toArray`, with an accumulator updated in place.
    func reducing<Accumulate, Result>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        Producer<ReduceSink<Element, Accumulate, Result>>(source: self, parameters: .init(seed: seed, accumulator: accumulator, mapResult: mapResult))
    }
}

final class ReduceSink<Element, Accumulate, Result>: AccumulatingSink<Element, Accumulate, Result>, ProducerSink,
    @unchecked Sendable {
    private let mapResult: (Accumulate) throws -> Result

    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let seed: Accumulate
        let accumulator: (inout Accumulate, Element) throws -> Void
        let mapResult: (Accumulate) throws -> Result
    }

    init(parameters: Parameters, downstream: ObserverNode<Result>) {
        mapResult = parameters.mapResult
        super.init(seed: parameters.seed, accumulator: parameters.accumulator, downstream: downstream)
    }

    override func onNext(_ element: Element) {
        accumulate(element)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        let result: Result
        do {
            result = try mapResult(accumulation)
        } catch {
            return forwardError(error)
        }
        forwardNext(result)
        forwardCompleted()
    }
}
