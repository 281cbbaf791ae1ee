extension Observable {
    /// Drops elements while `predicate` holds, then mirrors the source from
    /// the first element for which it does not (the predicate is not asked
    /// again). A throwing predicate fails the stream.
    @usableFromInline
    func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer<SkipWhileSink<Element>>(source: self, parameters: ElementPredicate(holds: predicate))
    }
}

final class SkipWhileSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    // Touched only from `onNext`, which the grammar serializes.
    private var isPassing = false

    init(parameters predicate: ElementPredicate<Element>, downstream: ObserverNode<Element>) {
        self.predicate = predicate.holds
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
