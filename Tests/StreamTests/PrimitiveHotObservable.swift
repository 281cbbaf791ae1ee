import Foundation
@testable import Stream

// RxSwift 6.9.1's test mock (Tests/RxSwiftTests/TestImplementations/Mocks),
// translated: a hot source of its own type, conforming to `ObservableType`
// only, as users' own observables do.

let SubscribedToHotObservable = Subscription(0)
let UnsunscribedFromHotObservable = Subscription(0, 0)

final class PrimitiveHotObservable<Element>: ObservableType, @unchecked Sendable {  // state under `lock`
    typealias Events = Recorded<Element>
    typealias Observer = AnyObserver<Element>

    var _subscriptions = [Subscription]()
    let observers = PublishSubject<Element>()

    public var subscriptions: [Subscription] {
        lock.lock()
        defer { lock.unlock() }
        return _subscriptions
    }

    let lock = NSRecursiveLock()

    init() {
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        observers.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        lock.lock()
        defer { lock.unlock() }

        let removeObserver = observers.subscribe(observer)
        _subscriptions.append(SubscribedToHotObservable)

        let i = self._subscriptions.count - 1

        nonisolated(unsafe) var count = 0

        return Disposables.create {
            self.lock.lock()
            defer { self.lock.unlock() }

            removeObserver.dispose()
            count += 1
            assert(count == 1)

            self._subscriptions[i] = UnsunscribedFromHotObservable
        }
    }
}

/// RxSwift's `PrimitiveMockObserver`: records every event at time 0.
final class PrimitiveMockObserver<Element>: ObserverType, @unchecked Sendable {  // `_events` under `lock`
    private let lock = NSLock()
    private var _events = [Recorded<Event<Element>>]()

    var events: [Recorded<Event<Element>>] {
        lock.lock()
        defer { lock.unlock() }
        return _events
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        _events.append(Recorded(time: 0, value: event))
    }
}
