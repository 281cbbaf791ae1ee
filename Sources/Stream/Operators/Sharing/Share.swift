import Foundation

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

// @unchecked: `connection` and `subscribers` are guarded by `lock`; the rest never changes.
final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    private let lock = Locked()
    // The connection new subscribers join; nil when there is none, or once
    // its source ended or has nobody left to send to (each connection counts
    // its own subscribers, so one retired while subscribers still hold it is
    // disposed by the last of them).
    private var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let (joined, isFirst) = lock.withLock { () -> (ShareConnection<Element>, Bool) in
            if let connection {
                connection.subscriberCount += 1
                return (connection, false)
            }
            let created = ShareConnection(parent: self, replay: replay)
            created.subscriberCount = 1
            connection = created
            return (created, true)
        }
        // Subscribe first, so the first subscriber sees what a synchronous source sends.
        let key = joined.subject.subscribe(observer)
        if isFirst { joined.connect(to: source) }
        guard let key else { return Disposables.create() }
        return ShareSubscription(key: key, connection: joined)
    }

    /// One subscriber of `connection` left: the last one disconnects it.
    func release(_ connection: ShareConnection<Element>) {
        let isLast = lock.withLock {
            connection.subscriberCount -= 1
            guard connection.subscriberCount == 0 else { return false }
            if self.connection === connection { self.connection = nil }
            return true
        }
        if isLast { connection.dispose() }
    }

    /// Retires `connection` if no subscriber of it can receive anything any
    /// more (every one that joined is subscribed and its chain has stopped),
    /// and says whether it did, or was no longer current. Decided and done
    /// under the lock a joiner takes: a subscriber joining meanwhile counts,
    /// and none joins a connection whose source stopped.
    func retireIfAllSubscribersStopped(_ connection: ShareConnection<Element>) -> Bool {
        lock.withLock {
            guard self.connection === connection else { return true }
            guard connection.subject.allObserversStopped(count: connection.subscriberCount) else { return false }
            // Retired in the same critical section a joiner needs: nobody joins a stopped source.
            // Disposed by its last subscriber's release, outside any lock.
            self.connection = nil
            return true
        }
    }

    /// The source of `connection` ended: the next subscriber starts a new one.
    func detach(_ connection: ShareConnection<Element>) {
        lock.withLock {
            guard self.connection === connection else { return }
            self.connection = nil
        }
    }
}

/// One subscription to the shared source, and the subscribers it feeds.
// @unchecked: its own fields never change; `subject` locks, SubscriptionNode is atomic.
final class ShareConnection<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    let subject: ReplayingSubjectCore<Element>
    // No lasting cycle: the parent holds the connection only while it is current.
    private let parent: ShareObservable<Element>
    /// Guarded by the parent's lock.
    var subscriberCount = 0

    init(parent: ShareObservable<Element>, replay: Int) {
        self.parent = parent
        // A subscriber that joined just before the end is told the end the way
        // a ReplaySubject tells it: buffer, then terminal event.
        subject = ReplayingSubjectCore(bufferSize: replay, replaysAfterTermination: true)
    }

    func connect(to source: Observable<Element>) {
        setUpstream(source.run(self))
    }

    /// Also stopped when every subscriber's chain is, and then retired from
    /// its share: a synchronous source (`from(1...)`) asks this between
    /// elements, and a `take` below this connection cannot dispose it while
    /// the source's `subscribe` runs.
    override var isChainStopped: Bool {
        isStopped || parent.retireIfAllSubscribersStopped(self)
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
