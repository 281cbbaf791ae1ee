extension Observable {
    /// Drops elements while `predicate` holds, then mirrors the source from
    /// the first element for which it does not (the predicate is not asked
    /// again). A throwing predicate fails the stream.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer<SkipWhileSink<Element>>(source: self, parameters: .init(predicate: predicate))
    }
}

final class SkipWhileSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    /// The arguments in a struct: see `ProducerSink.Parameters` for why.
    struct Parameters {
        let predicate: (Element) throws -> Bool
    }

    private let predicate: (Element) throws -> Bool
    // Touched only from `onNext`, which the grammar serializes.
    private var isPassing = false

    init(parameters: Parameters, downstream: ObserverNode<Element>) {
        self.predicate = parameters.predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        if !isPassing {
            do { isPassing = try !predicate(element) } catch { return forwardError(error) }
            guard isPassing else { return }
        }
        forwardNext(element)
    }
}
