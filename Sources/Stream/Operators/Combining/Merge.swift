extension Observable {
    /// Subscribes every one of `sources` at once and emits their elements as
    /// they arrive, one at a time even when they come from several threads.
    ///
    /// Fails with the first error (disposing the others); completes once every
    /// source completed. With no sources it completes at once.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// `merge` over a collection of sources.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        SequenceObservable(Array(sources)).merge()
    }
}
