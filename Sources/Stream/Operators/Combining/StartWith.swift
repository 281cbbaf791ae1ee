extension Observable {
    /// Emits `elements` first, on subscription, then mirrors the source.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithObservable(source: self, elements: elements)
    }
}

final class StartWithObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = PassThroughSink(downstream: observer)
        for element in elements {
            if sink.isStopped { return sink }
            sink.onNext(element)
        }
        if sink.isStopped { return sink }
        sink.setUpstream(source.run(sink))
        return sink
    }
}
