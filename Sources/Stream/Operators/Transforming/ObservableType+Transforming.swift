// The transforming operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Transforming/ without a call to `asObservable()`.

extension ObservableType {
    /// Transforms each element; a throwing
    /// transform fails the stream. `source.map { $0 * 2 }`
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        operatorSource().map(transform)
    }

    /// Transforms each element and drops the `nil`s.
    /// `strings.compactMap { Int($0) }`
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        operatorSource().compactMap(transform)
    }

    /// Subscribes to the stream `selector` makes of each element and merges
    /// them all; any `ObservableConvertibleType`
    /// will do, traits included. `ids.flatMap { api.user($0) }`
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        operatorSource().flatMap { try selector($0).operatorSource() }
    }

    /// Like `flatMap`, one inner stream at a time, in order. `ids.concatMap { api.user($0) }`
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        operatorSource().concatMap { try selector($0).operatorSource() }
    }

    /// Like `flatMap`, keeping only the latest inner stream. `queries.flatMapLatest { search($0) }`
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        operatorSource().flatMapLatest { try selector($0).operatorSource() }
    }

    /// Like `flatMap`, ignoring elements while an inner stream runs. `taps.flatMapFirst { refresh() }`
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        operatorSource().flatMapFirst { try selector($0).operatorSource() }
    }

    /// Each accumulation, starting from `seed`.
    /// `numbers.scan(0, accumulator: +)`
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        operatorSource().scan(seed, accumulator: accumulator)
    }

    /// Each accumulation, updated in place.
    /// `numbers.scan(into: []) { $0.append($1) }`
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        operatorSource().scan(into: seed, accumulator: accumulator)
    }

    /// The final accumulation, at completion.
    /// `numbers.reduce(0, accumulator: +)`
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        operatorSource().reduce(seed, accumulator: accumulator)
    }

    /// The final accumulation mapped by `mapResult`.
    /// `numbers.reduce(0, accumulator: +, mapResult: String.init)`
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        operatorSource().reduce(seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Every element in one array, at completion.
    /// `numbers.toArray()`
    @inlinable
    public func toArray() -> Observable<[Element]> {
        operatorSource().toArray()
    }

    /// Each element with its index.
    /// `names.enumerated()`
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        operatorSource().enumerated()
    }

    /// Every event as an element, then completion.
    /// `requests.materialize()`
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        operatorSource().materialize()
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns events back into a stream, for elements of any `EventConvertible`
    /// type: a `.next(x)` element is emitted as `x`, an `.error(e)` element
    /// fails the stream, a `.completed` element completes it. `events.dematerialize()`
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        operatorSource().dematerialize()
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner streams, at most `maxConcurrent` subscribed at once
    ///. `streams.merge(maxConcurrent: 2)`
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        operatorSource().merge(maxConcurrent: maxConcurrent)
    }

    /// Merges the inner streams.
    /// `streams.merge()`
    @inlinable
    public func merge() -> Observable<Element.Element> {
        operatorSource().merge(maxConcurrent: .max)
    }
}
