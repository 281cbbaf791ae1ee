// `zip` of two to eight `Infallible`s, as RxSwift's Infallible+Zip: the
// `Observable` operator, kept infallible.

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2) { $0 + $1 }
    /// ```
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3) { $0 + $1 + $2 }
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3, s4) { $0 + $1 + $2 + $3 }
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3, s4, s5) { $0 + $1 + $2 + $3 + $4 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3, s4, s5, s6) { $0 + $1 + $2 + $3 + $4 + $5 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3, s4, s5, s6, s7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the elements of every source at the same index, through
    /// `resultSelector`; completes once no further combination can form.
    ///
    /// ```swift
    /// Infallible.zip(s1, s2, s3, s4, s5, s6, s7, s8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}
