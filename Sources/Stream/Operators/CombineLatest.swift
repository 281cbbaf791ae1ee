extension Observable {
    /// Emits `resultSelector` of the latest element of each source whenever
    /// either emits, once both have emitted.
    ///
    /// Completes when both sources completed; fails with the first error, or
    /// the error `resultSelector` throws.
    public static func combineLatest<A, B>(
        _ a: Observable<A>, _ b: Observable<B>,
        resultSelector: @escaping (A, B) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(sources: [a.map(OneOf2.first), b.map(OneOf2.second)]) { value in
            try resultSelector(value(0).first, value(1).second)
        }
    }

    /// The latest elements of `a` and `b`, as tuples.
    public static func combineLatest<A, B>(_ a: Observable<A>, _ b: Observable<B>) -> Observable<Element>
    where Element == (A, B) {
        combineLatest(a, b) { ($0, $1) }
    }

    /// The latest elements of three sources combined (see `combineLatest(_:_:resultSelector:)`).
    public static func combineLatest<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(sources: [a.map(OneOf3.first), b.map(OneOf3.second), c.map(OneOf3.third)]) { value in
            try resultSelector(value(0).first, value(1).second, value(2).third)
        }
    }

    /// The latest elements of three sources, as tuples.
    public static func combineLatest<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>
    ) -> Observable<Element> where Element == (A, B, C) {
        combineLatest(a, b, c) { ($0, $1, $2) }
    }

    /// The latest elements of any number of sources of one type, as arrays in
    /// the order of `sources`. With no sources it completes at once.
    public static func combineLatest<Value>(
        _ sources: [Observable<Value>],
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        CombineLatestObservable(sources: sources) { value in
            try resultSelector(sources.indices.map(value))
        }
    }

    /// The latest elements of any number of sources of one type, as arrays.
    public static func combineLatest<Value>(_ sources: [Observable<Value>]) -> Observable<Element>
    where Element == [Value] {
        combineLatest(sources) { $0 }
    }
}

final class CombineLatestObservable<Value, Output>: Observable<Output> {
    private let sources: [Observable<Value>]
    private let combine: CombineLatestSink<Value, Output>.Combine

    init(sources: [Observable<Value>], combine: @escaping CombineLatestSink<Value, Output>.Combine) {
        self.sources = sources
        self.combine = combine
    }

    override func run(_ observer: ObserverNode<Output>) -> any Disposable {
        guard !sources.isEmpty else { return EmptyObservable().run(observer) }
        let sink = CombineLatestSink(sourceCount: sources.count, combine: combine, downstream: observer)
        sink.subscribe(sources)
        return sink
    }
}

/// Keeps each upstream's latest element and emits a combination on every
/// element once all have one. Runs serialized (see `MultiSourceSink`): no lock.
final class CombineLatestSink<Value, Output>: MultiSourceSink<Value, Output>, @unchecked Sendable {
    /// Builds a result from the value at each upstream index.
    typealias Combine = (_ valueAt: (Int) -> Value) throws -> Output

    private let combine: Combine
    private var latest: [Value?]
    private var withValue = 0
    private var isDone: [Bool]
    private var doneCount = 0

    init(sourceCount: Int, combine: @escaping Combine, downstream: ObserverNode<Output>) {
        self.combine = combine
        latest = Array(repeating: nil, count: sourceCount)
        isDone = Array(repeating: false, count: sourceCount)
        super.init(downstream: downstream)
    }

    override func handle(_ event: SourceEvent) {
        switch event {
        case .next(let index, let value):
            if latest[index] == nil { withValue += 1 }
            latest[index] = value
            guard withValue == latest.count else { return }
            do {
                // Every slot holds a value here.
                forwardNext(try combine { latest[$0]! })
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed(let index):
            guard !isDone[index] else { return }
            isDone[index] = true
            doneCount += 1
            if doneCount == isDone.count { forwardCompleted() }
        }
    }
}
