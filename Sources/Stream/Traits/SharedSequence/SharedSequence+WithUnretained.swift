// RxCocoa's `withUnretained` on shared sequences: the `Observable` operator,
// kept a `Signal`. On a `Driver` RxCocoa declares it unavailable, pointing
// to `drive(with:onNext:onCompleted:onDisposed:)`: a `Driver` replays its
// latest element, and the replay buffer would hold the object strongly.

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Each element passed to `resultSelector` with `obj`, which the signal
    /// holds weakly: once `obj` is deallocated, the next element completes
    /// the signal instead.
    ///
    /// ```swift
    /// let titles = taps.withUnretained(self) { owner, _ in owner.title }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, which the signal holds weakly: once
    /// `obj` is deallocated, the next element completes the signal instead.
    ///
    /// ```swift
    /// taps.withUnretained(self).emit(onNext: { owner, _ in owner.reload() })
    /// ```
    public func withUnretained<Object: AnyObject>(
        _ obj: Object
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on a `Driver`, as in RxCocoa: its replayed element would
    /// keep `obj` alive. Use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Unavailable on a `Driver`, as in RxCocoa: its replayed element would
    /// keep `obj` alive. Use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject>(
        _ obj: Object
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj) { ($0, $1) })
    }
}
