extension Observable {
    /// This stream as a `Single`: its one element is emitted when it
    /// completes. Completing without an element fails with
    /// `StreamError.noElements`, a second element with
    /// `StreamError.moreThanOneElement` (disposing the source), as RxSwift
    /// fails with `RxError`'s cases of the same names.
    @usableFromInline
    func asSingle() -> Single<Element> {
        Single(raw: Producer<AsSingleSink<Element>>(source: self))
    }

    /// This stream as a `Maybe`: its element, if any, is emitted when it
    /// completes; a second element fails with `StreamError.moreThanOneElement`.
    @usableFromInline
    func asMaybe() -> Maybe<Element> {
        Maybe(raw: Producer<AsMaybeSink<Element>>(source: self))
    }
}

extension Observable where Element == Never {
    /// This stream of no elements (`ignoreElements()`'s result) as a `Completable`.
    @usableFromInline
    func asCompletable() -> Completable {
        Completable(raw: self)
    }
}

/// `asSingle()` and `asMaybe()`: keep the one element until completion.
class AtMostOneElementSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // Touched only by the event path, which the grammar serializes.
    private var element: Element?

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        guard self.element == nil else {
            self.element = nil
            return forwardError(StreamError.moreThanOneElement)
        }
        self.element = element
    }

    /// At completion: the element received, if any (handed over, not kept).
    func takeElement() -> Element? {
        element.take()
    }
}

final class AsSingleSink<Element>: AtMostOneElementSink<Element>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Element>) {
        super.init(downstream: downstream)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        guard let element = takeElement() else { return forwardError(StreamError.noElements) }
        forwardNext(element)
        forwardCompleted()
    }
}

final class AsMaybeSink<Element>: AtMostOneElementSink<Element>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Element>) {
        super.init(downstream: downstream)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        if let element = takeElement() { forwardNext(element) }
        forwardCompleted()
    }
}
