// The filtering operators on any `ObservableType`, in RxSwift's signatures.
// Each forwards to `Observable`'s own (Filtering/), which an `Observable`
// receiver calls directly: these are disfavored overloads.

extension ObservableType {
    /// The elements `predicate` accepts (see `Observable.filter(_:)`).
    /// `numbers.filter { $0 > 0 }`
    @_disfavoredOverload
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().filter(predicate)
    }

    /// The first `count` elements, then completion (see `Observable.take(_:)`).
    /// `numbers.take(3)`
    @_disfavoredOverload
    public func take(_ count: Int) -> Observable<Element> {
        asObservable().take(count)
    }

    /// Everything after the first `count` elements (see `Observable.skip(_:)`).
    /// `numbers.skip(1)`
    @_disfavoredOverload
    public func skip(_ count: Int) -> Observable<Element> {
        asObservable().skip(count)
    }

    /// The last `count` elements, at completion (see `Observable.takeLast(_:)`).
    /// `numbers.takeLast(2)`
    @_disfavoredOverload
    public func takeLast(_ count: Int) -> Observable<Element> {
        asObservable().takeLast(count)
    }

    /// The element at `index`, then completion (see `Observable.element(at:)`).
    /// `numbers.element(at: 2)`
    @_disfavoredOverload
    public func element(at index: Int) -> Observable<Element> {
        asObservable().element(at: index)
    }

    /// The only element; fails on none or more (see `Observable.single()`).
    /// `answers.single()`
    @_disfavoredOverload
    public func single() -> Observable<Element> {
        asObservable().single()
    }

    /// The only element `predicate` accepts (see `Observable.single(_:)`).
    /// `users.single { $0.isAdmin }`
    @_disfavoredOverload
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().single(predicate)
    }

    /// No elements, only the terminal event (see `Observable.ignoreElements()`).
    /// `saves.ignoreElements()`
    @_disfavoredOverload
    public func ignoreElements() -> Observable<Never> {
        asObservable().ignoreElements()
    }

    /// The latest element at each tick of `sampler` (see `Observable.sample(_:defaultValue:)`).
    /// `positions.sample(ticks)`
    @_disfavoredOverload
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        asObservable().sample(sampler.asObservable(), defaultValue: defaultValue)
    }

    /// The elements until `other` emits (see `Observable.take(until:)`).
    /// `ticks.take(until: stop)`
    @_disfavoredOverload
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        asObservable().take(until: other.asObservable())
    }

    /// The elements after `other` emitted (see `Observable.skip(until:)`).
    /// `ticks.skip(until: start)`
    @_disfavoredOverload
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        asObservable().skip(until: other.asObservable())
    }

    /// The elements while `predicate` holds (see `Observable.take(while:behavior:)`).
    /// `numbers.take(while: { $0 < 10 })`
    @_disfavoredOverload
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        asObservable().take(while: predicate, behavior: behavior)
    }

    /// The elements until `predicate` holds (see `Observable.take(until:behavior:)`).
    /// `numbers.take(until: { $0 == 0 })`
    @_disfavoredOverload
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        asObservable().take(until: predicate, behavior: behavior)
    }

    /// The elements from the first one `predicate` rejects (see `Observable.skip(while:)`).
    /// `numbers.skip(while: { $0 < 0 })`
    @_disfavoredOverload
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().skip(while: predicate)
    }

    /// The elements that differ from the previous one by `comparer` (see
    /// `Observable.distinctUntilChanged(_:)`). `values.distinctUntilChanged { $0 == $1 }`
    @_disfavoredOverload
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        asObservable().distinctUntilChanged(comparer)
    }

    /// The elements whose key differs from the previous one's (see
    /// `Observable.distinctUntilChanged(_:)`). `users.distinctUntilChanged { $0.id }`
    @_disfavoredOverload
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        asObservable().distinctUntilChanged(keySelector)
    }

    /// The elements whose key differs from the previous one's by `comparer`
    /// (see `Observable.distinctUntilChanged(_:comparer:)`).
    /// `users.distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })`
    @_disfavoredOverload
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        asObservable().distinctUntilChanged(keySelector, comparer: comparer)
    }

    /// The elements whose property at `keyPath` changed (see
    /// `Observable.distinctUntilChanged(at:)`). `users.distinctUntilChanged(at: \.id)`
    @_disfavoredOverload
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        asObservable().distinctUntilChanged(at: keyPath)
    }
}

extension ObservableType where Element: Equatable {
    /// The elements that differ from the previous one (see
    /// `Observable.distinctUntilChanged()`). `values.distinctUntilChanged()`
    @_disfavoredOverload
    public func distinctUntilChanged() -> Observable<Element> {
        asObservable().distinctUntilChanged()
    }
}
