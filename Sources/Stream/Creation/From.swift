extension Observable {
    /// Emits each of `elements` in order, then completes.
    public static func of(_ elements: Element...) -> Observable<Element> {
        SequenceObservable(elements)
    }

    /// Emits the elements of `sequence` in order, then completes. Disposing
    /// during the emission stops it.
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
        SequenceObservable(sequence)
    }
}

final class SequenceObservable<S: Sequence>: Observable<S.Element> {
    private let sequence: S

    init(_ sequence: S) {
        self.sequence = sequence
    }

    override func run(_ observer: ObserverNode<S.Element>) -> any Disposable {
        let sink = PassThroughSink(downstream: observer)
        var elements = sequence.makeIterator()
        while true {
            // The whole chain, not only this sink: a `take(n)` further down
            // that has all it wants cannot dispose this sink until `run`
            // returns, and an endless sequence would never let it. Asked
            // before pulling, so no element is made that nobody wants.
            if sink.isChainStopped { return sink }
            guard let element = elements.next() else { break }
            sink.onNext(element)
        }
        sink.onCompleted()
        return sink
    }
}
