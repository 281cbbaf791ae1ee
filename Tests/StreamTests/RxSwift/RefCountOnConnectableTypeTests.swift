import Stream
import Testing

// RxSwift 6.9.1's refCount tests (Tests/RxSwiftTests/Observable+MulticastTests.swift),
// with its test doubles: a subject of the test's own (`MySubject`) behind a
// connectable type of the test's own (`TestConnectableObservable`), so
// `refCount()` runs on `ConnectableObservableType`, not on the library's class.

/// RxSwift's `MySubject`: one observer at a time; counts subscriptions and
/// remembers whether one was disposed.
private final class MySubject<Element: Hashable>: ObservableType, ObserverType {
    private var observer = AnyObserver<Element> { _ in }
    private(set) var subscribeCount = 0
    private(set) var isDisposed = false

    func on(_ event: Event<Element>) {
        observer.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeCount += 1
        self.observer = AnyObserver(observer)
        return Disposables.create {
            self.observer = AnyObserver { _ in }
            self.isDisposed = true
        }
    }
}

/// RxSwift's `TestConnectableObservable`: `o.multicast(s)` written out, as a
/// connectable type of the user's own.
private final class TestConnectableObservable<Subject: ObservableType & ObserverType>: ConnectableObservableType
{
    typealias Element = Subject.Element

    private let source: Observable<Element>
    private let subject: Subject

    init(o: Observable<Element>, s: Subject) {
        source = o
        subject = s
    }

    func connect() -> any Disposable {
        source.subscribe(subject)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }
}

/// RxSwift's `multicast { PublishSubject() }` written out as a connectable
/// type of the user's own: a new subject for each connection, let go of
/// when the source ends (before the subject hears of it), so a subscriber
/// resubscribing on the end meets a fresh subject.
private final class SubjectPerConnection<Element>: ConnectableObservableType {
    private let source: Observable<Element>
    private var subject: PublishSubject<Element>?

    init(_ source: Observable<Element>) {
        self.source = source
    }

    private var currentSubject: PublishSubject<Element> {
        if let subject { return subject }
        let made = PublishSubject<Element>()
        subject = made
        return made
    }

    func connect() -> any Disposable {
        source
            .do(onError: { _ in self.subject = nil }, onCompleted: { self.subject = nil })
            .subscribe(currentSubject)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        currentSubject.subscribe(observer)
    }
}

@Suite("refCount() on ConnectableObservableType (RxSwift's tests)")
struct RefCountOnConnectableTypeTests {
    @Test func testRefCount_DeadlockSimple() {
        let subject = MySubject<Int>()
        var nEvents = 0
        let observable = TestConnectableObservable(o: Observable.of(0, 1, 2), s: subject)
        let d = observable.subscribe(onNext: { _ in nEvents += 1 })
        defer { d.dispose() }

        observable.connect().dispose()

        #expect(nEvents == 3)
    }

    @Test func testRefCount_DeadlockErrorAfterN() {
        let subject = MySubject<Int>()
        var nEvents = 0
        let observable = TestConnectableObservable(
            o: Observable.concat([Observable.of(0, 1, 2), Observable.error(testError)]), s: subject)
        let d = observable.subscribe(onError: { _ in nEvents += 1 })
        defer { d.dispose() }

        observable.connect().dispose()

        #expect(nEvents == 1)
    }

    @Test func testRefCount_DeadlockErrorImmediately() {
        let subject = MySubject<Int>()
        var nEvents = 0
        let observable = TestConnectableObservable(o: Observable.error(testError), s: subject)
        let d = observable.subscribe(onError: { _ in nEvents += 1 })
        defer { d.dispose() }

        observable.connect().dispose()

        #expect(nEvents == 1)
    }

    @Test func testRefCount_DeadlockEmpty() {
        let subject = MySubject<Int>()
        var nEvents = 0
        let observable = TestConnectableObservable(o: Observable.empty(), s: subject)
        let d = observable.subscribe(onCompleted: { nEvents += 1 })
        defer { d.dispose() }

        observable.connect().dispose()

        #expect(nEvents == 1)
    }

    @Test func testRefCount_ConnectsOnFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .completed(250),
        ])
        let subject = MySubject<Int>()
        let conn = TestConnectableObservable(o: xs.asObservable(), s: subject)

        let res = scheduler.start { conn.refCount() }

        #expect(res.events == [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .completed(250),
        ])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(subject.isDisposed)
    }

    @Test func testRefCount_DoesntConnectsOnFirstInCaseSynchronousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.on(.completed)
        let conn = TestConnectableObservable(o: xs.asObservable(), s: subject)

        let res = scheduler.start { conn.refCount() }

        #expect(res.events == [.completed(200, Int.self)])
        #expect(xs.subscriptions == [])
    }

    @Test func testRefCount_DoesntConnectsOnFirstInCaseSynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.on(.error(testError))
        let conn = TestConnectableObservable(o: xs.asObservable(), s: subject)

        let res = scheduler.start { conn.refCount() }

        #expect(res.events == [.error(200, testError, Int.self)])
        #expect(xs.subscriptions == [])
    }

    @Test func testRefCount_NotConnected() {
        var disconnected = false
        var count = 0
        let xs: Observable<Int> = Observable.deferred {
            count += 1
            return Observable.create { _ in
                Disposables.create { disconnected = true }
            }
        }
        let subject = MySubject<Int>()
        let conn = TestConnectableObservable(o: xs, s: subject)
        let refd = conn.refCount()

        let dis1 = refd.subscribe { _ in }
        #expect(count == 1)
        #expect(subject.subscribeCount == 1)
        #expect(!disconnected)

        let dis2 = refd.subscribe { _ in }
        #expect(count == 1)
        #expect(subject.subscribeCount == 2)
        #expect(!disconnected)

        dis1.dispose()
        #expect(!disconnected)
        dis2.dispose()
        #expect(disconnected)
        disconnected = false

        let dis3 = refd.subscribe { _ in }
        #expect(count == 2)
        #expect(subject.subscribeCount == 3)
        #expect(!disconnected)

        dis3.dispose()
        #expect(disconnected)
    }

    @Test func testRefCount_Error() {
        let xs: Observable<Int> = Observable.error(testError)
        let res = xs.publish().refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []

        _ = res.subscribe { first.append($0) }
        _ = res.subscribe { second.append($0) }

        #expect(first == [.error(testError)])
        #expect(second == [.error(testError)])
    }

    @Test func testRefCount_Publish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .next(250, 5),
            .next(260, 6),
            .next(270, 7),
            .next(280, 8),
            .next(290, 9),
            .completed(300),
        ])
        // Through the protocol, so the generic path meets the library's class.
        let connectable: any ConnectableObservableType<Int> = xs.publish()
        let res = connectable.refCount()

        var d1: (any Disposable)?
        let o1 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) { d1 = res.subscribe(o1) }
        scheduler.scheduleAt(235) { d1?.dispose() }

        var d2: (any Disposable)?
        let o2 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(225) { d2 = res.subscribe(o2) }
        scheduler.scheduleAt(275) { d2?.dispose() }

        var d3: (any Disposable)?
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(255) { d3 = res.subscribe(o3) }
        scheduler.scheduleAt(265) { d3?.dispose() }

        var d4: (any Disposable)?
        let o4 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(285) { d4 = res.subscribe(o4) }
        scheduler.scheduleAt(320) { d4?.dispose() }

        scheduler.start()

        #expect(o1.events == [.next(220, 2), .next(230, 3)])
        #expect(o2.events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        #expect(o3.events == [.next(260, 6)])
        #expect(o4.events == [.next(290, 9), .completed(300)])
        #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
    }

    @Test(arguments: [true, false])
    func testRefCount_synchronousResubscribingOnTerminalWorks(onError: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        func end(_ time: Int, _ error: RxTestError) -> Recorded<Event<Int>> {
            onError ? .error(time, error) : .completed(time)
        }
        let xs1 = scheduler.createColdObservable([.next(10, 1), end(20, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), end(30, testError1)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), end(40, testError2)])
        var attempts = 0
        let xs = Observable.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }
        // A connectable of the test's own, so the generic `refCount()` runs.
        let res = SubjectPerConnection(xs).refCount()

        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) {
            _ = res.subscribe { event in
                o1.on(event)
                if event.isStopEvent { _ = res.subscribe(o1) }
            }
        }
        scheduler.scheduleAt(220) {
            _ = res.subscribe { event in
                o2.on(event)
                if event.isStopEvent { _ = res.subscribe(o2) }
            }
        }
        scheduler.scheduleAt(400) { _ = res.subscribe(o3) }

        scheduler.start()

        #expect(o1.events == [.next(225, 1), end(235, testError), .next(245, 2), end(265, testError1)])
        #expect(o2.events == [.next(225, 1), end(235, testError), .next(245, 2), end(265, testError1)])
        #expect(o3.events == [.next(410, 3), end(440, testError2)])
        #expect(xs1.subscriptions == [Subscription(215, 235)])
        #expect(xs2.subscriptions == [Subscription(235, 265)])
        #expect(xs3.subscriptions == [Subscription(400, 440)])
    }

    @Test func aSynchronousSourceEndingInsideConnectLeavesNoConnection() {
        var subscriptions = 0
        var disposals = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let res = TestConnectableObservable(o: source, s: PublishSubject<Int>()).refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []

        _ = res.subscribe { first.append($0) }
        _ = res.subscribe { second.append($0) }

        // A PublishSubject that has completed ends the second subscriber at once.
        #expect(first == [.next(1), .completed])
        #expect(second == [.completed])
        #expect(subscriptions == 1)
        #expect(disposals == 1)
    }
}
