import Stream
import Testing

/// A testable observable's direct subscriber receives every scripted event,
/// as RxTest's does; every other path keeps the grammar.
@Suite("TestableObservable: direct subscriber vs. the grammar")
struct TestableObservableDirectSubscriberTests {
    private static let script: [Recorded<Event<Int>>] = [
        .next(210, 1), .completed(220), .next(230, 2), .error(240, testError), .next(250, 3),
    ]

    @Test func aDirectSubscriberOfAHotObservableGetsEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == Self.script)
    }

    @Test func aDirectSubscriberOfAColdObservableGetsEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) { _ = xs.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == Self.script)
    }

    @Test func disposingADirectSubscriptionStillStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(235) { subscription?.dispose() }
        scheduler.start()
        #expect(observer.events == Array(Self.script.prefix(3)))
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func anObserverThatIgnoresLateEventsCanBeCheckedWithIt() {
        // The use RxTest's behaviour serves: testing an observer's own guard.
        final class FirstTerminalOnly: ObserverType {
            var received: [Event<Int>] = []
            var stopped = false
            func on(_ event: Event<Int>) {
                guard !stopped else { return }
                if case .next = event {} else { stopped = true }
                received.append(event)
            }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = FirstTerminalOnly()
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        #expect(observer.received == [.next(1), .completed])
    }

    @Test func startKeepsTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = scheduler.start { xs }
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func asObservableKeepsTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.asObservable().subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(410, 1), .completed(420)])
        #expect(xs.asObservable() !== xs)
    }

    @Test func operatorsKeepTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.map { $0 + 1 }.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(210, 2), .completed(220)])
    }

    @Test func closureSubscriptionsKeepTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        var seen: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(
                onNext: { seen.append("next \($0)") }, onError: { _ in seen.append("error") },
                onCompleted: { seen.append("completed") })
        }
        scheduler.start()
        #expect(seen == ["next 1", "completed"])
    }

    @Test func subscribersInsideTheLibraryKeepTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable<Int>.create { inner in xs.subscribe(inner) }.subscribe(observer)
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }
}

extension TestableObservableDirectSubscriberTests {
    @Test func bindAndTheEventClosureKeepTheGrammarAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.script)
        let bound = scheduler.createObserver(Int.self)
        var closure: [Event<Int>] = []
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: bound)
            _ = xs.subscribe { closure.append($0) }
        }
        scheduler.start()
        #expect(bound.events == [.next(210, 1), .completed(220)])
        #expect(closure == [.next(1), .completed])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(200, 220)])
    }
}
