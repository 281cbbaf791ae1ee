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
    private let source: Observable<Element>
    private let makeSubject: () -> MulticastSubject<Element>
    private let lock = Locked()
    // Guarded by `lock`: the subject subscribers join now, made on demand, and
    // the running connection (nil when not connected).
    private var subject: MulticastSubject<Element>?
    private var connection: MulticastConnection<Element>?

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
        let (connection, isNew) = currentConnection()
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

    /// `refCount()`'s connect: the connection goes into `slot` before the
    /// source is subscribed, so that disposing the slot while a synchronous
    /// source still sends (a `take` below the last subscriber) stops it; and
    /// the connection stops a synchronous source once every subscriber's
    /// chain has stopped.
    func connect(into slot: SerialDisposable) {
        let (connection, isNew) = currentConnection()
        connection.stopsWithItsSubscribers()
        slot.disposable = connection
        if isNew { connection.start(source) }
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        currentSubject().observable.run(observer)
    }

    /// The subject subscribers join now; the factory (user code) runs outside the lock.
    private func currentSubject() -> MulticastSubject<Element> {
        if let subject = lock.withLock({ subject }) { return subject }
        let made = makeSubject()
        return lock.withLock {
            if let subject { return subject }
            subject = made
            return made
        }
    }

    /// The running connection, or a new one registered but not subscribed yet (`isNew`).
    private func currentConnection() -> (MulticastConnection<Element>, isNew: Bool) {
        while true {
            let subject = currentSubject()
            let found = lock.withLock { () -> (MulticastConnection<Element>, isNew: Bool)? in
                if let connection { return (connection, false) }
                // Its connection ended since the subject was read: take the next one.
                guard self.subject?.observable === subject.observable else { return nil }
                let created = MulticastConnection(parent: self, subject: subject)
                connection = created
                return (created, true)
            }
            if let found { return found }
        }
    }

    /// `connection` ended or was disposed: the next subscriber and the next
    /// `connect()` start with a new subject.
    fileprivate func detach(_ connection: MulticastConnection<Element>) {
        let released = lock.withLock { () -> MulticastSubject<Element>? in
            guard self.connection === connection else { return nil }
            self.connection = nil
            return subject.take()
        }
        withExtendedLifetime(released) {}  // released after the lock
    }
}

/// One subscription of a connectable observable's subject to its source; the
/// disposable `connect()` returns.
// @unchecked: its fields never change after init, except the atomic flag; SubscriptionNode is atomic.
final class MulticastConnection<Element>: SubscriptionNode<Element>, @unchecked Sendable {
    // A cycle while connected (the parent holds its current connection), broken by `detach`.
    private let parent: ConnectableObservable<Element>
    private let subject: MulticastSubject<Element>
    private let ownedByRefCount = Atomic<Bool>(false)

    fileprivate init(parent: ConnectableObservable<Element>, subject: MulticastSubject<Element>) {
        self.parent = parent
        self.subject = subject
    }

    /// Subscribes the source, unless the connection was disposed already.
    fileprivate func start(_ source: Observable<Element>) {
        guard !isStopped else { return }
        setUpstream(source.run(self))
    }

    fileprivate func stopsWithItsSubscribers() {
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

    // Detach before the subject is told, so that a subscriber resubscribing
    // on the terminal event (retry, repeat) meets a new subject.
    override func onError(_ error: any Error) {
        guard stop() else { return }
        parent.detach(self)
        subject.input.onError(error)
        tearDown()
    }

    override func onCompleted() {
        guard stop() else { return }
        parent.detach(self)
        subject.input.onCompleted()
        tearDown()
    }

    override func disposeResources() {
        parent.detach(self)
    }
}
