import Testing
@testable import Stream

@Suite("TestScheduler: hot and cold observables")
struct TestableObservableTests {
    @Test func hotObservableEmitsAtAbsoluteTimesToWhoeverIsSubscribed() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])
        let observer = scheduler.start { hot.asObservable() }
        #expect(observer.events == [.next(210, 2), .next(240, 3), .completed(300)])
        #expect(hot.subscriptions == [Subscription(200, 300)])
    }

    @Test func hotObservableSharesOneTimelineBetweenSubscribers() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(hot.subscribe(early)) }
        scheduler.scheduleAt(300) { subscriptions.append(hot.subscribe(late)) }
        scheduler.scheduleAt(400) { subscriptions[0].dispose() }
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(310, 2)])
        #expect(late.events == [.next(310, 2), .next(410, 3)])
        #expect(hot.subscriptions == [Subscription(200, 400), Subscription(300)])
    }

    @Test func coldSubscriptionsEachGetTheirOwnTimelineAndEndIndependently() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let kept = scheduler.createObserver(String.self)
        let cut = scheduler.createObserver(String.self)
        var cutSubscription: (any Disposable)?
        scheduler.scheduleAt(200) { cutSubscription = cold.subscribe(cut) }
        scheduler.scheduleAt(205) { _ = cold.subscribe(kept) }
        scheduler.scheduleAt(215) { cutSubscription?.dispose() }
        scheduler.start()
        #expect(cut.events == [.next(210, "a")])
        #expect(kept.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
        // Subscribed directly, as in RxTest: nothing unsubscribes at the completion.
        #expect(cold.subscriptions == [Subscription(200, 215), Subscription(205)])
    }

    @Test func disposingAColdSubscriptionCancelsWhatIsStillToCome() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, 1), .next(900, 2), .completed(950)])
        let observer = scheduler.start(disposed: 500) { cold.asObservable() }
        #expect(observer.events == [.next(210, 1)])
        #expect(cold.subscriptions == [Subscription(200, 500)])
        #expect(scheduler.clock == 500)
    }

    @Test func operatorsThatEndTheStreamUnsubscribeAtThatTime() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start { hot.take(2) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(hot.subscriptions == [Subscription(200, 220)])
    }

    @Test func recordedEventsAreTheScript() {
        let scheduler = TestScheduler()
        let events: [Recorded<Event<Int>>] = [.next(10, 1), .error(20, TestError(id: 7))]
        #expect(scheduler.createColdObservable(events).recordedEvents == events)
        #expect(scheduler.createHotObservable(events).recordedEvents == events)
    }

    @Test func subscriptionDefaultsToStillAlive() {
        #expect(Subscription(200) == Subscription(200, .max))
        #expect(Subscription(200).unsubscribe == TestTime.max)
        #expect(Subscription(200, 300).debugDescription == "(200, 300)")
    }
}
