// `withUnretained`, as RxSwift declares it: pairs each element with an
// object held weakly, and completes once the object is gone.

/// Thrown inside `withUnretained` when its object is gone, and turned into
/// completion there.
private struct UnretainedObjectGone: Error {}

extension ObservableType {
    /// Each element passed to `resultSelector` with `obj`, which the stream
    /// holds weakly: once `obj` is deallocated, the next element completes
    /// the stream instead.
    ///
    /// ```swift
    /// taps.withUnretained(self) { owner, _ in owner.title }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        asObservable()
            .map { [weak obj] element -> Out in
                guard let obj else { throw UnretainedObjectGone() }
                return resultSelector(obj, element)
            }
            .catch { error in
                error is UnretainedObjectGone ? Observable.empty() : Observable.error(error)
            }
    }

    /// Each element paired with `obj`, which the stream holds weakly: once
    /// `obj` is deallocated, the next element completes the stream instead.
    ///
    /// ```swift
    /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.reload() })
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
