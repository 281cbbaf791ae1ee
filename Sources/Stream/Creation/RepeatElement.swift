extension Observable {
    /// Emits `element` again and again, forever; end it with `take` or by
    /// disposing.
    ///
    /// On `CurrentThreadScheduler.instance`, the default as in RxSwift, each
    /// element is one step of the trampoline (see `of`), which a `take` below
    /// stops; on another scheduler, each is one action on it (see `generate`).
    public static func repeatElement(
        _ element: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        generator(initialState: (), scheduler: scheduler) { _ in element }
    }
}
