extension SharedSequence {
    /// The elements of each sequence in turn, the next subscribed when the
    /// one before completes.
    ///
    ///     let steps = Driver.concat([intro, body, outro])
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of each sequence of `collection` in turn.
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}
