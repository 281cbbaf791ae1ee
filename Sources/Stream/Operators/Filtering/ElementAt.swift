extension Observable {
    /// Emits the element at `index` (counting from 0), then completes and
    /// disposes the source. Fails with `StreamError.argumentOutOfRange` when
    /// the source completes before that index, or at once for a negative
    /// index (RxSwift stops the program there).
    @usableFromInline
    func element(at index: Int) -> Observable<Element> {
        index < 0
            ? .error(StreamError.argumentOutOfRange)
            : Producer<ElementAtSink<Element>>(source: self, parameters: index)
    }
}

final class ElementAtSink<Element>: Sink<Element, Element>, ProducerSink, @unchecked Sendable {
    // Touched only from `onNext`, which the grammar serializes.
    private var remaining: Int

    init(parameters index: Int, downstream: ObserverNode<Element>) {
        remaining = index
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        guard remaining == 0 else {
            remaining -= 1
            return
        }
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardError(StreamError.argumentOutOfRange)
    }
}
