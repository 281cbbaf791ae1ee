// The combining operators, each declared once, on `ObservableType`, in
// RxSwift's signatures: they apply to any conforming type, `Observable`
// included. Each builds on `operatorSource()`, which is the receiver itself
// for an `Observable`, so an `Observable` chain reaches the internal
// implementation in Combining/ without a call to `asObservable()`.

extension ObservableType {
    /// `elements` first, then the source.
    /// `updates.startWith(initial)`
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        operatorSource().startWith(contentsOf: elements)
    }

    /// Whichever of the two emits first, alone.
    /// `primary.amb(mirror)`
    @inlinable
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        operatorSource().amb(right.operatorSource())
    }

    /// The source, then `second` once it completed.
    /// `cached.concat(fresh)`
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        operatorSource().concat(second.operatorSource())
    }

    /// Each element combined with the latest of `second`.
    /// `taps.withLatestFrom(text) { _, text in text }`
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        operatorSource().withLatestFrom(second.operatorSource(), resultSelector: resultSelector)
    }

    /// The latest element of `second` at each element.
    /// `taps.withLatestFrom(text)`
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        operatorSource().withLatestFrom(second.operatorSource())
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of the latest inner stream.
    /// `searches.switchLatest()`
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        operatorSource().switchLatest()
    }

    /// The inner streams one after the other.
    /// `pages.concat()`
    @inlinable
    public func concat() -> Observable<Element.Element> {
        operatorSource().concat()
    }
}

// The static combining operators, as RxSwift declares them on
// `ObservableType`: sources of any `ObservableType`. They forward to
// `Observable`'s own (Zip.swift, CombineLatest.swift, Merge.swift,
// Concat.swift, Amb.swift), which `Observable.zip(a, b)` calls directly.
extension ObservableType {
    /// Pairs the sources' elements by index, through `resultSelector` (see
    /// `Observable.zip(_:_:resultSelector:)`). `Observable.zip(names, ages) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    }

    /// Pairs the sources' elements by index, through `resultSelector` (see
    /// `Observable.zip(_:_:resultSelector:)`). `Observable.zip(names, ages) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector)
    }

    /// Pairs the sources' elements by index, through `resultSelector` (see
    /// `Observable.zip(_:_:resultSelector:)`). `Observable.zip(names, ages) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector)
    }

    /// Pairs the sources' elements by index of a collection of sources, through `resultSelector`
    /// (see `Observable.zip(_:resultSelector:)`). `Observable.zip(sources) { $0.count }`
    @_disfavoredOverload
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Pairs the sources' elements by index of a collection of sources, as arrays (see
    /// `Observable.zip(_:)`). `Observable<Int>.zip(sources)`
    @_disfavoredOverload
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable.zip(collection.map { $0.asObservable() }, resultSelector: { $0 })
    }

    /// Combines the latest element of every source, once each emitted, through `resultSelector` (see
    /// `Observable.combineLatest(_:_:resultSelector:)`). `Observable.combineLatest(name, age) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    }

    /// Combines the latest element of every source, once each emitted, through `resultSelector` (see
    /// `Observable.combineLatest(_:_:resultSelector:)`). `Observable.combineLatest(name, age) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector)
    }

    /// Combines the latest element of every source, once each emitted, through `resultSelector` (see
    /// `Observable.combineLatest(_:_:resultSelector:)`). `Observable.combineLatest(name, age) { "\($0): \($1)" }`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector)
    }

    /// Combines the latest element of every source, once each emitted of a collection of sources,
    /// through `resultSelector`
    /// (see `Observable.combineLatest(_:resultSelector:)`). `Observable.combineLatest(sources) { $0.count }`
    @_disfavoredOverload
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest element of every source, once each emitted of a collection of sources, as arrays (see
    /// `Observable.combineLatest(_:)`). `Observable<Int>.combineLatest(sources)`
    @_disfavoredOverload
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: { $0 })
    }

    /// The elements of every source, merged (see `Observable.merge(_:)`).
    /// `Observable.merge(taps, swipes)`
    @_disfavoredOverload
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.merge(sources)
    }

    /// The elements of every source in `sources`, merged (see `Observable.merge(_:)`).
    /// `Observable.merge([taps, swipes])`
    @_disfavoredOverload
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Observable.merge(sources)
    }

    /// Each source after the previous completed (see `Observable.concat(_:)`).
    /// `Observable.concat(cached, fresh)`
    @_disfavoredOverload
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.concat(sources)
    }

    /// Each source of `sequence` after the previous completed (see `Observable.concat(_:)`).
    /// `Observable.concat([cached, fresh])`
    @_disfavoredOverload
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable.concat(Array(sequence))
    }

    /// Whichever source of `sequence` emits first, alone (see `Observable.amb(_:)`).
    /// `Observable.amb([primary, mirror])`
    @_disfavoredOverload
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable.amb(sequence)
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' elements by index, as tuples (see `Observable.zip(_:_:)`).
    /// `Observable.zip(names, ages)`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1.asObservable(), source2.asObservable()) { ($0, $1) }
    }

    /// Pairs the sources' elements by index, as tuples (see `Observable.zip(_:_:)`).
    /// `Observable.zip(names, ages)`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()) { ($0, $1, $2) }
    }

    /// Pairs the sources' elements by index, as tuples (see `Observable.zip(_:_:)`).
    /// `Observable.zip(names, ages)`
    @_disfavoredOverload
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
        ) { ($0, $1, $2, $3) }
    }

    /// Combines the latest element of every source, once each emitted, as tuples (see
    /// `Observable.combineLatest(_:_:)`).
    /// `Observable.combineLatest(names, ages)`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) }
    }

    /// Combines the latest element of every source, once each emitted, as tuples (see
    /// `Observable.combineLatest(_:_:)`).
    /// `Observable.combineLatest(names, ages)`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable()) { ($0, $1, $2) }
    }

    /// Combines the latest element of every source, once each emitted, as tuples (see
    /// `Observable.combineLatest(_:_:)`).
    /// `Observable.combineLatest(names, ages)`
    @_disfavoredOverload
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
        ) { ($0, $1, $2, $3) }
    }
}
