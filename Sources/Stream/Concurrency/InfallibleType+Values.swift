extension InfallibleType {
    /// The elements as an `AsyncStream`: a loop that cannot throw (`for await`),
    /// which completion ends, as RxSwift's `Infallible.values`.
    ///
    /// Reading the property subscribes at once; cancelling the consuming task,
    /// or leaving the loop, disposes the subscription. Elements wait in an
    /// unbounded buffer until the loop takes them.
    ///
    /// ```swift
    /// for await name in names.values { show(name) }
    /// ```
    public var values: AsyncStream<Element> {
        asObservable().infallibleValues()
    }
}
