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
        combining(.zip, a, b, resultSelector)
    }

    /// Pairs the elements of `a` and `b` by position, as tuples.
    public static func zip<A, B>(_ a: Observable<A>, _ b: Observable<B>) -> Observable<Element>
    where Element == (A, B) {
        combining(.zip, a, b) { ($0, $1) }
    }

    /// Combines the elements of three sources by position (see `zip(_:_:resultSelector:)`).
    public static func zip<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>,
        resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, a, b, c, resultSelector)
    }

    /// Combines the elements of three sources by position, as tuples.
    public static func zip<A, B, C>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>
    ) -> Observable<Element> where Element == (A, B, C) {
        combining(.zip, a, b, c) { ($0, $1, $2) }
    }

    /// Combines the elements of four sources by position (see `zip(_:_:resultSelector:)`).
    public static func zip<A, B, C, D>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>,
        resultSelector: @escaping (A, B, C, D) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, a, b, c, d, resultSelector)
    }

    /// Combines the elements of four sources by position, as tuples.
    public static func zip<A, B, C, D>(
        _ a: Observable<A>, _ b: Observable<B>, _ c: Observable<C>, _ d: Observable<D>
    ) -> Observable<Element> where Element == (A, B, C, D) {
        combining(.zip, a, b, c, d) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of any number of sources of one type by position,
    /// as arrays in the order of `sources`. With no sources it completes at
    /// once, without an element (as RxSwift 6.9).
    public static func zip<Value>(
        _ sources: [Observable<Value>],
        resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        combining(.zip, sources, resultSelector)
    }

    /// Combines the elements of any number of sources of one type by position, as arrays.
    public static func zip<Value>(_ sources: [Observable<Value>]) -> Observable<Element>
    where Element == [Value] {
        combining(.zip, sources) { $0 }
    }
}

/// Buffers each upstream's elements and emits a combination whenever every
/// buffer holds one. Runs serialized (see `MultiSourceSink`): no lock.
final class ZipSink<Value, Output>: MultiSourceSink<Value, Output>, ProducerSink, @unchecked Sendable {
    private let combine: CombineValues<Value, Output>
    private let sourceCount: Int
    private var buffers: [FifoBuffer<Value>]
    /// How many buffers hold at least one element (a combination forms when all do).
    private var filled = 0
    private var isDone: [Bool]
    private var anyDone = false

    init(parameters: CombiningParameters<Value, Output>, downstream: ObserverNode<Output>) {
        let sourceCount = parameters.sourceCount, combine = parameters.combine
        self.combine = combine
        self.sourceCount = sourceCount
        buffers = Array(repeating: FifoBuffer(), count: sourceCount)
        isDone = Array(repeating: false, count: sourceCount)
        super.init(downstream: downstream)
    }

    override func handleNext(_ value: Value, at index: Int) {
        if buffers[index].isEmpty { filled += 1 }
        buffers[index].append(value)
        guard filled == sourceCount else { return }
        let result: Output
        do {
            // Every buffer is non-empty here.
            result = try combine { buffers[$0].first! }
        } catch {
            forwardError(error)
            return
        }
        for index in 0..<sourceCount {
            _ = buffers[index].popFirst()
            if buffers[index].isEmpty { filled -= 1 }
        }
        forwardNext(result)
        if anyDone { completeIfExhausted() }
    }

    override func handleCompleted(at index: Int) {
        isDone[index] = true
        anyDone = true
        completeIfExhausted()
    }

    /// A finished upstream with nothing buffered means no combination can form again.
    private func completeIfExhausted() {
        for index in 0..<sourceCount where isDone[index] && buffers[index].isEmpty {
            forwardCompleted()
            return
        }
    }
}
