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
        for element in sequence {
            if sink.isStopped { return sink }
            sink.onNext(element)
        }
        sink.onCompleted()
        return sink
    }
}
