import Synchronization

/// A scripted observable that records when it is subscribed and
/// unsubscribed: RxTest's `TestableObservable`. Make one with
/// `TestScheduler.createHotObservable(_:)` or `createColdObservable(_:)`.
///
/// ```swift
/// let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
/// ```
///
/// See <doc:OperatorsByExample#Testing-with-observers-and-times-of-your-own> for an example with its output.
// @unchecked: the mutable state is the `subscriptionLog` Mutex; the rest is immutable.
public class TestableObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The scheduler whose clock stamps the events and the subscriptions.
    public let testScheduler: TestScheduler

    /// The scripted events, as given.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let subscriptionLog = Locked<[Subscription]>([])

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer` directly, as RxTest's testable observable does:
    /// it receives every scripted event that falls due while subscribed,
    /// including any after a recorded error or completion (a test double for
    /// checking how an observer handles those itself). Through an operator,
    /// `asObservable()`, `subscribe(onNext:...)` or `TestScheduler.start`,
    /// the grammar holds: nothing arrives after the first terminal event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        // The package's own nodes (and observers wrapping one) are links of
        // a chain, whose grammar must hold.
        if observer is ObserverNode<Element> { return super.subscribe(observer) }
        if let any = observer as? AnyObserver<Element>, any.node != nil { return super.subscribe(observer) }
        return run(UnguardedForwarder(observer.on))
    }

    /// This observable behind a plain `Observable`, which keeps the grammar
    /// for a direct subscriber too (RxSwift's `asObservable()` wraps it alike).
    public override func asObservable() -> Observable<Element> {
        GrammarKeepingObservable(source: self)
    }

    /// Every subscription so far, in the order they were made.
    public var subscriptions: [Subscription] { subscriptionLog.withLock { $0 } }

    /// Records a subscription at the current clock. Subclasses call it in
    /// `run`, and wrap what they return in the disposable it gives back,
    /// which records the unsubscription (once) before disposing `resources`.
    final func recordSubscription(disposing resources: any Disposable) -> any Disposable {
        let subscribed = testScheduler.clock
        let index = subscriptionLog.withLock { log in
            log.append(Subscription(subscribed))
            return log.count - 1
        }
        return Disposables.create { [self] in
            let unsubscribed = testScheduler.clock
            subscriptionLog.withLock { log in
                log[index] = Subscription(log[index].subscribe, unsubscribed)
            }
            resources.dispose()
        }
    }
}

/// Hands every event to an observer given to `TestableObservable.subscribe`,
/// with no grammar guard (see there).
// @unchecked: its one property is immutable; the test scheduler sends events one at a time.
private final class UnguardedForwarder<Element>: ObserverNode<Element>, @unchecked Sendable {
    private let forward: (Event<Element>) -> Void

    init(_ forward: @escaping (Event<Element>) -> Void) {
        self.forward = forward
    }

    override func onNext(_ element: Element) { forward(.next(element)) }
    override func onError(_ error: any Error) { forward(.error(error)) }
    override func onCompleted() { forward(.completed) }
}

/// A testable observable seen as a plain `Observable`: subscribing goes
/// through the ordinary guarded path.
private final class GrammarKeepingObservable<Element>: Observable<Element> {
    // The testable observable seen through this one.
    private let source: TestableObservable<Element>

    init(source: TestableObservable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        source.run(observer)
    }
}
