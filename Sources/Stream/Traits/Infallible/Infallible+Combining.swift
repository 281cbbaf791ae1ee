// `Infallible`'s concat, merge, startWith and withLatestFrom, as RxSwift's:
// the `Observable` operator of the same name, kept infallible.
extension InfallibleType {
    /// This stream, then `second` once it completed. As in RxSwift, `second`
    /// may be any stream: its error would reach the subscriber.
    ///
    /// ```swift
    /// cached.concat(fresh)  // cached's elements, then fresh's
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// Each `Infallible` of `sequence` after the previous completed.
    ///
    /// ```swift
    /// Infallible.concat([cached, fresh])
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Each `Infallible` of `collection` after the previous completed.
    ///
    /// ```swift
    /// Infallible.concat([cached, fresh] as Set)
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Each of `sources` after the previous completed.
    ///
    /// ```swift
    /// Infallible.concat(cached, fresh)
    /// ```
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of every `Infallible` of `sources`, merged; completes once
    /// all completed. (RxSwift 6.9.1's overload for a collection concatenates
    /// instead, contrary to its name and documentation; this one merges.)
    ///
    /// ```swift
    /// Infallible.merge([taps, swipes] as Set)
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every `Infallible` of `sources`, merged; completes once
    /// all completed.
    ///
    /// ```swift
    /// Infallible.merge([taps, swipes])
    /// ```
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every one of `sources`, merged; completes once all
    /// completed.
    ///
    /// ```swift
    /// Infallible.merge(taps, swipes)
    /// ```
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// `element` first, then this stream's elements.
    ///
    /// ```swift
    /// updates.startWith(initial)
    /// ```
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Each element combined by `resultSelector` with the latest element of
    /// `second`; elements before `second`'s first are dropped.
    ///
    /// ```swift
    /// taps.withLatestFrom(text) { _, text in text }
    /// ```
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element; elements before
    /// `second`'s first are dropped.
    ///
    /// ```swift
    /// taps.withLatestFrom(text)
    /// ```
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
