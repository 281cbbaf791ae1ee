// RxSwift's `withUnretained` on `Infallible`: the `Observable` operator, kept
// infallible. The object's deallocation completes the sequence, so no error
// is introduced.

extension InfallibleType {
    /// Each element passed to `resultSelector` with `obj`, which the sequence
    /// holds weakly: once `obj` is deallocated, the next element completes
    /// the sequence instead.
    ///
    /// A buffer or replay after this operator, such as `share(replay: 1)`,
    /// holds the object strongly with the elements it keeps.
    ///
    /// ```swift
    /// let titles = names.withUnretained(self) { owner, name in owner.title(for: name) }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, which the sequence holds weakly: once
    /// `obj` is deallocated, the next element completes the sequence instead.
    ///
    /// A buffer or replay after this operator, such as `share(replay: 1)`,
    /// holds the object strongly with the elements it keeps.
    ///
    /// ```swift
    /// names.withUnretained(self).subscribe(onNext: { owner, name in owner.show(name) })
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
