extension Observable {
    /// Mirrors only the newest inner stream this stream emits: each new inner
    /// disposes the one before (RxSwift's `switchLatest`, `flatMapLatest`
    /// with the inner streams themselves).
    ///
    /// Fails with the first error of this stream or of the current inner;
    /// completes once this stream and the current inner completed.
    public func switchLatest<Inner>() -> Observable<Inner> where Element == Observable<Inner> {
        flatMapLatest { $0 }
    }

    /// Subscribes the inner streams this stream emits one at a time, in
    /// arrival order, each once the previous one completed (RxSwift's
    /// `concat()`, `concatMap` with the inner streams themselves).
    public func concat<Inner>() -> Observable<Inner> where Element == Observable<Inner> {
        merge(maxConcurrent: 1)
    }
}
