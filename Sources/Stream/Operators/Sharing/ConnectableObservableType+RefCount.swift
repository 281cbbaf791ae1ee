import Foundation

extension ConnectableObservableType {
    /// A stream that keeps this connectable stream connected while it has
    /// subscribers, as RxSwift's `refCount()`: the first subscriber connects
    /// (`connect()`), the last one leaving disposes that connection, and a
    /// terminal event ends the connection for every subscriber (the next
    /// subscriber connects again). A subscriber that the connectable ends
    /// while subscribing (a subject that has already completed) does not
    /// connect.
    ///
    /// It works for a connectable type of your own as for
    /// `ConnectableObservable`, whose own `refCount()` it uses:
    ///
    /// ```swift
    /// struct Gate: ConnectableObservableType {
    ///     let source: Observable<Int>
    ///     let subject = PublishSubject<Int>()
    ///
    ///     func connect() -> any Disposable { source.subscribe(subject) }
    ///
    ///     func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    ///     where Observer.Element == Int {
    ///         subject.subscribe(observer)
    ///     }
    /// }
    /// let shared = Gate(source: ticks).refCount()
    /// let first = shared.subscribe(onNext: { print($0) })  // connects
    /// first.dispose()  // the last subscriber leaving disconnects
    /// ```
    public func refCount() -> Observable<Element> {
        if let connectable = self as? ConnectableObservable<Element> { return connectable.refCount() }
        return ConnectableRefCountObservable(source: self)
    }
}

/// `refCount()` for any `ConnectableObservableType`, counted as RxSwift's:
/// under one recursive lock, which is held while it calls `connect()` and
/// while the last subscriber disposes the connection, so that a subscriber
/// arriving meanwhile neither connects a second time nor joins a connection
/// on its way out; recursive because a synchronous source delivers (and its
/// subscribers may resubscribe) inside `connect()`.
// @unchecked: `count`, `connectionID` and `connection` (and each sink's
// `countedID`) are guarded by `lock`; `source` never changes.
final class ConnectableRefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>,
    @unchecked Sendable
{
    fileprivate let source: Source
    fileprivate let lock = NSRecursiveLock()
    /// The subscribers counted toward the current connection.
    fileprivate var count = 0
    /// Bumped when a terminal event ends the current connection: a
    /// subscriber counted toward an earlier one no longer changes the count.
    fileprivate var connectionID = 0
    fileprivate var connection: (any Disposable)?

    init(source: Source) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Source.Element>) -> any Disposable {
        let sink = ConnectableRefCountSink(parent: self, downstream: observer)
        sink.setUpstream(source.subscribe(sink))
        lock.lock()
        defer { lock.unlock() }
        // Ended while subscribing: neither counted nor connecting.
        guard !sink.isStopped else { return sink }
        let counted = connectionID
        sink.countedID = counted
        count += 1
        guard count == 1 else { return sink }
        let made = source.connect()
        if connectionID == counted, connection == nil, count > 0 {
            connection = made
        } else if let current = connection, (current as AnyObject) === (made as AnyObject) {
            // A resubscription inside `connect()` connected again and got the same connection.
        } else {
            // The connection ended, or lost its subscribers, inside `connect()`
            // (a synchronous source).
            made.dispose()
        }
        return sink
    }

    /// A counted subscriber left: the last one disposes the connection.
    fileprivate func subscriberLeft(_ sink: ConnectableRefCountSink<Source>) {
        lock.lock()
        defer { lock.unlock() }
        guard let counted = sink.countedID else { return }
        sink.countedID = nil
        guard counted == connectionID else { return }
        count -= 1
        guard count == 0, let running = connection.take() else { return }
        running.dispose()
    }

    /// A counted subscriber received a terminal event: the connection ends
    /// for everyone, disposed after the lock.
    fileprivate func subscriberEnded(_ sink: ConnectableRefCountSink<Source>) {
        lock.lock()
        guard let counted = sink.countedID else { return lock.unlock() }
        sink.countedID = nil
        guard counted == connectionID else { return lock.unlock() }
        count = 0
        connectionID &+= 1
        let ended = connection.take()
        lock.unlock()
        ended?.dispose()
    }
}

final class ConnectableRefCountSink<Source: ConnectableObservableType>: Sink<Source.Element, Source.Element>,
    @unchecked Sendable
{
    private let parent: ConnectableRefCountObservable<Source>
    /// Guarded by the parent's lock: the connection this subscriber counts toward, if any.
    fileprivate var countedID: Int?

    fileprivate init(parent: ConnectableRefCountObservable<Source>, downstream: ObserverNode<Source.Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source.Element) {
        forwardNext(element)
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        parent.subscriberEnded(self)
        forwardError(error)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        parent.subscriberEnded(self)
        forwardCompleted()
    }

    override func disposeResources() {
        parent.subscriberLeft(self)
    }
}
