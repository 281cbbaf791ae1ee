extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that runs `work` in a new task on each subscription and
    /// succeeds with its result, or fails with what it threw (RxSwift's
    /// `Single.create(detached:priority:work:)`). `detached` runs it in a
    /// detached task, which inherits nothing from the subscriber's; `priority`
    /// is the task's.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after that.
    ///
    /// ```swift
    /// let user = Single.create { try await api.user(id: 7) }
    /// ```
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: FromAsyncObservable(work, priority: priority, detached: detached))
    }
}
