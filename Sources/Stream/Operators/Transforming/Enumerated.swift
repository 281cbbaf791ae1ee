extension Observable {
    /// Pairs each element with its position, counting from 0.
    @usableFromInline
    func enumerated() -> Observable<(index: Int, element: Element)> {
        Producer<EnumeratedSink<Element>>(source: self)
    }
}

final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, ProducerSink, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var index = 0

    init(parameters: Void, downstream: ObserverNode<(index: Int, element: Element)>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let current = index
        index &+= 1
        forwardNext((index: current, element: element))
    }
}
