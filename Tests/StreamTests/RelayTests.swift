import Testing
@testable import Stream

@Suite("Relays and bind(to:)")
struct RelayTests {
    @Test func aPublishRelaySendsWhatItAcceptsToCurrentSubscribers() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = relay.subscribe(early) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(215) { _ = relay.subscribe(late) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(220, 2)])
        #expect(late.events == [.next(220, 2)])
    }

    @Test func aBehaviorRelayHoldsItsValue() {
        let relay = BehaviorRelay(value: "idle")
        let log = EventLog<String>()
        _ = relay.subscribe(log.observer)
        #expect(relay.value == "idle")
        relay.accept("busy")
        #expect(relay.value == "busy")
        let late = EventLog<String>()
        _ = relay.subscribe(late.observer)
        #expect(log.events == [.next("idle"), .next("busy")])
        #expect(late.events == [.next("busy")])
    }

    @Test func aReplayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for value in 1...3 { relay.accept(value) }
        let log = EventLog<Int>()
        _ = relay.subscribe(log.observer)
        #expect(log.events == [.next(2), .next(3)])
        let all = ReplayRelay<Int>.createUnbound()
        for value in 1...3 { all.accept(value) }
        let everything = EventLog<Int>()
        _ = all.subscribe(everything.observer)
        #expect(everything.events == [.next(1), .next(2), .next(3)])
    }

    /// A relay bound to a stream takes its elements and ignores its end: it
    /// goes on accepting afterwards, and its subscribers never see an end.
    /// An error goes to `StreamHooks.onUnhandledError` instead.
    @Test func relaysIgnoreTheTerminalEventsOfWhatIsBoundToThem() {
        struct BoundFailure: Error {}
        let scheduler = TestScheduler()
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let failing = scheduler.createHotObservable([.next(230, 2), .error(240, BoundFailure())])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        // The hook is global and other tests run meanwhile: count only this test's failures.
        let unhandled = Locked(0)
        unhandledErrorHookLock.lock()
        defer { unhandledErrorHookLock.unlock() }
        let previousHook = StreamHooks.onUnhandledError
        StreamHooks.onUnhandledError = { error in
            if error is BoundFailure { unhandled.withLock { $0 += 1 } } else { previousHook(error) }
        }
        defer { StreamHooks.onUnhandledError = previousHook }
        scheduler.scheduleAt(200) {
            _ = publish.subscribe(observers[0])
            _ = behavior.subscribe(observers[1])
            _ = replay.subscribe(observers[2])
            _ = completing.bind(to: publish)
            _ = completing.bind(to: behavior)
            _ = completing.bind(to: replay)
            _ = failing.bind(to: publish)
            _ = failing.bind(to: behavior)
            _ = failing.bind(to: replay)
        }
        scheduler.scheduleAt(250) {
            publish.accept(3)
            behavior.accept(3)
            replay.accept(3)
        }
        scheduler.start()
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .next(250, 3)]
        #expect(observers[0].events == expected)
        #expect(observers[1].events == [.next(200, 0)] + expected)
        #expect(observers[2].events == expected)
        #expect(unhandled.withLock { $0 } == 3)
        #expect(completing.subscriptions == Array(repeating: Subscription(200, 220), count: 3))
    }

    @Test func bindToSeveralRelaysAndToOptionalRelays() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = BehaviorRelay<Int?>(value: nil)
        let optionalPublish = PublishRelay<Int?>()
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        let a = EventLog<Int>(), b = EventLog<Int>(), c = EventLog<Int?>()
        _ = first.subscribe(a.observer)
        _ = second.subscribe(b.observer)
        _ = optionalPublish.subscribe(c.observer)
        _ = Observable.of(1, 2).bind(to: first, second)
        _ = Observable.just(5).bind(to: optional)
        _ = Observable.just(6).bind(to: optionalPublish)
        _ = Observable.just(7).bind(to: optionalReplay)
        #expect(a.events == [.next(1), .next(2)])
        #expect(b.events == [.next(1), .next(2)])
        #expect(optional.value == 5)
        #expect(c.events == [.next(6)])
        let replayed = EventLog<Int?>()
        _ = optionalReplay.subscribe(replayed.observer)
        #expect(replayed.events == [.next(7)])
    }

    /// Observers and subjects receive every event, the end included.
    @Test func bindToObserversForwardsEveryEvent() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let viaSubject = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) {
            _ = subject.subscribe(viaSubject)
            _ = xs.bind(to: observer.asObserver(), subject.asObserver())
            _ = xs.bind(to: optional)
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(viaSubject.events == [.next(210, 1), .completed(220)])
        #expect(optional.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(200, 220)])
    }

    @Test func bindToASubjectEndsIt() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        _ = Observable.of(1).bind(to: subject)
        #expect(log.events == [.next(1), .completed])
    }

    @Test func bindToABinderFunction() {
        func count(_ numbers: Observable<Int>) -> Int {
            var total = 0
            _ = numbers.subscribe(onNext: { total += $0 })
            return total
        }
        func scaled(_ numbers: Observable<Int>) -> (Int) -> Int {
            { factor in count(numbers) * factor }
        }
        #expect(Observable.of(1, 2, 3).bind(to: count) == 6)
        #expect(Observable.of(1, 2, 3).bind(to: scaled, curriedArgument: 10) == 60)
    }

    @Test func relaysAreObservables() {
        let relay = BehaviorRelay(value: 1)
        let observable: Observable<Int> = relay
        let log = EventLog<Int>()
        _ = observable.map { $0 * 2 }.subscribe(log.observer)
        relay.accept(2)
        #expect(log.events == [.next(2), .next(4)])
    }
}
