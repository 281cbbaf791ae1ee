// The fixed-arity `zip` and `combineLatest` of shared sequences of one
// strategy, as RxCocoa has them.

extension SharedSequence {
    /// The elements of 2 sequences paired by position, combined by `resultSelector`.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 2 sequences paired by position, as tuples.
    ///
    ///     let form = Driver.zip(name, email)
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension SharedSequence {
    /// The elements of 3 sequences paired by position, combined by `resultSelector`.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 3 sequences paired by position, as tuples.
    ///
    ///     let form = Driver.zip(name, email, age)
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension SharedSequence {
    /// The elements of 4 sequences paired by position, combined by `resultSelector`.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 4 sequences paired by position, as tuples.
    ///
    ///     let form = Driver.zip(name, email, age, city)
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension SharedSequence {
    /// The elements of 2 sequences latest, once each has one, combined by `resultSelector`.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 2 sequences latest, as tuples, once each has one.
    ///
    ///     let form = Driver.combineLatest(name, email)
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }
}

extension SharedSequence {
    /// The elements of 3 sequences latest, once each has one, combined by `resultSelector`.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 3 sequences latest, as tuples, once each has one.
    ///
    ///     let form = Driver.combineLatest(name, email, age)
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension SharedSequence {
    /// The elements of 4 sequences latest, once each has one, combined by `resultSelector`.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// The elements of 4 sequences latest, as tuples, once each has one.
    ///
    ///     let form = Driver.combineLatest(name, email, age, city)
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}
