extension Observable {
    /// A connectable stream that sends through a `PublishSubject`: subscribers
    /// receive what the source sends once `connect()` was called.
    @usableFromInline
    func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable stream that sends through a `ReplaySubject` keeping the
    /// last `bufferSize` elements for late subscribers.
    @usableFromInline
    func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable stream that replays every element to late subscribers.
    @usableFromInline
    func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }

    /// A connectable stream that sends through `subject`, for every
    /// connection: once the source ended, so has the subject, and later
    /// subscribers get what the subject gives after its end.
    @usableFromInline
    func multicast<Subject: Observable<Element> & ObserverType>(
        _ subject: Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        let shared = MulticastSubject(subject)
        return ConnectableObservable(source: self, makeSubject: { shared })
    }

    /// A connectable stream that sends through a subject from `makeSubject`,
    /// a new one for each connection (asked for when the first subscriber or
    /// `connect()` after the previous connection's end needs it).
    @usableFromInline
    func multicast<Subject: Observable<Element> & ObserverType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Element> where Subject.Element == Element {
        ConnectableObservable(source: self, makeSubject: { MulticastSubject(makeSubject()) })
    }

    /// For each subscription: makes a subject, hands `selector` this stream
    /// multicast through it, subscribes to what `selector` returns, then
    /// connects. The connection ends with the subscription. A throwing
    /// factory or selector fails the subscription.
    @usableFromInline
    func multicast<Subject: Observable<Element> & ObserverType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Element == Element {
        let source = self
        return Observable<Result>.create { observer in
            do {
                let subject = MulticastSubject(try subjectSelector())
                let connectable = ConnectableObservable(source: source, makeSubject: { subject })
                let subscription = try selector(connectable).subscribe(observer)
                return Disposables.create(subscription, connectable.connect())
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}

/// A connectable observable's subject, its type erased: what subscribers
/// subscribe to, and what the connection sends to.
struct MulticastSubject<Element> {
    let observable: Observable<Element>
    let input: AnyObserver<Element>

    init<Subject: Observable<Element> & ObserverType>(_ subject: Subject) where Subject.Element == Element {
        observable = subject
        input = AnyObserver(subject)
    }

    /// `true` when every subscriber's chain has stopped (see `ObserverChainsReporting`).
    var allObserverChainsStopped: Bool {
        (observable as? any ObserverChainsReporting)?.allObserverChainsStopped ?? false
    }
}
