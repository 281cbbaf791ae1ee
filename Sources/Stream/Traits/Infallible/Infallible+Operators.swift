// `Infallible`'s common operators, as RxSwift's: the `Observable` operator of
// the same name, kept infallible (none of them can fail).
extension Infallible {
    /// The given elements, one per turn of `scheduler`, then the completion.
    ///
    /// ```swift
    /// Infallible.of(1, 2)  // 1, 2, completed
    /// ```
    public static func of(
        _ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Each element transformed by `transform`.
    ///
    /// ```swift
    /// counts.map { $0 * 2 }  // 1, 2 -> 2, 4
    /// ```
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// The elements `predicate` accepts.
    ///
    /// ```swift
    /// counts.filter { $0 > 1 }  // 1, 2 -> 2
    /// ```
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// The elements of the stream `selector` makes of each element, merged;
    /// completes once this and every inner stream completed. As in RxSwift,
    /// `selector` may return any stream: an inner error would reach the
    /// subscriber, so return an `Infallible` (or a caught stream).
    ///
    /// ```swift
    /// ids.flatMap { id in details(id).asInfallible(onErrorJustReturn: .missing) }
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }
}
