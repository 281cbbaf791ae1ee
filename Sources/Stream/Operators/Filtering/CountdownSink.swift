/// The sink of `take(_:)` and `skip(_:)`: a count of elements still to go,
/// set per subscription from the operator's count.
class CountdownSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    final var remaining: Int

    required init(parameters count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }
}
