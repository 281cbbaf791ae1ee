extension Observable where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes.
    ///
    /// A negative `count`, or one whose last integer would overflow, fails
    /// with `StreamError.argumentOutOfRange` (RxSwift stops the program).
    /// On `CurrentThreadScheduler.instance`, the default as in RxSwift, each
    /// integer is one step of the trampoline (see `of`); on another
    /// scheduler, each is one action on it (see `generate`).
    public static func range(
        start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0, count == 0 || !start.addingReportingOverflow(count - 1).overflow else {
            return .error(StreamError.argumentOutOfRange)
        }
        return generator(initialState: Element.zero, scheduler: scheduler) { offset in
            guard offset < count else { return nil }
            defer { offset += 1 }
            return start + offset
        }
    }
}
