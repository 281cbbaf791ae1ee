extension Observable {
    /// Drops the first `count` elements and mirrors the rest, terminal events
    /// included. `skip(0)` (or a negative count) mirrors the source.
    public func skip(_ count: Int) -> Observable<Element> {
        count <= 0 ? self : Producer<SkipCountSink<Element>>(source: self, parameters: count)
    }
}

final class SkipCountSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var remaining: Int

    init(parameters count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
            return
        }
        forwardNext(element)
    }
}
