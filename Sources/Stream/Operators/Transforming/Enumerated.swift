extension Observable {
    /// Pairs each element with its position, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        EnumeratedObservable(source: self)
    }
}

final class EnumeratedObservable<Element>: Observable<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<(index: Int, element: Element)>) -> any Disposable {
        let sink = EnumeratedSink(downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var index = 0

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        let current = index
        index &+= 1
        forwardNext((index: current, element: element))
    }
}
