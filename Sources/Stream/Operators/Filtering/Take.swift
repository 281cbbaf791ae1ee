extension Observable {
    /// Emits the first `count` elements, then completes and disposes the
    /// source. `take(0)` completes at once without subscribing.
    public func take(_ count: Int) -> Observable<Element> {
        count <= 0 ? .empty() : TakeCountObservable(source: self, count: count)
    }
}

final class TakeCountObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = TakeCountSink(remaining: count, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class TakeCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var remaining: Int

    init(remaining: Int, downstream: ObserverNode<Element>) {
        self.remaining = remaining
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped, remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 { forwardCompleted() }
    }
}
