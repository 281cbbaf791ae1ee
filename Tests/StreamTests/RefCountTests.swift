import Testing
@testable import Stream

/// `refCount()` lifetimes in virtual time, and `share(replay:scope:)`.
@Suite("refCount and share scopes")
struct RefCountTests {
    @Test func connectsOnTheFirstSubscriberAndEndsWithTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .completed(250),
        ])
        let observer = scheduler.start { xs.publish().refCount() }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func theLastSubscriberLeavingDisconnectsAndTheNextReconnects() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(stride(from: 210, through: 400, by: 10).map { .next($0, $0) })
        let counted = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let c = scheduler.createObserver(Int.self)
        var subscriptionA: (any Disposable)?
        var subscriptionB: (any Disposable)?
        var subscriptionC: (any Disposable)?
        scheduler.scheduleAt(205) { subscriptionA = counted.subscribe(a) }
        scheduler.scheduleAt(215) { subscriptionB = counted.subscribe(b) }
        scheduler.scheduleAt(225) { subscriptionA?.dispose() }
        scheduler.scheduleAt(235) { subscriptionB?.dispose() }
        scheduler.scheduleAt(300) { subscriptionC = counted.subscribe(c) }
        scheduler.scheduleAt(315) { subscriptionC?.dispose() }
        scheduler.start()
        #expect(a.events == [.next(210, 210), .next(220, 220)])
        #expect(b.events == [.next(220, 220), .next(230, 230)])
        #expect(c.events == [.next(310, 310)])
        #expect(xs.subscriptions == [Subscription(205, 235), Subscription(300, 315)])
    }

    @Test func aSubjectThatHasEndedIsNotConnected() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ended = PublishSubject<Int>()
        ended.onCompleted()
        let observer = scheduler.start { xs.multicast(ended).refCount() }
        #expect(observer.events == [.completed(200)])
        #expect(xs.subscriptions.isEmpty)
    }

    @Test func aSubscriberResubscribingOnTheEndConnectsAgain() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
        let observer = scheduler.start { xs.publish().refCount().retry(2) }
        #expect(observer.events == [.next(210, 1), .next(230, 1), .error(240, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
    }

    @Test func aTakeBelowRefCountStopsASynchronousSource() {
        nonisolated(unsafe) var pulled = 0
        let counted = (0..<1_000_000).lazy.map { value -> Int in
            pulled += 1
            return value
        }
        let log = RawEventLog<Int>()
        _ = Observable.from(counted).publish().refCount().take(2).subscribe(log.observer)
        #expect(log.events == [.next(0), .next(1), .completed])
        #expect(pulled == 2)
    }

    /// Each retry makes a new subject and connection; the resubscription
    /// stays a loop (this would overflow the stack if it nested).
    @Test func retryingARefCountedSynchronousFailureRunsInConstantStack() {
        var subscriptions = 0
        let failing = Observable<Int>.deferred {
            subscriptions += 1
            return .error(TestError(id: 1))
        }
        let log = RawEventLog<Int>()
        _ = failing.publish().refCount().retry(30_000).subscribe(log.observer)
        #expect(subscriptions == 30_000)
        #expect(log.events == [.error(TestError(id: 1))])
    }

    @Test func anExplicitConnectionRunsASynchronousSourceToItsEnd() {
        let published = Observable.of(1, 2, 3).publish()
        let log = EventLog<Int>()
        _ = published.take(1).subscribe(log.observer)
        _ = published.connect()
        #expect(log.events == [.next(1), .completed])
        // The source ran to its end, which ended that connection's subject.
        let late = EventLog<Int>()
        _ = published.subscribe(late.observer)
        #expect(late.events.isEmpty)
    }

    // MARK: share(replay:scope:)

    /// `.whileConnected`: a subscriber after a disconnect starts afresh.
    /// `.forever`: it first gets what the previous connection left.
    @Test func theScopeDecidesWhatASubscriberAfterAReconnectSees() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable(stride(from: 210, through: 400, by: 10).map { .next($0, $0) })
            let shared = xs.share(replay: 1, scope: scope)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(205) { subscription = shared.subscribe(first) }
            scheduler.scheduleAt(235) { subscription?.dispose() }
            scheduler.scheduleAt(255) { subscription = shared.subscribe(second) }
            scheduler.scheduleAt(275) { subscription?.dispose() }
            scheduler.start()
            #expect(first.events == [.next(210, 210), .next(220, 220), .next(230, 230)])
            let stale: [Recorded<Event<Int>>] = scope == .forever ? [.next(255, 230)] : []
            #expect(second.events == stale + [.next(260, 260), .next(270, 270)])
            #expect(xs.subscriptions == [Subscription(205, 235), Subscription(255, 275)])
        }
    }

    /// After the source ended: `.whileConnected` subscribes it again,
    /// `.forever` replays and ends without subscribing.
    @Test func theScopeDecidesWhatASubscriberAfterTheEndSees() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let scheduler = TestScheduler()
            let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            let shared = xs.share(replay: 1, scope: scope)
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
            scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
            scheduler.start()
            #expect(first.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
            if scope == .forever {
                #expect(second.events == [.next(300, "b"), .completed(300)])
                #expect(xs.subscriptions == [Subscription(200, 230)])
            } else {
                #expect(second.events == [.next(310, "a"), .next(320, "b"), .completed(330)])
                #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
            }
        }
    }

    @Test func foreverWithoutReplayTellsALateSubscriberTheEndAlone() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 5))])
        let shared = xs.share(scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .error(220, TestError(id: 5))])
        #expect(late.events == [.error(300, TestError(id: 5))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func foreverStillStopsASynchronousSourceBelowATake() {
        let shared = Observable.from(0...).share(replay: 1, scope: .forever)
        let log = RawEventLog<Int>()
        _ = shared.take(2).subscribe(log.observer)
        #expect(log.events == [.next(0), .next(1), .completed])
        // The stopped connection left its last element; the next one resumes the source.
        let next = RawEventLog<Int>()
        _ = shared.take(2).subscribe(next.observer)
        #expect(next.events == [.next(1), .next(0), .completed])
    }
}
