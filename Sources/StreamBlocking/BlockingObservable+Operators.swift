import Stream

extension BlockingObservable {
    /// Waits for the stream to end and returns all its elements; rethrows
    /// its error (or `StreamError.timeout`).
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().toArray()  // [1, 2]
    /// ```
    public func toArray() throws -> [Element] {
        try elementsOrThrow(wait())
    }

    /// Waits for the first element and returns it, disposing the
    /// subscription; `nil` if the stream completes empty. Rethrows an error
    /// that comes first (or `StreamError.timeout`).
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().first()  // 1
    /// ```
    public func first() throws -> Element? {
        try elementsOrThrow(wait(max: 1)).first
    }

    /// Waits for the stream to end and returns its last element (`nil` if
    /// it had none); rethrows its error (or `StreamError.timeout`).
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().last()  // 2
    /// ```
    public func last() throws -> Element? {
        try elementsOrThrow(wait()).last
    }

    /// Waits for the stream's one element: fails with
    /// `StreamError.moreThanOneElement` at a second element,
    /// `StreamError.noElements` if it completes empty, or with its error.
    ///
    /// ```swift
    /// try Observable.just(1).toBlocking().single()  // 1
    /// ```
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the one element that satisfies `predicate`: fails with
    /// `StreamError.moreThanOneElement` at a second one,
    /// `StreamError.noElements` if none comes, or with the stream's error
    /// or the predicate's.
    ///
    /// ```swift
    /// try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 }  // 2
    /// ```
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(wait(max: 2, predicate: predicate))
        if elements.count > 1 { throw StreamError.moreThanOneElement }
        guard let first = elements.first else { throw StreamError.noElements }
        return first
    }

    /// Waits for the stream to end and returns what it saw, never throwing:
    /// the elements, with the error (or `StreamError.timeout`) if it failed.
    ///
    /// ```swift
    /// if case .failed(let elements, let error) = source.toBlocking().materialize() { ... }
    /// ```
    public func materialize() -> MaterializedSequenceResult<Element> {
        wait()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
