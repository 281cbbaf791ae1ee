extension Observable {
    /// Drops every element and mirrors only the terminal event.
    ///
    /// As in RxSwift 6 the result is `Observable<Never>`: the type says no
    /// element can come, and `subscribe(onCompleted:)` / `onError` read as usual.
    @usableFromInline
    func ignoreElements() -> Observable<Never> {
        Producer<IgnoreElementsSink<Element>>(source: self)
    }
}

final class IgnoreElementsSink<Element>: Sink<Element, Never>, ProducerSink, @unchecked Sendable {
    init(parameters: Void, downstream: ObserverNode<Never>) {
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {}
}
