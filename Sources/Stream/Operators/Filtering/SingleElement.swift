extension Observable {
    /// Mirrors a source that emits exactly one element: the element passes at
    /// once, a second one fails the stream with
    /// `StreamError.moreThanOneElement`, and completing without any fails it
    /// with `StreamError.noElements` (RxSwift's `single()`).
    @usableFromInline
    func single() -> Observable<Element> {
        Producer<SingleElementSink<Element>>(source: self, parameters: nil)
    }

    /// `single()` over the elements for which `predicate` holds; the others
    /// are dropped. A throwing predicate fails the stream.
    @usableFromInline
    func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Producer<SingleElementSink<Element>>(source: self, parameters: ElementPredicate(holds: predicate))
    }
}

final class SingleElementSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    private let predicate: ((Element) throws -> Bool)?
    // Touched only from the source's events, which the grammar serializes.
    private var hasElement = false

    /// `predicate` nil for `single()`.
    init(parameters predicate: ElementPredicate<Element>?, downstream: ObserverNode<Element>) {
        self.predicate = predicate?.holds
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        if let predicate {
            do {
                guard try predicate(element) else { return }
            } catch {
                return forwardError(error)
            }
        }
        guard !hasElement else { return forwardError(StreamError.moreThanOneElement) }
        hasElement = true
        forwardNext(element)
    }

    override func onCompleted() {
        if hasElement {
            forwardCompleted()
        } else {
            forwardError(StreamError.noElements)
        }
    }
}
