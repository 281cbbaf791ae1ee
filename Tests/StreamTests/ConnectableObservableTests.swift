import Testing
@testable import Stream

/// publish / replay / multicast / connect, in virtual time.
@Suite("Connectable observables: publish, replay, multicast, connect")
struct ConnectableObservableTests {
    /// The hot source most tests here share: elements every 10 ticks from 210
    /// to 480, then an error at 700.
    private func ticks(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable(
            stride(from: 210, through: 480, by: 10).map { .next($0, $0 / 10) } + [.error(700, TestError(id: 1))])
    }

    @Test func publishSendsNothingUntilConnected() {
        let scheduler = TestScheduler()
        let xs = ticks(scheduler)
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(235) { connection = published.connect() }
        scheduler.scheduleAt(265) { connection?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(240, 24), .next(250, 25), .next(260, 26)])
        #expect(xs.subscriptions == [Subscription(235, 265)])
    }

    @Test func connectWhileConnectedReturnsTheRunningConnection() {
        let scheduler = TestScheduler()
        let xs = ticks(scheduler)
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var first: (any Disposable)?
        var second: (any Disposable)?
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(215) { first = published.connect() }
        scheduler.scheduleAt(225) { second = published.connect() }
        // Disposing either ends the one connection; the other dispose does nothing more.
        scheduler.scheduleAt(235) { second?.dispose() }
        scheduler.scheduleAt(255) { first?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(220, 22), .next(230, 23)])
        #expect(xs.subscriptions == [Subscription(215, 235)])
    }

    /// A disconnect lets go of the subject: a subscriber that stayed is left
    /// on the old one, and the next connection feeds a new subject to the
    /// subscribers that come after it (RxSwift's `multicast(makeSubject:)`).
    @Test func aReconnectFeedsANewSubject() {
        let scheduler = TestScheduler()
        let xs = ticks(scheduler)
        let replayed = xs.replay(2)
        let stayed = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { _ = replayed.subscribe(stayed) }
        scheduler.scheduleAt(205) { connection = replayed.connect() }
        scheduler.scheduleAt(235) { connection?.dispose() }
        scheduler.scheduleAt(300) { connection = replayed.connect() }
        scheduler.scheduleAt(325) { _ = replayed.subscribe(late) }
        scheduler.scheduleAt(345) { connection?.dispose() }
        scheduler.start()
        #expect(stayed.events == [.next(210, 21), .next(220, 22), .next(230, 23)])
        #expect(late.events == [.next(325, 31), .next(325, 32), .next(330, 33), .next(340, 34)])
        #expect(xs.subscriptions == [Subscription(205, 235), Subscription(300, 345)])
    }

    /// With one subject for every connection (`multicast(_:)`), a subscriber
    /// arriving between connections gets what the subject kept, and stays
    /// fed by the next connection.
    @Test func multicastThroughOneSubjectKeepsItAcrossConnections() {
        let scheduler = TestScheduler()
        let xs = ticks(scheduler)
        let shared = xs.multicast(ReplaySubject<Int>.create(bufferSize: 2))
        let observer = scheduler.createObserver(Int.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(205) { connection = shared.connect() }
        scheduler.scheduleAt(235) { connection?.dispose() }
        scheduler.scheduleAt(250) { _ = shared.subscribe(observer) }
        scheduler.scheduleAt(300) { connection = shared.connect() }
        scheduler.scheduleAt(325) { connection?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(250, 22), .next(250, 23), .next(310, 31), .next(320, 32)])
        #expect(xs.subscriptions == [Subscription(205, 235), Subscription(300, 325)])
    }

    @Test func theSourceEndingEndsTheConnectionAndTheNextConnectResubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let published = xs.publish()
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var connection: (any Disposable)?
        scheduler.scheduleAt(200) { _ = published.subscribe(first) }
        scheduler.scheduleAt(300) { connection = published.connect() }
        // After the end: a new subject, waiting for the next connect.
        scheduler.scheduleAt(400) { _ = published.subscribe(second) }
        scheduler.scheduleAt(500) { connection = published.connect() }
        scheduler.start()
        _ = connection
        #expect(first.events == [.next(310, "a"), .completed(320)])
        #expect(second.events == [.next(510, "a"), .completed(520)])
        #expect(xs.subscriptions == [Subscription(300, 320), Subscription(500, 520)])
    }

    @Test func anErrorReachesEverySubscriber() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
        let published = xs.publish()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = published.subscribe(a)
            _ = published.subscribe(b)
            _ = published.connect()
        }
        scheduler.start()
        #expect(a.events == [.next(210, 1), .error(220, TestError(id: 2))])
        #expect(b.events == a.events)
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func replayAllReplaysEverything() {
        let scheduler = TestScheduler()
        let xs = ticks(scheduler)
        let replayed = xs.replayAll()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(245) { _ = replayed.subscribe(observer) }
        scheduler.scheduleAt(252) { scheduler.stop() }
        scheduler.start()
        #expect(observer.events == [
            .next(245, 21), .next(245, 22), .next(245, 23), .next(245, 24), .next(250, 25),
        ])
    }

    @Test func multicastWithASelectorConnectsPerSubscription() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
        }
        #expect(observer.events == [.next(210, 11), .next(220, 22), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func multicastWithAThrowingSelectorFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let observer = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError(id: 3) })
        }
        #expect(observer.events == [.error(200, TestError(id: 3))])
        #expect(xs.subscriptions.isEmpty)
    }

    @Test func aDisposedConnectionReleasesTheSourceSubscription() {
        weak var weakBox: Box?
        let published = Observable<Int>.create { _ in
            let box = Box()
            weakBox = box
            return Disposables.create { _ = box.value }
        }.publish()
        let connection = published.connect()
        #expect(weakBox != nil)
        connection.dispose()
        #expect(weakBox == nil)
    }

    @Test func refCountReleasesTheSourceAndTheSubscribersWhenTheLastLeaves() {
        weak var weakSourceBox: Box?
        weak var weakSubscriberBox: Box?
        let counted = Observable<Int>.create { _ in
            let box = Box()
            weakSourceBox = box
            return Disposables.create { _ = box.value }
        }.publish().refCount()
        let a = { () -> any Disposable in
            let subscriberBox = Box()
            weakSubscriberBox = subscriberBox
            return counted.subscribe(onNext: { _ in _ = subscriberBox.value })
        }()
        let b = counted.subscribe()
        #expect(weakSubscriberBox != nil)
        a.dispose()
        #expect(weakSubscriberBox == nil)
        #expect(weakSourceBox != nil)
        b.dispose()
        #expect(weakSourceBox == nil)
    }

    @Test func theSubjectFactoryRunsOncePerConnection() {
        var made = 0
        let subject = PublishSubject<Int>()
        let shared = subject.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        _ = shared.subscribe()
        _ = shared.subscribe()
        let connection = shared.connect()
        #expect(made == 1)
        connection.dispose()
        _ = shared.connect()
        #expect(made == 2)
    }
}
