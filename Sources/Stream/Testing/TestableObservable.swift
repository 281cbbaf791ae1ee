import Synchronization

/// A scripted observable that records when it is subscribed and
/// unsubscribed: RxTest's `TestableObservable`. Make one with
/// `TestScheduler.createHotObservable(_:)` or `createColdObservable(_:)`.
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
