// The traits' outcome, awaited: RxSwift's `value` on `Single`, `Maybe` and
// `Completable`, built on `Observable.first()`. Cancelling the waiting task
// disposes the subscription and throws `CancellationError`.

extension PrimitiveSequenceType where Trait == SingleTrait {
    #if compiler(>=6.2)
    /// Subscribes and waits for the element, or throws the error.
    ///
    /// ```swift
    /// let user = try await loadUser().value
    /// ```
    nonisolated(nonsending) public var value: Element {
        get async throws {
            guard let element = try await primitiveSequence.asObservable().first() else {
                throw StreamError.noElements  // a `Single` always has its element
            }
            return element
        }
    }
    #else
    /// Subscribes and waits for the element, or throws the error.
    ///
    /// ```swift
    /// let user = try await loadUser().value
    /// ```
    public var value: Element {
        get async throws {
            guard let element = try await primitiveSequence.asObservable().first() else {
                throw StreamError.noElements  // a `Single` always has its element
            }
            return element
        }
    }
    #endif
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    #if compiler(>=6.2)
    /// Subscribes and waits for the element, `nil` when the `Maybe`
    /// completes without one, or throws the error.
    ///
    /// ```swift
    /// let cached = try await cachedUser().value  // User?
    /// ```
    nonisolated(nonsending) public var value: Element? {
        get async throws { try await primitiveSequence.asObservable().first() }
    }
    #else
    /// Subscribes and waits for the element, `nil` when the `Maybe`
    /// completes without one, or throws the error.
    ///
    /// ```swift
    /// let cached = try await cachedUser().value  // User?
    /// ```
    public var value: Element? {
        get async throws { try await primitiveSequence.asObservable().first() }
    }
    #endif
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    #if compiler(>=6.2)
    /// Subscribes and waits for the completion, or throws the error.
    ///
    /// ```swift
    /// try await save(user).value
    /// ```
    nonisolated(nonsending) public var value: Void {
        get async throws { _ = try await primitiveSequence.asObservable().first() }
    }
    #else
    /// Subscribes and waits for the completion, or throws the error.
    ///
    /// ```swift
    /// try await save(user).value
    /// ```
    public var value: Void {
        get async throws { _ = try await primitiveSequence.asObservable().first() }
    }
    #endif
}
