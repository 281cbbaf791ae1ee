/// `ConnectableObservable.refCount()`: connects when the first subscriber
/// arrives and disconnects when the last one leaves; the source ending ends
/// the connection, and the next subscriber connects anew.
///
/// Its counts live under the connectable's lock, per `generation` (the
/// connectable bumps it whenever a connection ends or is disconnected), so
/// the end of a connection resets the count in the same step that lets go
/// of its subject: a subscriber arriving at that moment either counts
/// toward the old connection and meets its end, or starts the next one.
// @unchecked: `count` and `countGeneration` (and each sink's
// `countedGeneration`) are guarded by the connectable's lock; `source` never changes.
final class RefCountObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let source: ConnectableObservable<Element>
    private var count = 0
    private var countGeneration = 0

    init(source: ConnectableObservable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = RefCountSink(parent: self, downstream: observer)
        let (subject, connection) = source.withCurrentSubject {
            subject -> (MulticastSubject<Element>, MulticastConnection<Element>?) in
            if countGeneration != source.generation {
                count = 0
                countGeneration = source.generation
            }
            count += 1
            sink.countedGeneration = countGeneration
            guard count == 1 else { return (subject, nil) }
            // The first subscriber connects, or adopts a connection made by hand.
            if let running = source.connection {
                running.stopsWithItsSubscribers()
                return (subject, nil)
            }
            let created = source.makeConnectionLocked(feeding: subject)
            created.stopsWithItsSubscribers()
            return (subject, created)
        }
        // Subscribed before connecting, so the first subscriber sees what a
        // synchronous source sends (RxSwift's order). A subject that has ended
        // ends the sink at once, which disconnects before anything started.
        sink.setUpstream(subject.observable.run(sink))
        connection?.start(source.source)
        return sink
    }

    /// A subscriber left or ended: the last one of the running connection
    /// disconnects it. Nothing to do for a subscriber of a connection that
    /// has ended since.
    fileprivate func subscriberLeft(_ sink: RefCountSink<Element>) {
        let (stopped, released) = source.lock.withLock {
            () -> (MulticastConnection<Element>?, MulticastSubject<Element>?) in
            defer { sink.countedGeneration = nil }
            guard let counted = sink.countedGeneration, counted == source.generation, counted == countGeneration else {
                return (nil, nil)
            }
            count -= 1
            guard count == 0, let connection = source.connection else { return (nil, nil) }
            let (stopped, released) = source.stopLocked(connection)
            return (stopped ? connection : nil, released)
        }
        withExtendedLifetime(released) {}  // released after the lock
        stopped?.tearDown()
    }
}

final class RefCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let parent: RefCountObservable<Element>
    /// Guarded by the connectable's lock: the generation this subscriber counts toward, if any.
    fileprivate var countedGeneration: Int?

    fileprivate init(parent: RefCountObservable<Element>, downstream: ObserverNode<Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onError(_ error: any Error) {
        guard !isStopped else { return }
        parent.subscriberLeft(self)
        forwardError(error)
    }

    override func onCompleted() {
        guard !isStopped else { return }
        parent.subscriberLeft(self)
        forwardCompleted()
    }

    override func disposeResources() {
        parent.subscriberLeft(self)
    }
}
