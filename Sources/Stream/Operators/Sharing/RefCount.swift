/// `ConnectableObservable.refCount()`: connects when the first subscriber
/// arrives and disconnects when the last one leaves; the source ending ends
/// the connection, and the next subscriber connects anew.
// @unchecked: `count`, `connectionID`, `connection` and each sink's
// `countedConnection` are guarded by `lock`; `source` never changes.
final class RefCountObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let source: ConnectableObservable<Element>
    private let lock = Locked()
    private var count = 0
    // Which connection the subscribers count toward; bumped when one ends by
    // itself, so that its subscribers leaving later do not count down the next.
    private var connectionID = 0
    private var connection: SerialDisposable?

    init(source: ConnectableObservable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let sink = RefCountSink(parent: self, downstream: observer)
        // Subscribe the subject first, so the subscriber sees everything a
        // synchronous source sends once connected (RxSwift's order).
        sink.setUpstream(source.run(sink))
        let slot = lock.withLock { () -> SerialDisposable? in
            // Ended during its subscription (a subject that had ended): it does not count.
            guard !sink.isStopped else { return nil }
            sink.countedConnection = connectionID
            count += 1
            guard count == 1 else { return nil }
            let slot = SerialDisposable()
            connection = slot
            return slot
        }
        if let slot { source.connect(into: slot) }
        return sink
    }

    /// A subscriber left: the last one of the current connection disconnects it.
    fileprivate func subscriberLeft(_ sink: RefCountSink<Element>) {
        let disconnect = lock.withLock { () -> SerialDisposable? in
            defer { sink.countedConnection = nil }
            guard sink.countedConnection == connectionID else { return nil }
            count -= 1
            guard count == 0 else { return nil }
            return connection.take()
        }
        disconnect?.dispose()
    }

    /// A subscriber received the terminal event: the connection is over for
    /// all its subscribers (their leaving no longer counts).
    fileprivate func subscriberEnded(_ sink: RefCountSink<Element>) {
        let disconnect = lock.withLock { () -> SerialDisposable? in
            defer { sink.countedConnection = nil }
            guard sink.countedConnection == connectionID else { return nil }
            count = 0
            connectionID &+= 1
            return connection.take()
        }
        disconnect?.dispose()
    }
}

final class RefCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let parent: RefCountObservable<Element>
    /// Guarded by the parent's lock: the connection this subscriber counts toward, if any.
    fileprivate var countedConnection: Int?

    fileprivate init(parent: RefCountObservable<Element>, downstream: ObserverNode<Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
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
