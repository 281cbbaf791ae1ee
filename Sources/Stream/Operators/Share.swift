import Synchronization

extension Observable {
    /// Shares one subscription to this stream among all subscribers, counting
    /// them: the first subscriber connects to the source, the last one leaving
    /// disconnects it, and a later subscriber connects again.
    ///
    /// While connected, a late subscriber first receives the last `replay`
    /// elements. The buffer lives as long as the connection (RxSwift's
    /// `.whileConnected`): it is dropped on disconnect and when the source
    /// ends, so a subscriber arriving after the end subscribes the source anew.
    public func share(replay: Int = 0) -> Observable<Element> {
        ShareObservable(source: self, replay: max(0, replay))
    }
}

// @unchecked: the connection and its subscriber count live in `state`, a Mutex;
// `source` and `replay` never change.
final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
    private struct State {
        var connection: ShareConnection<Element>?
        var subscribers = 0
    }

    private let source: Observable<Element>
    private let replay: Int
    private let state = Mutex(State())

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let (connection, isFirst) = state.withLock { state in
            state.subscribers += 1
            if let connection = state.connection { return (connection, false) }
            let connection = ShareConnection(parent: self, replay: replay)
            state.connection = connection
            return (connection, true)
        }
        // Subscribe first, so the first subscriber sees what a synchronous source sends.
        let key = connection.subject.subscribe(observer)
        if isFirst { connection.connect(to: source) }
        guard let key else { return Disposables.create() }
        return ShareSubscription(key: key, connection: connection)
    }

    /// One subscriber of `connection` left: the last one disconnects it.
    func release(_ connection: ShareConnection<Element>) {
        let isLast = state.withLock { state in
            guard state.connection === connection else { return false }
            state.subscribers -= 1
            guard state.subscribers == 0 else { return false }
            state.connection = nil
            return true
        }
        if isLast { connection.dispose() }
    }

    /// The source of `connection` ended: the next subscriber starts a new one.
    func detach(_ connection: ShareConnection<Element>) {
        state.withLock { state in
            guard state.connection === connection else { return }
            state.connection = nil
            state.subscribers = 0
        }
    }
}

/// One subscription to the shared source, and the subscribers it feeds.
final class ShareConnection<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    let subject: ReplayingSubjectCore<Element>
    // No lasting cycle: the parent holds the connection only while it is current.
    private let parent: ShareObservable<Element>

    init(parent: ShareObservable<Element>, replay: Int) {
        self.parent = parent
        // A subscriber that joined just before the end is told the end the way
        // a ReplaySubject tells it: buffer, then terminal event.
        subject = ReplayingSubjectCore(bufferSize: replay, replaysAfterTermination: true)
    }

    func connect(to source: Observable<Element>) {
        setUpstream(source.run(self))
    }

    /// A subscriber with `key` leaves.
    func leave(key: Int) {
        if subject.remove(key: key) { parent.release(self) }
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        subject.onNext(element)
    }

    override func onError(_ error: any Error) {
        end(.error(error))
    }

    override func onCompleted() {
        end(.completed)
    }

    // Detach before telling the subscribers, so one that resubscribes on the
    // terminal event (retry, repeat) starts a fresh connection.
    private func end(_ termination: Termination) {
        guard stop() else { return }
        parent.detach(self)
        subject.finish(termination)
        tearDown()
    }
}

/// A subscriber's handle on a share connection: two words, no allocation.
struct ShareSubscription<Element>: Disposable {
    let key: Int
    let connection: ShareConnection<Element>

    func dispose() {
        connection.leave(key: key)
    }
}
