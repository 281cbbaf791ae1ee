// `combineLatest` of two to eight `Infallible`s and of a collection of them,
// as RxSwift's Infallible+CombineLatest: `Observable`'s, kept infallible.

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2) { $0 + $1 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2)  // (latest1, latest2)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible.combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3) { $0 + $1 + $2 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3)  // (latest1, latest2, latest3)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4) { $0 + $1 + $2 + $3 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4)  // (latest1, latest2, latest3, latest4)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5) { $0 + $1 + $2 + $3 + $4 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5)  // (latest1, latest2, latest3, latest4, latest5)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6)  // (latest1, latest2, latest3, latest4, latest5, latest6)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6, s7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6, s7)  // (latest1, latest2, latest3, latest4, latest5, latest6, latest7)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7, resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

extension Infallible {
    /// Combines the latest element of every source, through `resultSelector`,
    /// each time one emits once all have emitted; completes when every source
    /// completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6, s7, s8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of every source, as tuples, each time one emits
    /// once all have emitted; completes when every source completed.
    ///
    /// ```swift
    /// Infallible.combineLatest(s1, s2, s3, s4, s5, s6, s7, s8)  // (latest1, latest2, latest3, latest4, latest5, latest6, latest7, latest8)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}

extension InfallibleType {
    /// Combines the latest element of every `Infallible` in `collection`,
    /// through `resultSelector`, as an array in the collection's order.
    ///
    /// ```swift
    /// Infallible.combineLatest([a, b, c]) { $0.reduce(0, +) }
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest element of every `Infallible` in `collection`, as arrays in
    /// the collection's order.
    ///
    /// ```swift
    /// Infallible.combineLatest([a, b, c])  // [latestA, latestB, latestC]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
