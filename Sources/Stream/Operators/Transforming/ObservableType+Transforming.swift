// The transforming operators on any `ObservableType`, in RxSwift's
// signatures. Each forwards to `Observable`'s own (Transforming/), which an
// `Observable` receiver calls directly: these are disfavored overloads, so
// they never stand between an `Observable` and its fast path.

extension ObservableType {
    /// Transforms each element (see `Observable.map(_:)`); a throwing
    /// transform fails the stream. `source.map { $0 * 2 }`
    @_disfavoredOverload
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        asObservable().map(transform)
    }

    /// Transforms each element and drops the `nil`s (see `Observable.compactMap(_:)`).
    /// `strings.compactMap { Int($0) }`
    @_disfavoredOverload
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        asObservable().compactMap(transform)
    }

    /// Subscribes to the stream `selector` makes of each element and merges
    /// them all (see `Observable.flatMap(_:)`); any `ObservableConvertibleType`
    /// will do, traits included. `ids.flatMap { api.user($0) }`
    @_disfavoredOverload
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().flatMap { try selector($0).asObservable() }
    }

    /// Like `flatMap`, one inner stream at a time, in order (see
    /// `Observable.concatMap(_:)`). `ids.concatMap { api.user($0) }`
    @_disfavoredOverload
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().concatMap { try selector($0).asObservable() }
    }

    /// Like `flatMap`, keeping only the latest inner stream (see
    /// `Observable.flatMapLatest(_:)`). `queries.flatMapLatest { search($0) }`
    @_disfavoredOverload
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().flatMapLatest { try selector($0).asObservable() }
    }

    /// Like `flatMap`, ignoring elements while an inner stream runs (see
    /// `Observable.flatMapFirst(_:)`). `taps.flatMapFirst { refresh() }`
    @_disfavoredOverload
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().flatMapFirst { try selector($0).asObservable() }
    }

    /// Each accumulation, starting from `seed` (see `Observable.scan(_:accumulator:)`).
    /// `numbers.scan(0, accumulator: +)`
    @_disfavoredOverload
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        asObservable().scan(seed, accumulator: accumulator)
    }

    /// Each accumulation, updated in place (see `Observable.scan(into:accumulator:)`).
    /// `numbers.scan(into: []) { $0.append($1) }`
    @_disfavoredOverload
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        asObservable().scan(into: seed, accumulator: accumulator)
    }

    /// The final accumulation, at completion (see `Observable.reduce(_:accumulator:)`).
    /// `numbers.reduce(0, accumulator: +)`
    @_disfavoredOverload
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        asObservable().reduce(seed, accumulator: accumulator)
    }

    /// The final accumulation mapped by `mapResult` (see
    /// `Observable.reduce(_:accumulator:mapResult:)`).
    /// `numbers.reduce(0, accumulator: +, mapResult: String.init)`
    @_disfavoredOverload
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        asObservable().reduce(seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Every element in one array, at completion (see `Observable.toArray()`).
    /// `numbers.toArray()`
    @_disfavoredOverload
    public func toArray() -> Observable<[Element]> {
        asObservable().toArray()
    }

    /// Each element with its index (see `Observable.enumerated()`).
    /// `names.enumerated()`
    @_disfavoredOverload
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        asObservable().enumerated()
    }

    /// Every event as an element, then completion (see `Observable.materialize()`).
    /// `requests.materialize()`
    @_disfavoredOverload
    public func materialize() -> Observable<Event<Element>> {
        asObservable().materialize()
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns events back into a stream (see `Observable.dematerialize()`):
    /// for elements of any `EventConvertible` type. `events.dematerialize()`
    @_disfavoredOverload
    public func dematerialize() -> Observable<Element.Element> {
        asObservable().map(\.event).dematerialize()
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner streams, at most `maxConcurrent` subscribed at once
    /// (see `Observable.merge(maxConcurrent:)`). `streams.merge(maxConcurrent: 2)`
    @_disfavoredOverload
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent)
    }

    /// Merges the inner streams (see `Observable.merge(maxConcurrent:)`).
    /// `streams.merge()`
    @_disfavoredOverload
    public func merge() -> Observable<Element.Element> {
        asObservable().map { $0.asObservable() }.merge()
    }
}
