extension Observable {
    /// Emits `resultSelector` of the latest element of each source whenever
    /// either emits, once both have emitted.
    ///
    /// Completes when both sources completed (or, as in RxSwift, when one
    /// emits while the other already completed without an element); fails
    /// with the first error, or the error `resultSelector` throws.
    public static func combineLatest<A, B>(
        _ a: Observable<A>, _ b: Observable<B>,
        resultSelector: @escaping (A, B) throws -> Element
    ) -> Observable<Element> {
        combining(.combineLatest, a, b, resultSelector)
    }

    /// The latest elements of `a` and `b`, as tuples.
    public static func combineLatest<A, B>(_ a: Observable<A>, _ b: Observable<B>) -> Observable<Element>
    where Element == (A, B) {
        combining(.combineLatest, a, b) { ($0, $1) }
    }

    /// The latest elements of three sources combined (see `combineLatest(_:_:resultSelector:)`).
    public static func combineLatest<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        combining(.combineLatest, a, b, c, resultSelector)
    }

    /// The latest elements of three sources, as tuples.
    public static func combineLatest<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>
    ) -> Observable<Element> where Element == (A, B, C) {
        combining(.combineLatest, a, b, c) { ($0, $1, $2) }
    }

    /// The latest elements of four sources combined (see `combineLatest(_:_:resultSelector:)`).
    public static func combineLatest<A, B, C, D>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        resultSelector: @escaping (A, B, C, D) throws -> Element
    ) -> Observable<Element> {
        combining(.combineLatest, a, b, c, d, resultSelector)
    }

    /// The latest elements of four sources, as tuples.
    public static func combineLatest<A, B, C, D>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>
    ) -> Observable<Element> where Element == (A, B, C, D) {
        combining(.combineLatest, a, b, c, d) { ($0, $1, $2, $3) }
    }

    /// The latest elements of any number of sources of one type, as arrays in
    /// the order of `sources`. With no sources it emits `resultSelector([])`
    /// on subscription and completes, as RxSwift 6.9 does (a throwing
    /// selector fails instead).
    public static func combineLatest<Value>(
        _ sources: [Observable<Value>],
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        combining(.combineLatest, sources, resultSelector)
    }

    /// The latest elements of any number of sources of one type, as arrays.
    public static func combineLatest<Value>(_ sources: [Observable<Value>]) -> Observable<Element>
    where Element == [Value] {
        combining(.combineLatest, sources) { $0 }
    }
}

/// Keeps each upstream's latest element and emits a combination on every
/// element once all have one. Runs serialized (see `MultiSourceSink`): no lock.
final class CombineLatestSink<Value, Output>: MultiSourceSink<Value, Output>, ProducerSink, @unchecked Sendable {
    private let combine: CombineValues<Value, Output>
    private var latest: [Value?]
    private var withValue = 0
    private var isDone: [Bool]
    private var doneCount = 0

    init(parameters: CombiningParameters<Value, Output>, downstream: ObserverNode<Output>) {
        let sourceCount = parameters.sourceCount, combine = parameters.combine
        self.combine = combine
        latest = Array(repeating: nil, count: sourceCount)
        isDone = Array(repeating: false, count: sourceCount)
        super.init(downstream: downstream)
    }

    override func handleNext(_ value: Value, at index: Int) {
        if latest[index] == nil { withValue += 1 }
        latest[index] = value
        guard withValue == latest.count else {
            // As RxSwift: if every other source already ended, one of them
            // without a value, no combination can ever form.
            if doneCount == isDone.count - 1, !isDone[index] { forwardCompleted() }
            return
        }
        do {
            // Every slot holds a value here.
            forwardNext(try combine { latest[$0]! })
        } catch {
            forwardError(error)
        }
    }

    override func handleCompleted(at index: Int) {
        guard !isDone[index] else { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count { forwardCompleted() }
    }
}
