/// The running accumulation `scan` emits at each element and `reduce` at the
/// end: a seed, updated in place by the accumulator from each element.
class AccumulatingSink<Element, Accumulate, Output>: Sink<Element, Output>, @unchecked Sendable {
    private let accumulator: (inout Accumulate, Element) throws -> Void
    // Touched only from the source's events, which the grammar serializes.
    private(set) final var accumulation: Accumulate

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        downstream: ObserverNode<Output>
    ) {
        accumulation = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
    }

    /// Adds `element` to the accumulation. `false` when the sink stopped or
    /// the accumulator threw, which fails the sink.
    @discardableResult
    final func accumulate(_ element: Element) -> Bool {
        guard !isStopped else { return false }
        do {
            try accumulator(&accumulation, element)
            return true
        } catch {
            forwardError(error)
            return false
        }
    }
}
