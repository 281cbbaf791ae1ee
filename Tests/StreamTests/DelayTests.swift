import Testing
@testable import Stream

@Suite("delay and delaySubscription")
struct DelayTests {
    @Test func delayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.delay(.seconds(15), scheduler: scheduler) }
        #expect(observer.events == [.next(225, 1), .next(235, 2), .completed(265)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func delayForwardsErrorsAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(id: 3))])
        let observer = scheduler.start { source.delay(.seconds(15), scheduler: scheduler) }
        #expect(observer.events == [.next(225, 1), .error(230, TestError(id: 3))])
    }

    @Test func delayKeepsOrderForEventsAtTheSameTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.of(1, 2, 3).delay(.seconds(5), scheduler: scheduler) }
        #expect(observer.events == [.next(205, 1), .next(205, 2), .next(205, 3), .completed(205)])
    }

    @Test func disposingDelayReleasesWaitingElementsAtOnce() {
        let scheduler = TestScheduler()
        weak var weakBox: Box?
        var subscription: (any Disposable)?
        do {
            let box = Box()
            weakBox = box
            subscription = Observable.just(box).delay(.seconds(100), scheduler: scheduler).subscribe()
        }
        scheduler.advanceTo(10)
        #expect(weakBox != nil)
        subscription?.dispose()
        #expect(weakBox == nil)
    }

    @Test func delaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [.next(240, 1), .completed(250)])
        #expect(source.subscriptions == [Subscription(230, 250)])
    }

    @Test func delaySubscriptionDisposedEarlyNeverSubscribes() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1)])
        let observer = scheduler.start(disposed: 220) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events == [])
        #expect(source.subscriptions == [])
    }

    // Nothing may stay on the scheduler once the subscription has ended: the
    // clock stops where the last real work was.

    @Test func disposingCancelsTheActionsStillPending() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2)])
        let observer = scheduler.start(disposed: 215) { source.delay(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [])
        #expect(scheduler.clock == 215)
    }

    @Test func anErrorCancelsTheActionsStillPending() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let observer = scheduler.start(disposed: 300) { source.delay(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.error(220, TestError(id: 1))])
        #expect(scheduler.clock == 300)
    }

    @Test func aLongRunKeepsEveryEventAndCancelsWhatIsLeft() {
        // More events than the compaction threshold, released while others
        // still wait, then a dispose with some pending.
        let scheduler = TestScheduler()
        let events: [Recorded<Event<Int>>] = (0..<80).map { .next(201 + $0, $0) }
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: 283) { source.delay(.seconds(5), scheduler: scheduler) }
        // The dispose at 283 was scheduled first, so it comes before the 77 due then.
        #expect(observer.events == (0..<77).map { .next(206 + $0, $0) })
        #expect(scheduler.clock == 283)
    }

    @Test func aSchedulerThatRunsTheActionAtOnceStillDeliversInOrder() {
        var received: [Int] = []
        var completed = false
        let subscription = Observable.from([1, 2, 3]).delay(.zero, scheduler: ImmediateScheduler.instance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [1, 2, 3])
        #expect(completed)
        subscription.dispose()
    }
}
