import Foundation

extension Observable {
    /// Shares one subscription to this stream among all subscribers, counting
    /// them: the first subscriber connects to the source, the last one leaving
    /// disconnects it, and a later subscriber connects again.
    ///
    /// A late subscriber first receives the last `replay` elements. With
    /// `scope: .whileConnected` (the default) the buffer lives as long as the
    /// connection: it is dropped on disconnect and when the source ends, so a
    /// subscriber arriving after the end subscribes the source anew. With
    /// `.forever` one buffer serves every connection: a subscriber arriving
    /// after a disconnect first gets what it holds, and once the source ended
    /// every later subscriber gets the buffer and the terminal event without
    /// subscribing the source again (RxSwift's two scopes).
    @usableFromInline
    func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        ShareObservable(source: self, replay: max(0, replay), scope: scope)
    }
}

// @unchecked: `connection` and `sourceEnded` are guarded by `lock`; the rest never changes.
final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
    private enum Join {
        case joined(ShareConnection<Element>, isFirst: Bool)
        case ended(ReplayingSubjectCore<Element>)
    }

    private let source: Observable<Element>
    private let replay: Int
    /// `.forever`: the one subject every connection feeds; nil for `.whileConnected`,
    /// where each connection makes its own.
    private let foreverSubject: ReplayingSubjectCore<Element>?
    private let lock = Locked()
    // The connection new subscribers join; nil when there is none, or once
    // its source ended or has nobody left to send to (each connection counts
    // its own subscribers, so one retired while subscribers still hold it is
    // disposed by the last of them).
    private var connection: ShareConnection<Element>?
    /// `.forever` only: the source ended, so the subject answers every later
    /// subscriber with its buffer and the end, and nothing connects again.
    private var sourceEnded = false

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        foreverSubject = scope == .forever ? Self.makeSubject(replay: replay) : nil
    }

    // A subscriber that joined just before the end is told the end the way a
    // ReplaySubject tells it: buffer, then terminal event.
    private static func makeSubject(replay: Int) -> ReplayingSubjectCore<Element> {
        ReplayingSubjectCore(bufferSize: replay, replaysAfterTermination: true)
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let join = lock.withLock { () -> Join in
            if let connection {
                connection.subscriberCount += 1
                return .joined(connection, isFirst: false)
            }
            if sourceEnded, let foreverSubject { return .ended(foreverSubject) }
            let created = ShareConnection(parent: self, subject: foreverSubject ?? Self.makeSubject(replay: replay))
            created.subscriberCount = 1
            connection = created
            return .joined(created, isFirst: true)
        }
        switch join {
        case .ended(let subject):
            return subject.subscription(for: observer)
        case .joined(let joined, let isFirst):
            // Subscribe first, so the first subscriber sees what a synchronous source sends.
            let key = joined.subject.subscribe(observer)
            if isFirst {
                // A `.forever` subject that another connection ended meanwhile
                // has told this subscriber the end: the source is not subscribed again.
                if key == nil { release(joined) } else { joined.connect(to: source) }
            }
            guard let key else { return Disposables.create() }
            return ShareSubscription(key: key, connection: joined)
        }
    }

    /// One subscriber of `connection` left: the last one disconnects it.
    func release(_ connection: ShareConnection<Element>) {
        let stopped = lock.withLock {
            connection.subscriberCount -= 1
            guard connection.subscriberCount == 0 else { return false }
            if self.connection === connection { self.connection = nil }
            // Stopped (one atomic step, nothing called) before the next
            // subscriber can start a connection: with `.forever` both would
            // feed the one subject, and an element the source sends as they
            // overlap would reach it twice. Torn down after the lock.
            return connection.stop()
        }
        if stopped { connection.tearDown() }
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

    /// The source of `connection` ended: the next subscriber starts a new
    /// connection (`.whileConnected`) or gets the ended subject (`.forever`).
    func detach(_ connection: ShareConnection<Element>) {
        lock.withLock {
            if foreverSubject != nil { sourceEnded = true }
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

    /// `subject` is the connection's own (`.whileConnected`) or the share's (`.forever`).
    init(parent: ShareObservable<Element>, subject: ReplayingSubjectCore<Element>) {
        self.parent = parent
        self.subject = subject
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
