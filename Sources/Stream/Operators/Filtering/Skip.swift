extension Observable {
    /// Drops the first `count` elements and mirrors the rest, terminal events
    /// included. `skip(0)` (or a negative count) mirrors the source.
    public func skip(_ count: Int) -> Observable<Element> {
        count <= 0 ? self : SkipCountObservable(source: self, count: count)
    }
}

final class SkipCountObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = SkipCountSink(remaining: count, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class SkipCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var remaining: Int

    init(remaining: Int, downstream: ObserverNode<Element>) {
        self.remaining = remaining
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
