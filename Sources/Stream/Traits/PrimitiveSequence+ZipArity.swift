// `zip` of fixed arity on `Single` and `Maybe`, as RxSwift's generated
// PrimitiveSequence+Zip+arity declares them: the selector form on the trait,
// the tuple form where `Element == Any` (so `Single.zip(a, b, c)` infers it).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 3 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3) { $0 + $1 + $2 }
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 3 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3) // Single<(Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 4 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3, s4) { $0 + $1 + $2 + $3 }
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 4 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3, s4) // Single<(Int, Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 5 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3, s4, s5) { $0 + $1 + $2 + $3 + $4 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 5 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3, s4, s5) // Single<(Int, Int, Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 6 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3, s4, s5, s6) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 6 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3, s4, s5, s6) // Single<(Int, Int, Int, Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 7 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3, s4, s5, s6, s7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 7 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3, s4, s5, s6, s7) // Single<(Int, Int, Int, Int, Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of 8 sources, combined by `resultSelector`. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Single.zip(s1, s2, s3, s4, s5, s6, s7, s8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of 8 sources as a tuple. Succeeds once every source succeeded; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Single.zip(s1, s2, s3, s4, s5, s6, s7, s8) // Single<(Int, Int, Int, Int, Int, Int, Int, Int)> for Single<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 2 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2) { $0 + $1 }
    /// ```
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 2 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2) // Maybe<(Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 3 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3) { $0 + $1 + $2 }
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 3 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3) // Maybe<(Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 4 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3, s4) { $0 + $1 + $2 + $3 }
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 4 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3, s4) // Maybe<(Int, Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 5 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3, s4, s5) { $0 + $1 + $2 + $3 + $4 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 5 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3, s4, s5) // Maybe<(Int, Int, Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 6 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3, s4, s5, s6) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 6 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3, s4, s5, s6) // Maybe<(Int, Int, Int, Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 7 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3, s4, s5, s6, s7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 7 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3, s4, s5, s6, s7) // Maybe<(Int, Int, Int, Int, Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of 8 sources, combined by `resultSelector`. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let total = Maybe.zip(s1, s2, s3, s4, s5, s6, s7, s8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of 8 sources as a tuple. Succeeds once every source succeeded; completes empty as soon as one completes empty; the first failure fails it.
    /// The sources are subscribed in order.
    ///
    /// ```swift
    /// let row = Maybe.zip(s1, s2, s3, s4, s5, s6, s7, s8) // Maybe<(Int, Int, Int, Int, Int, Int, Int, Int)> for Maybe<Int> sources
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source))
    }
}
