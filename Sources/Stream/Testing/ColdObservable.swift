/// A test observable whose events are replayed for each subscriber, at
/// times relative to that subscription: `.next(10, 1)` reaches a subscriber
/// that subscribed at 200 at 210. Disposing cancels what is still to come.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        let start = testScheduler.clock
        let scheduled = CompositeDisposable()
        let subscription = recordSubscription(disposing: scheduled)
        for recorded in recordedEvents {
            let event = recorded.value
            scheduled.insert(testScheduler.scheduleAt(start + recorded.time) { observer.on(event) })
        }
        return subscription
    }
}
