extension SharedSequenceConvertibleType {
    /// Each element transformed by `selector`, shared as this sequence is.
    ///
    ///     let label = count.map { "\($0) items" }
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// The non-`nil` results of `selector`.
    ///
    ///     let numbers = texts.compactMap { Int($0) }
    public func compactMap<Result>(
        _ selector: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// The elements for which `predicate` is `true`.
    ///
    ///     let evens = numbers.filter { $0 % 2 == 0 }
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// The elements of the sequence `selector` makes of the latest element,
    /// the previous one's subscription disposed.
    ///
    ///     let results = query.flatMapLatest { search($0) }
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// The elements of the sequence `selector` makes of an element, while
    /// none made earlier is still running (elements meanwhile are dropped).
    ///
    ///     let saves = taps.flatMapFirst { _ in save() }
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// The elements of every sequence `selector` makes, merged.
    ///
    ///     let details = ids.flatMap { loadDetail($0) }
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Each accumulated value, starting from `seed`.
    ///
    ///     let total = amounts.scan(0, accumulator: +)
    public func scan<A>(
        _ seed: A, accumulator: @escaping (A, Element) -> A
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then this sequence's elements.
    ///
    ///     let state = updates.startWith(.idle)
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// This sequence without its first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Runs side effects, leaving the elements unchanged (see
    /// `Observable.do`); no error closures, as the sequence never fails.
    ///
    ///     let logged = state.do(onNext: { print($0) })
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// The elements that differ from the one before them.
    ///
    ///     let distinct = text.distinctUntilChanged()
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// The elements whose key differs from the one before them.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// The elements `comparer` finds different from the one before them.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// The elements whose key `comparer` finds different from the one before.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}
