extension Observable {
    /// Emits each of `elements` in order, then completes.
    ///
    /// The elements go through `CurrentThreadScheduler`'s trampoline, one
    /// step each, as in RxSwift: they wait behind work already on it, so
    /// `Observable.merge(.of(1, 2), .of(3, 4))` emits 1, 3, 2, 4.
    /// On another `scheduler`, each element is one action on it.
    public static func of(
        _ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// Emits the elements of `sequence` in order, then completes, one
    /// trampoline step each (see `of`), or one action each on another
    /// `scheduler`. Disposing during the emission stops it.
    public static func from<S: Sequence>(
        _ sequence: S, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where S.Element == Element {
        if scheduler is CurrentThreadScheduler { return TrampolineSequenceObservable(sequence) }
        return generator(initialState: sequence.makeIterator(), scheduler: scheduler) { $0.next() }
    }
}

/// `of` and `from`: the elements of a sequence, one trampoline step each.
final class TrampolineSequenceObservable<S: Sequence>: Observable<S.Element> {
    private let sequence: S

    init(_ sequence: S) {
        self.sequence = sequence
    }

    override func run(_ observer: ObserverNode<S.Element>) -> any Disposable {
        let sink = SequenceSink(sequence.makeIterator(), downstream: observer)
        Trampoline.schedule(sink)
        return sink
    }
}

/// Emits a sequence's elements, one trampoline step each.
///
/// A step that finds nothing else waiting on the trampoline goes on with the
/// next element at once instead of queueing it: nothing could have run in
/// between, and the loop saves a trip through the queue per element.
final class SequenceSink<Elements: IteratorProtocol>: Sink<Never, Elements.Element>, TrampolineTask, @unchecked Sendable {
    // Touched by one step at a time: the steps run one after the other on
    // the thread of the trampoline.
    private var elements: Elements

    init(_ elements: Elements, downstream: ObserverNode<Elements.Element>) {
        self.elements = elements
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Never) {}

    func runOnTrampoline() {
        // The whole chain, not only this sink: a `take(n)` further down that
        // has all it wants may not have disposed this sink yet. Asked before
        // pulling, so no element is made that nobody wants.
        while !isChainStopped {
            guard let element = elements.next() else { return forwardCompleted() }
            forwardNext(element)
            if !Trampoline.isQueueEmpty {
                if !isChainStopped { Trampoline.schedule(self) }
                return
            }
        }
    }
}
