extension Observable {
    /// Passes only the elements for which `predicate` is `true`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: self, predicate: predicate)
    }
}

final class FilterObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = FilterSink(predicate: predicate, downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class FilterSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        do {
            if try predicate(element) { forwardNext(element) }
        } catch {
            forwardError(error)
        }
    }
}
