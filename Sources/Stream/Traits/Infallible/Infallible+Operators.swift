// `Infallible`'s element operators, as RxSwift's: the `Observable` operator
// of the same name, kept infallible. As in RxSwift, a closure marked `throws`
// may still throw: that error reaches the subscriber (see
// `subscribe(_:)`), so such closures should not.
extension InfallibleType {
    /// Each element transformed by `transform`.
    ///
    /// ```swift
    /// counts.map { $0 * 2 }  // 1, 2 -> 2, 4
    /// ```
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Each element transformed by `transform`, the `nil`s left out.
    ///
    /// ```swift
    /// texts.compactMap { Int($0) }  // "1", "x", "2" -> 1, 2
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// The elements `predicate` accepts.
    ///
    /// ```swift
    /// counts.filter { $0 > 1 }  // 1, 2 -> 2
    /// ```
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each accumulation of the elements, starting from `seed`.
    ///
    /// ```swift
    /// counts.scan(0, accumulator: +)  // 1, 2, 3 -> 1, 3, 6
    /// ```
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Each accumulation of the elements, updated in place from `seed`.
    ///
    /// ```swift
    /// counts.scan(into: []) { $0.append($1) }  // 1, 2 -> [1], [1, 2]
    /// ```
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// One subscription to this stream, shared by every subscriber; the last
    /// `replay` elements replayed to each newcomer (see
    /// `ObservableType.share(replay:scope:)`).
    ///
    /// ```swift
    /// let shared = names.share(replay: 1)
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}

// The `flatMap` family. As in RxSwift, `selector` may return any stream: an
// inner error would reach the subscriber, so return an `Infallible` (or a
// caught stream).
extension InfallibleType {
    /// The elements of the stream `selector` makes of each element, merged;
    /// completes once this and every inner stream completed.
    ///
    /// ```swift
    /// ids.flatMap { id in details(id).asInfallible(onErrorJustReturn: .missing) }
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }

    /// The elements of the stream `selector` makes of the latest element; a
    /// new element disposes the previous inner stream.
    ///
    /// ```swift
    /// queries.flatMapLatest { search($0).asInfallible(onErrorJustReturn: []) }
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// The elements of the stream `selector` makes of an element; elements
    /// arriving while that stream runs are ignored.
    ///
    /// ```swift
    /// taps.flatMapFirst { _ in refresh().asInfallible(onErrorJustReturn: .stale) }
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// The elements of the streams `selector` makes of each element, one
    /// stream at a time, in order.
    ///
    /// ```swift
    /// ids.concatMap { id in details(id).asInfallible(onErrorJustReturn: .missing) }
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap { selector($0).asObservable() })
    }
}

extension InfallibleType where Element: Equatable {
    /// The elements that differ from the previous one.
    ///
    /// ```swift
    /// counts.distinctUntilChanged()  // 1, 1, 2, 1 -> 1, 2, 1
    /// ```
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// The elements whose key differs from the previous one's.
    ///
    /// ```swift
    /// users.distinctUntilChanged { $0.id }
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// The elements that `comparer` finds different from the previous one.
    ///
    /// ```swift
    /// names.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// The elements whose key `comparer` finds different from the previous
    /// one's.
    ///
    /// ```swift
    /// users.distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })
    /// ```
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// The elements whose property at `keyPath` changed.
    ///
    /// ```swift
    /// users.distinctUntilChanged(at: \.id)
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}

// `take` and `skip`.
extension InfallibleType {
    /// The elements until `other` emits; then the completion.
    ///
    /// ```swift
    /// ticks.take(until: stop)
    /// ```
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` emits; then the completion. An error of
    /// `other` reaches the subscriber, as in RxSwift.
    ///
    /// ```swift
    /// ticks.take(until: stopSubject)
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until `predicate` holds (that one too with `.inclusive`).
    ///
    /// ```swift
    /// counts.take(until: { $0 == 3 })  // 1, 2, 3, 4 -> 1, 2
    /// ```
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while `predicate` holds (the first other one too with
    /// `.inclusive`).
    ///
    /// ```swift
    /// counts.take(while: { $0 < 3 })  // 1, 2, 3, 4 -> 1, 2
    /// ```
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements, then the completion.
    ///
    /// ```swift
    /// counts.take(2)  // 1, 2, 3 -> 1, 2
    /// ```
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements from the first one `predicate` rejects.
    ///
    /// ```swift
    /// counts.skip(while: { $0 < 2 })  // 1, 2, 1 -> 2, 1
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements after `other` emitted.
    ///
    /// ```swift
    /// ticks.skip(until: start)
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
