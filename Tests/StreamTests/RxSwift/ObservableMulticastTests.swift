import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+MulticastTests.swift, translated to
// Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: the resource-count tests under TRACE_RESOURCES, which has no
// counterpart here.
@Suite("multicast, publish, replay, refCount (RxSwift's tests)")
struct ObservableMulticastTests {}

extension ObservableMulticastTests {
    @Test func testMulticastWhileConnected_connectControlsSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
        scheduler.scheduleAt(405, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 530),
            Subscription(575, 621)
            ])
    }

    @Test func testMulticastWhileConnected_connectFirstThenSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(470, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(470, 9),
            .next(520, 11),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 530),
            Subscription(575, 621)
            ])
    }

    @Test func testMulticastWhileConnected_completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .completed(435),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405, action: {
            subscription = ys.do(onCompleted: {
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(430, 2),
            .completed(435),
            .next(450, 9),
            .next(520, 11),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 435),
            Subscription(435, 530),
            Subscription(575, 621),
            ])
    }

    @Test func testMulticastWhileConnected_error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .error(435, testError),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405, action: {
            subscription = ys.do(onError: { _ in
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(430, 2),
            .error(435, testError),
            .next(450, 9),
            .next(520, 11),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 435),
            Subscription(435, 530),
            Subscription(575, 621),
            ])
    }

    @Test func testMulticastForever_connectControlsSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(ReplaySubject.create(bufferSize: 3)) }
        scheduler.scheduleAt(405, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(405, 5),
            .next(405, 6),
            .next(405, 7),
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 530),
            Subscription(575, 621)
            ])
    }

    @Test func testMulticastForever_connectFirstThenSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(470, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(470, 9),
            .next(520, 11),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 530),
            Subscription(575, 621)
            ])
    }

    @Test func testMulticastForever_completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .completed(435),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405, action: {
            subscription = ys.do(onCompleted: {
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(405, 7),
            .next(430, 2),
            .next(435, 2),
            .completed(435),
            .completed(435),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 435),
            Subscription(435, 530),
            Subscription(575, 621),
            ])
    }

    @Test func testMulticastForever_error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(110, 7),
            .next(220, 3),
            .next(280, 4),
            .next(290, 1),
            .next(340, 8),
            .next(360, 5),
            .next(370, 6),
            .next(390, 7),
            .next(410, 13),
            .next(430, 2),
            .error(435, testError),
            .next(450, 9),
            .next(520, 11),
            .next(560, 20),
            .next(570, 21),
            .next(580, 23),
            .next(590, 24),
            .next(600, 25),
            .next(610, 26),
            .next(620, 27),
            .next(630, 28),
            .error(800, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        var innerConnection: Disposable! = nil
        var lastConnection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405, action: {
            subscription = ys.do(onError: { _ in
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }

        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }

        scheduler.scheduleAt(621) { lastConnection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(405, 7),
            .next(430, 2),
            .next(435, 2),
            .error(435, testError),
            .error(435, testError),
            ])

        #expect(xs.subscriptions == [
            Subscription(300, 400),
            Subscription(420, 435),
            Subscription(435, 530),
            Subscription(575, 621),
            ])
    }

}

extension ObservableMulticastTests {
    @Test func testMulticast_Cold_Completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .completed(390)
            ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { $0 }
        }

        #expect(res.events == [
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .completed(390)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 390)
            ])
    }

    @Test func testMulticast_Cold_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .error(390, testError)
            ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { $0 }
        }

        #expect(res.events == [
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .error(390, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 390)
            ])
    }

    @Test func testMulticast_Cold_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { $0 }
        }

        #expect(res.events == [
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 1000)
            ])
    }

    @Test func testMulticast_Cold_Zip() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .completed(390)
            ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }
        }

        #expect(res.events == [
            .next(210, 6),
            .next(240, 8),
            .next(270, 10),
            .next(330, 12),
            .next(340, 14),
            .completed(390)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 390)
            ])
    }

    @Test func testMulticast_SubjectSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(240, 2),
            .completed(300)
            ])

        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw testError }) { $0 }
        }

        #expect(res.events == [
            .error(200, testError)
            ])

        #expect(xs.subscriptions == [
            ])
    }

    @Test func testMulticast_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(240, 2),
            .completed(300)
            ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw testError }
        }

        #expect(res.events == [
            .error(200, testError)
            ])

        #expect(xs.subscriptions == [
            ])
    }

}

// publish
extension ObservableMulticastTests {
}

// refCount
extension ObservableMulticastTests {
    @Test func testRefCount_synchronousResubscribingOnErrorWorks() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .error(20, testError)
            ])

        let xs2 = scheduler.createColdObservable([
            .next(10, 2),
            .error(30, testError1)
            ])

        let xs3 = scheduler.createColdObservable([
            .next(10, 3),
            .error(40, testError2)
            ])

        var attempts = 0

        let xs = Observable.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }

        let res = xs.multicast { PublishSubject() }.refCount()

        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) {
            _ = res.subscribe { event in
                o1.on(event)
                switch event {
                case .error:
                    _ = res.subscribe(o1)
                default: break
                }
            }
        }
        scheduler.scheduleAt(220) {
            _ = res.subscribe { event in
                o2.on(event)
                switch event {
                case .error:
                    _ = res.subscribe(o2)
                default: break
                }
            }
        }

        scheduler.scheduleAt(400) {
            _ = res.subscribe(o3)
        }

        scheduler.start()

        #expect(o1.events == [
            .next(225, 1),
            .error(235, testError),
            .next(245, 2),
            .error(265, testError1)
            ])

        #expect(o2.events == [
            .next(225, 1),
            .error(235, testError),
            .next(245, 2),
            .error(265, testError1)
            ])

        #expect(o3.events == [
            .next(410, 3),
            .error(440, testError2)
            ])

        #expect(xs1.subscriptions == [
            Subscription(215, 235),
            ])
        #expect(xs2.subscriptions == [
            Subscription(235, 265),
            ])
        #expect(xs3.subscriptions == [
            Subscription(400, 440),
            ])
    }

    @Test func testRefCount_synchronousResubscribingOnCompletedWorks() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20)
            ])

        let xs2 = scheduler.createColdObservable([
            .next(10, 2),
            .completed(30)
            ])

        let xs3 = scheduler.createColdObservable([
            .next(10, 3),
            .completed(40)
            ])

        var attempts = 0

        let xs = Observable.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }

        let res = xs.multicast { PublishSubject() }.refCount()

        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) {
            _ = res.subscribe { event in
                o1.on(event)
                switch event {
                case .completed:
                    _ = res.subscribe(o1)
                default: break
                }
            }
        }
        scheduler.scheduleAt(220) {
            _ = res.subscribe { event in
                o2.on(event)
                switch event {
                case .completed:
                    _ = res.subscribe(o2)
                default: break
                }
            }
        }

        scheduler.scheduleAt(400) {
            _ = res.subscribe(o3)
        }

        scheduler.start()

        #expect(o1.events == [
            .next(225, 1),
            .completed(235),
            .next(245, 2),
            .completed(265)
            ])

        #expect(o2.events == [
            .next(225, 1),
            .completed(235),
            .next(245, 2),
            .completed(265)
            ])

        #expect(o3.events == [
            .next(410, 3),
            .completed(440),
            ])

        #expect(xs1.subscriptions == [
            Subscription(215, 235),
            ])
        #expect(xs2.subscriptions == [
            Subscription(235, 265),
            ])
        #expect(xs3.subscriptions == [
            Subscription(400, 440),
            ])
    }

}

extension ObservableMulticastTests {
    @Test func testReplayCount_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .error(130, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.debug("1").replay(3) }
        scheduler.scheduleAt(450, action: { subscription = ys.debug("2").subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 520),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayCount_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .error(90, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(3) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .error(490, testError),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayCount_Complete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(90)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(3) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .completed(490),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayCount_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(130)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(3) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(475) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 520),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayOneCount_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(130)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(1) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 520),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayOneCount_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .error(90, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(1) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .error(490, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayOneCount_Complete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(90)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(1) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .completed(490)
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayOneCount_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(90)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replay(1) }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(475) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayAll_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(130)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replayAll() }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 5),
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 520),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayAll_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .error(90, testError)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replayAll() }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 5),
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .error(490, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayAll_Complete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(90)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replayAll() }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(Defaults.disposed) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 5),
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            .next(480, 25),
            .completed(490)
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 490),
            Subscription(650, 700)
            ])
    }

    @Test func testReplayAll_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 5),
            .next(20, 9),
            .next(30, 11),
            .next(40, 20),
            .next(50, 22),
            .next(60, 23),
            .next(70, 24),
            .next(80, 25),
            .completed(130)
            ])

        var ys: ConnectableObservable<Int>! = nil
        var subscription: Disposable! = nil
        var connection: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(Defaults.created) { ys = xs.replayAll() }
        scheduler.scheduleAt(450, action: { subscription = ys.subscribe(res) })
        scheduler.scheduleAt(475) { subscription.dispose() }

        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }

        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }

        scheduler.start()

        #expect(res.events == [
            .next(450, 5),
            .next(450, 9),
            .next(450, 11),
            .next(450, 20),
            .next(450, 22),
            .next(460, 23),
            .next(470, 24),
            ])

        #expect(xs.subscriptions == [
            Subscription(400, 520),
            Subscription(650, 700)
            ])
    }

}
