extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest inner sequence, the previous one's
    /// subscription disposed when a new one arrives.
    ///
    ///     let results = queries.map { search($0) }.switchLatest()
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
    }

    /// The elements of every inner sequence, merged.
    ///
    ///     let details = ids.map { loadDetail($0) }.merge()
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        merge(maxConcurrent: .max)
    }

    /// The elements of the inner sequences, merged, with at most
    /// `maxConcurrent` subscribed at a time (the others wait in order).
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
