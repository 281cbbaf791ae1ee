import Synchronization

extension Observable {
    /// Mirrors whichever of `sources` sends its first event (element, error or
    /// completion) first, and disposes the others at that moment (RxSwift's
    /// `amb`). The sources are subscribed in order; once one has sent an
    /// event, the rest are not subscribed. With no sources it never emits.
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        switch sources.count {
        case 0: return .never()
        case 1: return sources[0]
        default: return Producer<AmbSink<Element>>(source: sources)
        }
    }

    /// Mirrors this stream or `other`, whichever sends an event first.
    @usableFromInline
    func amb(_ other: Observable<Element>) -> Observable<Element> {
        Producer<AmbSink<Element>>(source: [self, other])
    }
}

/// The first upstream to send anything wins, by one compare-and-swap; every
/// other is disposed then, and their events (racing on other threads) are
/// dropped. Only the winner delivers from then on, and its own grammar
/// serializes its events, so no delivery queue is needed.
final class AmbSink<Element>: Sink<Never, Element>, InnerObserverParent, ProducerSink, @unchecked Sendable {
    typealias Inner = InnerObserver<AmbSink<Element>>
    typealias Source = [Observable<Element>]

    /// The winner's index, or -1 while undecided.
    private let winner = Atomic<Int>(-1)
    private let lock = Locked()
    // Guarded by `lock`.
    private var inners: [Inner] = []
    private var isDisposed = false

    init(parameters: Void, downstream: ObserverNode<Element>) {
        super.init(downstream: downstream)
    }

    func subscribe(to sources: [Observable<Element>]) -> any Disposable {
        for (index, source) in sources.enumerated() {
            let inner = Inner(parent: self, id: index)
            // Checked under the lock the winner takes to dispose the losers:
            // an inner added after that would never be disposed.
            let added = lock.withLock { () -> Bool in
                guard !isDisposed, winner.load(ordering: .acquiring) == -1 else { return false }
                inners.append(inner)
                return true
            }
            guard added else { break }
            inner.setUpstream(source.run(inner))
        }
        return self
    }

    override func onNext(_ element: Never) {}

    func innerNext(_ element: Element, id: Int) {
        if wins(id) { forwardNext(element) }
    }

    func innerError(_ error: any Error, id: Int) {
        if wins(id) { forwardError(error) }
    }

    func innerCompleted(id: Int) {
        if wins(id) { forwardCompleted() }
    }

    /// `true` when upstream `id` is (or has just become) the winner.
    private func wins(_ id: Int) -> Bool {
        let current = winner.load(ordering: .acquiring)
        if current != -1 { return current == id }
        guard winner.compareExchange(expected: -1, desired: id, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        let losers = lock.withLock { () -> [Inner] in
            let losers = inners.filter { $0.id != id }
            inners.removeAll { $0.id != id }
            return losers
        }
        for loser in losers { loser.dispose() }
        return true
    }

    override func disposeResources() {
        let subscribed = lock.withLock { () -> [Inner] in
            isDisposed = true
            defer { inners = [] }
            return inners
        }
        for inner in subscribed { inner.dispose() }
    }
}
