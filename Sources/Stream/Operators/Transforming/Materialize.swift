extension Observable {
    /// Turns every event into an element: `.next(x)`, then, at the end,
    /// `.error(e)` or `.completed` as the last element, followed by completion.
    public func materialize() -> Observable<Event<Element>> {
        Producer<MaterializeSink<Element>>(source: self)
    }

    /// The reverse of `materialize()`: a `.next(x)` element is emitted as `x`,
    /// an `.error(e)` element fails the stream, a `.completed` element
    /// completes it.
    public func dematerialize<Value>() -> Observable<Value> where Element == Event<Value> {
        Producer<DematerializeSink<Value>>(source: self)
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

final class DematerializeSink<Element>: Sink<Event<Element>, Element>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Element>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ event: Event<Element>) { forward(event) }
}
