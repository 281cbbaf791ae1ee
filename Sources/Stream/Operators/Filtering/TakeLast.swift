extension Observable {
    /// Keeps the last `count` elements and emits them when the source
    /// completes, then completes; an error passes at once and drops them.
    /// `takeLast(0)` (or a negative count) emits nothing but the completion.
    @usableFromInline
    func takeLast(_ count: Int) -> Observable<Element> {
        Producer<TakeLastSink<Element>>(source: self, parameters: Swift.max(0, count))
    }
}

final class TakeLastSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let count: Int
    // Touched only from the source's events, which the grammar serializes.
    private var kept = FifoBuffer<Element>()

    init(parameters count: Int, downstream: ObserverNode<Element>) {
        self.count = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped, count > 0 else { return }
        kept.append(element)
        if kept.count > count { _ = kept.popFirst() }
    }

    override func onCompleted() {
        while !isStopped, let element = kept.popFirst() {
            forwardNext(element)
        }
        forwardCompleted()
    }
}
