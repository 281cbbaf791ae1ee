import Testing
@testable import Stream

@Suite("AsyncSubject and hasObservers")
struct AsyncSubjectTests {
    @Test func sendsOnlyTheLastElementOnCompletion() {
        let scheduler = TestScheduler()
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onCompleted() }
        scheduler.scheduleAt(240) { subject.onNext(3) }
        scheduler.scheduleAt(300) { _ = subject.subscribe(late) }
        scheduler.start()
        #expect(early.events == [.next(230, 2), .completed(230)])
        #expect(late.events == [.next(300, 2), .completed(300)])
    }

    @Test func completingEmptySendsTheCompletionAlone() {
        let subject = AsyncSubject<Int>()
        let early = EventLog<Int>()
        _ = subject.subscribe(early.observer)
        subject.onCompleted()
        let late = EventLog<Int>()
        _ = subject.subscribe(late.observer)
        #expect(early.events == [.completed])
        #expect(late.events == [.completed])
    }

    @Test func aFailureDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let early = EventLog<Int>()
        _ = subject.subscribe(early.observer)
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        subject.onCompleted()
        let late = EventLog<Int>()
        _ = subject.subscribe(late.observer)
        #expect(early.events == [.error(TestError(id: 1))])
        #expect(late.events == [.error(TestError(id: 1))])
    }

    @Test func aDisposedSubscriberGetsNothing() {
        let subject = AsyncSubject<Int>()
        let log = EventLog<Int>()
        let subscription = subject.subscribe(log.observer)
        #expect(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onCompleted()
        #expect(log.events.isEmpty)
    }

    @Test func theEndReleasesTheSubscribers() {
        let subject = AsyncSubject<Int>()
        _ = subject.subscribe()
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test func everySubjectTellsWhetherItHasObservers() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let async = AsyncSubject<Int>()
        let subjects: [(Bool, () -> any Disposable)] = [
            (publish.hasObservers, { publish.subscribe() }),
            (behavior.hasObservers, { behavior.subscribe() }),
            (replay.hasObservers, { replay.subscribe() }),
            (async.hasObservers, { async.subscribe() }),
        ]
        for (before, _) in subjects { #expect(!before) }
        let subscriptions = subjects.map { $0.1() }
        #expect(publish.hasObservers && behavior.hasObservers && replay.hasObservers && async.hasObservers)
        for subscription in subscriptions { subscription.dispose() }
        #expect(!publish.hasObservers && !behavior.hasObservers && !replay.hasObservers && !async.hasObservers)
    }
}
