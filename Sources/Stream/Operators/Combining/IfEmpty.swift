// `ifEmpty(default:)` and `ifEmpty(switchTo:)`, as RxSwift declares them on
// `ObservableType`.

extension ObservableType {
    /// This stream's events; if it completes without an element, `default`
    /// and then completion instead. Errors pass through.
    ///
    /// ```swift
    /// searchResults.ifEmpty(default: []) // [] when the search found nothing
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: Observable.just(`default`))
    }

    /// This stream's events; if it completes without an element, `other`'s
    /// events instead, subscribed then. Errors pass through.
    ///
    /// ```swift
    /// cached.ifEmpty(switchTo: fetched) // the network only when the cache is empty
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.deferred {
            var isEmpty = true
            return source.do(onNext: { _ in isEmpty = false })
                .concat(Observable.deferred { isEmpty ? other : Observable.empty() })
        }
    }
}
