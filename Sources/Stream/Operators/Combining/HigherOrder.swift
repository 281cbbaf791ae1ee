extension Observable {
    /// Mirrors only the newest inner stream this stream emits: each new inner
    /// disposes the one before (RxSwift's `switchLatest`, `flatMapLatest`
    /// with the inner streams themselves).
    ///
    /// Fails with the first error of this stream or of the current inner;
    /// completes once this stream and the current inner completed.
    @usableFromInline
    func switchLatest() -> Observable<Element.Element> where Element: ObservableConvertibleType {
        flatMapLatest { $0.operatorSource() }
    }

    /// Subscribes the inner streams this stream emits one at a time, in
    /// arrival order, each once the previous one completed (RxSwift's
    /// `concat()`, `concatMap` with the inner streams themselves).
    @usableFromInline
    func concat() -> Observable<Element.Element> where Element: ObservableConvertibleType {
        merge(maxConcurrent: 1)
    }
}
