// The filtering operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Filtering/ without a call to `asObservable()`.

extension ObservableType {
    /// The elements `predicate` accepts.
    /// `numbers.filter { $0 > 0 }`
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        operatorSource().filter(predicate)
    }

    /// The first `count` elements, then completion.
    /// `numbers.take(3)`
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        operatorSource().take(count)
    }

    /// Everything after the first `count` elements.
    /// `numbers.skip(1)`
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        operatorSource().skip(count)
    }

    /// The last `count` elements, at completion.
    /// `numbers.takeLast(2)`
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        operatorSource().takeLast(count)
    }

    /// The element at `index`, then completion.
    /// `numbers.element(at: 2)`
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        operatorSource().element(at: index)
    }

    /// The only element; fails on none or more.
    /// `answers.single()`
    @inlinable
    public func single() -> Observable<Element> {
        operatorSource().single()
    }

    /// The only element `predicate` accepts.
    /// `users.single { $0.isAdmin }`
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        operatorSource().single(predicate)
    }

    /// No elements, only the terminal event.
    /// `saves.ignoreElements()`
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        operatorSource().ignoreElements()
    }

    /// The latest element at each tick of `sampler`.
    /// `positions.sample(ticks)`
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        operatorSource().sample(sampler.operatorSource(), defaultValue: defaultValue)
    }

    /// The elements until `other` emits.
    /// `ticks.take(until: stop)`
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        operatorSource().take(until: other.operatorSource())
    }

    /// The elements after `other` emitted.
    /// `ticks.skip(until: start)`
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        operatorSource().skip(until: other.operatorSource())
    }

    /// The elements while `predicate` holds.
    /// `numbers.take(while: { $0 < 10 })`
    @inlinable
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        operatorSource().take(while: predicate, behavior: behavior)
    }

    /// The elements until `predicate` holds.
    /// `numbers.take(until: { $0 == 0 })`
    @inlinable
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        operatorSource().take(until: predicate, behavior: behavior)
    }

    /// The elements from the first one `predicate` rejects.
    /// `numbers.skip(while: { $0 < 0 })`
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        operatorSource().skip(while: predicate)
    }

    /// The elements that differ from the previous one by `comparer`. `values.distinctUntilChanged { $0 == $1 }`
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        operatorSource().distinctUntilChanged(comparer)
    }

    /// The elements whose key differs from the previous one's. `users.distinctUntilChanged { $0.id }`
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        operatorSource().distinctUntilChanged(keySelector)
    }

    /// The elements whose key differs from the previous one's by `comparer`
    ///.
    /// `users.distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })`
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        operatorSource().distinctUntilChanged(keySelector, comparer: comparer)
    }

    /// The elements whose property at `keyPath` changed. `users.distinctUntilChanged(at: \.id)`
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        operatorSource().distinctUntilChanged(at: keyPath)
    }
}

extension ObservableType where Element: Equatable {
    /// The elements that differ from the previous one. `values.distinctUntilChanged()`
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        operatorSource().distinctUntilChanged()
    }
}
