/// The elements of a sequence emitted in a loop inside `subscribe`, without
/// the trampoline: what an operator of this package subscribes to when
/// RxSwift's counterpart iterates its arguments itself (`merge(_:)` over a
/// list of sources subscribes them all at once, as RxSwift's does).
/// `Observable.of` and `from` emit through the trampoline instead
/// (`TrampolineSequenceObservable`).
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
