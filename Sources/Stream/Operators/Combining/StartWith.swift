extension Observable {
    /// Emits `elements` first, on subscription, then mirrors the source:
    /// `startWith(_:)` with its elements in an array.
    @usableFromInline
    func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        Producer<StartWithSink<Element>>(source: self, parameters: elements)
    }
}

final class StartWithSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let elements: [Element]

    init(parameters elements: [Element], downstream: ObserverNode<Element>) {
        self.elements = elements
        super.init(downstream: downstream)
    }

    /// Emits the elements, then subscribes the source, unless a `take` below
    /// stopped the chain meanwhile.
    override func subscribe(to source: Observable<Element>) -> any Disposable {
        for element in elements {
            guard !isStopped else { return self }
            forwardNext(element)
        }
        return isStopped ? self : super.subscribe(to: source)
    }

    override func onNext(_ element: Element) { forwardNext(element) }
}
