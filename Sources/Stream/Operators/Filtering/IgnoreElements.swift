extension Observable {
    /// Drops every element and mirrors only the terminal event.
    ///
    /// As in RxSwift 6 the result is `Observable<Never>`: the type says no
    /// element can come, and `subscribe(onCompleted:)` / `onError` read as usual.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsObservable(source: self)
    }
}

final class IgnoreElementsObservable<Element>: Observable<Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Never>) -> any Disposable {
        let sink = IgnoreElementsSink<Element>(downstream: observer)
        sink.setUpstream(source.run(sink))
        return sink
    }
}

final class IgnoreElementsSink<Element>: Sink<Element, Never>, @unchecked Sendable {
    override func onNext(_ element: Element) {}
}
