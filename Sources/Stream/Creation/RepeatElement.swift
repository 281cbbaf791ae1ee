extension Observable {
    /// Emits `element` again and again, forever; end it with `take` or by
    /// disposing.
    ///
    /// Without a scheduler the elements are emitted in a loop during
    /// `subscribe`, which a `take` below stops; with one, each element is one
    /// action on `scheduler` (see `generate`).
    public static func repeatElement(_ element: Element, scheduler: (any SchedulerType)? = nil) -> Observable<Element> {
        generator(initialState: (), scheduler: scheduler) { _ in element }
    }
}
