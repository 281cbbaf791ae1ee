// The combining operators on any `ObservableType`, in RxSwift's signatures.
// Each forwards to `Observable`'s own (Combining/), which an `Observable`
// receiver calls directly: these are disfavored overloads.

extension ObservableType {
    /// `elements` first, then the source (see `Observable.startWith(_:)`).
    /// `updates.startWith(initial)`
    @_disfavoredOverload
    public func startWith(_ elements: Element...) -> Observable<Element> {
        asObservable().startWith(contentsOf: elements)
    }

    /// Whichever of the two emits first, alone (see `Observable.amb(_:)`).
    /// `primary.amb(mirror)`
    @_disfavoredOverload
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        asObservable().amb(right.asObservable())
    }

    /// The source, then `second` once it completed (see `Observable.concat(_:)`).
    /// `cached.concat(fresh)`
    @_disfavoredOverload
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        asObservable().concat(second.asObservable())
    }

    /// Each element combined with the latest of `second` (see
    /// `Observable.withLatestFrom(_:resultSelector:)`).
    /// `taps.withLatestFrom(text) { _, text in text }`
    @_disfavoredOverload
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector)
    }

    /// The latest element of `second` at each element (see `Observable.withLatestFrom(_:)`).
    /// `taps.withLatestFrom(text)`
    @_disfavoredOverload
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        asObservable().withLatestFrom(second.asObservable())
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of the latest inner stream (see `Observable.switchLatest()`).
    /// `searches.switchLatest()`
    @_disfavoredOverload
    public func switchLatest() -> Observable<Element.Element> {
        asObservable().map { $0.asObservable() }.switchLatest()
    }

    /// The inner streams one after the other (see `Observable.concat()`).
    /// `pages.concat()`
    @_disfavoredOverload
    public func concat() -> Observable<Element.Element> {
        asObservable().map { $0.asObservable() }.concat()
    }
}
