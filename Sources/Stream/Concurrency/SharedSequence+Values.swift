// RxCocoa's `values` on `Driver` and `Signal`: a non-throwing `AsyncStream`
// read on the main actor, where UI code consumes them. A shared sequence is
// not `Sendable`, so code off the main actor cannot hand one to it; it takes
// the throwing stream with `driver.asObservable().values` instead.

extension SharedSequence {
    /// The elements as an `AsyncStream`: a loop that cannot throw
    /// (`for await`), since a shared sequence never fails; completion ends it.
    ///
    /// As RxCocoa declares it, the property belongs to the main actor, where
    /// the sequence delivers; off it, `asObservable().values` gives the
    /// throwing stream. Reading it subscribes at once. Cancelling the
    /// consuming task, or leaving the loop, disposes the subscription.
    /// Elements wait in an unbounded buffer until the loop takes them.
    ///
    /// ```swift
    /// for await title in viewModel.title.values {
    ///     label.text = title
    /// }
    /// ```
    @MainActor public var values: AsyncStream<Element> {
        asObservable().infallibleValues()
    }
}
