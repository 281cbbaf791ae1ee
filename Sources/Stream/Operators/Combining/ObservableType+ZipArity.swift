// `zip` over five to eight sources, as RxSwift's generated
// Zip+arity declares them on `ObservableType`.
extension ObservableType {
    /// Pairs the sources' elements by index, through `resultSelector`: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error, or the error `resultSelector` throws. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5) { $0 + $1 + $2 + $3 + $4 } // the sum of each row
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
            resultSelector)
    }

    /// Pairs the sources' elements by index, through `resultSelector`: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error, or the error `resultSelector` throws. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6) { $0 + $1 + $2 + $3 + $4 + $5 } // the sum of each row
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(),
            resultSelector)
    }

    /// Pairs the sources' elements by index, through `resultSelector`: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error, or the error `resultSelector` throws. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6, s7) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } // the sum of each row
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            resultSelector)
    }

    /// Pairs the sources' elements by index, through `resultSelector`: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error, or the error `resultSelector` throws. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6, s7, s8) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } // the sum of each row
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
            resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' elements by index, as tuples: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5) // (a1, a2, a3, a4, a5), then the second of each...
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Pairs the sources' elements by index, as tuples: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6) // (a1, a2, a3, a4, a5, a6), then the second of each...
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Pairs the sources' elements by index, as tuples: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6, s7) // (a1, a2, a3, a4, a5, a6, a7), then the second of each...
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Pairs the sources' elements by index, as tuples: the first of each, then the second of each, and so on.
    ///
    /// Completes once a completed source has no element left waiting for a partner; fails with the first error. Subscribes to the sources in order.
    ///
    /// ```swift
    /// Observable.zip(s1, s2, s3, s4, s5, s6, s7, s8) // (a1, a2, a3, a4, a5, a6, a7, a8), then the second of each...
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combining(
            .zip, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
