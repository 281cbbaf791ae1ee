import Synchronization

/// A shared stream that subscribes its source only when told to: subscribers
/// wait on its subject until `connect()`, and every subscriber receives what
/// the one connection sends. Made by `publish()`, `replay(_:)`, `replayAll()`
/// and `multicast(_:)`; `refCount()` connects and disconnects it by counting
/// subscribers.
///
/// When the source ends, or the connection is disposed, the subject that
/// connection fed is let go of: the next subscriber and the next `connect()`
/// get a new one from `multicast(makeSubject:)`'s factory (`publish`,
/// `replay`), or the same subject again with `multicast(_:)`, as in RxSwift.
public class ConnectableObservable<Element>: Observable<Element> {
    let source: Observable<Element>
    private let makeSubject: () -> MulticastSubject<Element>
    /// Guards the state below, and `refCount()`'s counts: a connection ends,
    /// or is disconnected, in the same critical section that lets go of its
    /// subject, so a subscriber arriving meanwhile meets either the old
    /// connection still running or none at all, never one on its way out.
    let lock = Locked()
    // Guarded by `lock`: the subject subscribers join now (made on demand),
    // the running connection (nil when not connected), and a count bumped
    // each time a connection ends or is disconnected.
    private var subject: MulticastSubject<Element>?
    var connection: MulticastConnection<Element>?
    var generation = 0

    init(source: Observable<Element>, makeSubject: @escaping () -> MulticastSubject<Element>) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// Subscribes the subject to the source, once: while a connection runs,
    /// calling `connect()` again returns that same connection. Disposing the
    /// returned disposable disconnects (subscribers stay subscribed to the
    /// subject, which receives nothing more); a later `connect()` subscribes
    /// the source again.
    public func connect() -> any Disposable {
        let (connection, isNew) = withCurrentSubject { subject in
            if let connection = self.connection { return (connection, false) }
            return (makeConnectionLocked(feeding: subject), true)
        }
        if isNew { connection.start(source) }
        return connection
    }

    /// A stream that stays connected while it has subscribers: the first
    /// subscriber connects, the last one leaving disconnects, and the source
    /// ending ends the connection for everyone (the next subscriber connects
    /// again).
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        withCurrentSubject { $0 }.observable.run(observer)
    }

    /// Runs `body` under the lock with the subject subscribers join now, made
    /// first if there is none: the factory (user code) runs outside the lock.
    func withCurrentSubject<Result>(_ body: (MulticastSubject<Element>) -> Result) -> Result {
        while true {
            let result = lock.withLock { () -> Result? in
                guard let subject else { return nil }
                return body(subject)
            }
            if let result { return result }
            let made = makeSubject()
            lock.withLock { if subject == nil { subject = made } }
        }
    }

    /// Under the lock: a new connection feeding `subject`, registered as the running one.
    func makeConnectionLocked(feeding subject: MulticastSubject<Element>) -> MulticastConnection<Element> {
        let created = MulticastConnection(parent: self, subject: subject)
        connection = created
        return created
    }

    /// Under the lock: stops `connection` (one atomic step, nothing called)
    /// and, if it is the running one, lets go of it and of its subject.
    /// Returns whether this call stopped it (the caller then tears it down
    /// after the lock) and the subject let go of (released after the lock).
    func stopLocked(_ connection: MulticastConnection<Element>) -> (stopped: Bool, released: MulticastSubject<Element>?) {
        let stopped = connection.stop()
        guard self.connection === connection else { return (stopped, nil) }
        self.connection = nil
        generation &+= 1
        return (stopped, subject.take())
    }
}

/// One subscription of a connectable observable's subject to its source; the
/// disposable `connect()` returns.
// @unchecked: its fields never change after init, except the atomic flag; SubscriptionNode is atomic.
final class MulticastConnection<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    // A cycle while connected (the parent holds its running connection), broken when it stops.
    private let parent: ConnectableObservable<Element>
    private let subject: MulticastSubject<Element>
    private let ownedByRefCount = Atomic<Bool>(false)

    fileprivate init(parent: ConnectableObservable<Element>, subject: MulticastSubject<Element>) {
        self.parent = parent
        self.subject = subject
    }

    /// Subscribes the source, unless the connection was stopped already.
    func start(_ source: Observable<Element>) {
        guard !isStopped else { return }
        // `connect()` is a subscribe of RxSwift's: it starts a trampoline
        // where none runs.
        Trampoline.run { setUpstream(source.run(self)) }
    }

    /// Set by `refCount()`, which connected or adopted it.
    func stopsWithItsSubscribers() {
        ownedByRefCount.store(true, ordering: .releasing)
    }

    /// Under `refCount()`, also stopped once every subscriber's chain has: a
    /// synchronous source (`from(1...)`) asks this between elements, and a
    /// `take` below the last subscriber cannot dispose the connection while
    /// the source's `subscribe` runs. An explicit `connect()` runs until disposed.
    override var isChainStopped: Bool {
        isStopped || (ownedByRefCount.load(ordering: .acquiring) && subject.allObserverChainsStopped)
    }

    override func onNext(_ element: Element) {
        guard !isStopped else { return }
        subject.input.onNext(element)
    }

    override func onError(_ error: any Error) {
        guard end() else { return }
        subject.input.onError(error)
        tearDown()
    }

    override func onCompleted() {
        guard end() else { return }
        subject.input.onCompleted()
        tearDown()
    }

    /// Stops and lets go of the connection before the subject is told, so
    /// that a subscriber resubscribing on the terminal event (retry, repeat)
    /// meets a new subject and connects anew.
    private func end() -> Bool {
        let (stopped, released) = parent.lock.withLock { parent.stopLocked(self) }
        withExtendedLifetime(released) {}
        return stopped
    }

    /// Disconnects: stopped and let go of in one critical section, torn down after it.
    override func dispose() {
        if end() { tearDown() }
    }
}
