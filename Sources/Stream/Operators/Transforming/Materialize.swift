extension Observable {
    /// Turns every event into an element: `.next(x)`, then, at the end,
    /// `.error(e)` or `.completed` as the last element, followed by completion.
    @usableFromInline
    func materialize() -> Observable<Event<Element>> {
        Producer<MaterializeSink<Element>>(source: self)
    }

    /// The reverse of `materialize()`: a `.next(x)` element is emitted as `x`,
    /// an `.error(e)` element fails the stream, a `.completed` element
    /// completes it.
    @usableFromInline
    func dematerialize() -> Observable<Element.Element> where Element: EventConvertible {
        Producer<DematerializeSink<Element>>(source: self)
    }
}

final class MaterializeSink<Element>: Sink<Element, Event<Element>>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Event<Element>>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) { forwardNext(.next(element)) }

    override func onError(_ error: any Error) {
        forwardNext(.error(error))
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(.completed)
        forwardCompleted()
    }
}

final class DematerializeSink<Source: EventConvertible>: Sink<Source, Source.Element>, ProducerSink,
    @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Source.Element>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) { forward(element.event) }
}
