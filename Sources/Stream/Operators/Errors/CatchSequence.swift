// `Observable.catch(sequence:)`: RxSwift's fallback chain over a sequence of
// sources.

extension ObservableType {
    /// The first source of `sequence`; on its error, the next one, and so
    /// on. Completes when a source completes; fails with the last error when
    /// `sequence` runs out after one; completes at once for an empty
    /// `sequence`. Each subscription iterates `sequence` afresh.
    ///
    /// ```swift
    /// Observable.catch(sequence: [primary, mirror, cache]) // the first that does not fail
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Observable.deferred {
            var sources = sequence.makeIterator()
            func next(after lastError: (any Error)?) -> Observable<Element> {
                guard let source = sources.next() else {
                    return lastError.map { Observable.error($0) } ?? Observable.empty()
                }
                return source.catch { next(after: $0) }
            }
            return next(after: nil)
        }
    }
}
