extension Observable {
    /// Pairs the elements of `a` and `b` by position: the first of each, then
    /// the second of each, ..., combined by `resultSelector`.
    ///
    /// Completes as soon as one source completed with no element left waiting
    /// for a partner (no further pair can form); fails with the first error,
    /// or the error `resultSelector` throws.
    public static func zip<A, B>(
        _ a: Observable<A>, _ b: Observable<B>,
        resultSelector: @escaping (A, B) throws -> Element
    ) -> Observable<Element> {
        ZipObservable(sources: [a.map(OneOf2.first), b.map(OneOf2.second)]) { value in
            try resultSelector(value(0).first, value(1).second)
        }
    }

    /// Pairs the elements of `a` and `b` by position, as tuples.
    public static func zip<A, B>(_ a: Observable<A>, _ b: Observable<B>) -> Observable<Element>
    where Element == (A, B) {
        zip(a, b) { ($0, $1) }
    }

    /// Combines the elements of three sources by position (see `zip(_:_:resultSelector:)`).
    public static func zip<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        ZipObservable(sources: [a.map(OneOf3.first), b.map(OneOf3.second), c.map(OneOf3.third)]) { value in
            try resultSelector(value(0).first, value(1).second, value(2).third)
        }
    }

    /// Combines the elements of three sources by position, as tuples.
    public static func zip<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>
    ) -> Observable<Element> where Element == (A, B, C) {
        zip(a, b, c) { ($0, $1, $2) }
    }

    /// Combines the elements of any number of sources of one type by position,
    /// as arrays in the order of `sources`. With no sources it completes at once.
    public static func zip<Value>(
        _ sources: [Observable<Value>],
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        ZipObservable(sources: sources) { value in
            try resultSelector(sources.indices.map(value))
        }
    }

    /// Combines the elements of any number of sources of one type by position, as arrays.
    public static func zip<Value>(_ sources: [Observable<Value>]) -> Observable<Element>
    where Element == [Value] {
        zip(sources) { $0 }
    }
}

final class ZipObservable<Value, Output>: Observable<Output> {
    private let sources: [Observable<Value>]
    private let combine: ZipSink<Value, Output>.Combine

    init(sources: [Observable<Value>], combine: @escaping ZipSink<Value, Output>.Combine) {
        self.sources = sources
        self.combine = combine
    }

    override func run(_ observer: ObserverNode<Output>) -> any Disposable {
        guard !sources.isEmpty else { return EmptyObservable().run(observer) }
        let sink = ZipSink(sourceCount: sources.count, combine: combine, downstream: observer)
        sink.subscribe(sources)
        return sink
    }
}

/// Buffers each upstream's elements and emits a combination whenever every
/// buffer holds one. Runs serialized (see `MultiSourceSink`): no lock.
final class ZipSink<Value, Output>: MultiSourceSink<Value, Output>, @unchecked Sendable {
    /// Builds a result from the value at each upstream index.
    typealias Combine = (_ valueAt: (Int) -> Value) throws -> Output

    private let combine: Combine
    private var buffers: [FifoBuffer<Value>]
    private var isDone: [Bool]

    init(sourceCount: Int, combine: @escaping Combine, downstream: ObserverNode<Output>) {
        self.combine = combine
        buffers = Array(repeating: FifoBuffer(), count: sourceCount)
        isDone = Array(repeating: false, count: sourceCount)
        super.init(downstream: downstream)
    }

    override func handle(_ event: SourceEvent) {
        switch event {
        case .next(let index, let value):
            buffers[index].append(value)
            if buffers.allSatisfy({ !$0.isEmpty }) {
                let result: Output
                do {
                    // Every buffer is non-empty here.
                    result = try combine { buffers[$0].first! }
                } catch {
                    forwardError(error)
                    return
                }
                for index in buffers.indices { _ = buffers[index].popFirst() }
                forwardNext(result)
            }
            completeIfExhausted()
        case .error(let error):
            forwardError(error)
        case .completed(let index):
            isDone[index] = true
            completeIfExhausted()
        }
    }

    /// A finished upstream with nothing buffered means no combination can form again.
    private func completeIfExhausted() {
        for index in buffers.indices where isDone[index] && buffers[index].isEmpty {
            forwardCompleted()
            return
        }
    }
}
