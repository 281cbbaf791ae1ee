extension Observable {
    /// Emits `element` again and again, forever; end it with `take` or by
    /// disposing.
    ///
    /// Without a scheduler each element is one step on `CurrentThreadScheduler`'s
    /// trampoline (see `of`), which a `take` below stops; with one, each
    /// element is one action on `scheduler` (see `generate`).
    public static func repeatElement(_ element: Element, scheduler: (any SchedulerType)? = nil) -> Observable<Element> {
        generator(initialState: (), scheduler: scheduler) { _ in element }
    }
}
