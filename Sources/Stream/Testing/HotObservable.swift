import Synchronization

/// A test observable whose events happen at absolute virtual times, whether
/// or not anyone is subscribed: each subscriber sees the events scheduled
/// after it subscribed, like a subject driven by the clock.
///
/// As in RxTest, it sends every scripted event to the current subscribers,
/// even after a terminal event (the subscribers' own grammar guard drops
/// it), and a late subscriber does not receive an earlier terminal event.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private let observers = Locked(SubjectObservers<Element>())

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            let event = recorded.value
            testScheduler.scheduleAt(recorded.time) { [self] in
                let current = observers.withLock { $0.nodes }
                for entry in current { entry.node.on(event) }
            }
        }
    }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        guard case .added(let key) = observers.withLock({ $0.add(observer) }) else {
            preconditionFailure("a hot test observable never terminates its observer list")
        }
        return recordSubscription(disposing: SubjectSubscription(key: key, remove: self))
    }
}

extension HotObservable: SubjectObserverRemoving {
    func removeObserver(key: Int) {
        _ = observers.withLock { $0.remove(key: key) }
    }
}
