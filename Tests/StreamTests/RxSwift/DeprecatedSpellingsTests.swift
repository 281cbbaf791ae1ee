import Stream
import Testing

// RxSwift 6.9.1's first test of each operator that keeps an RxSwift 5
// spelling (Tests/RxSwiftTests/Observable+TakeUntilTests.swift and the
// others named below), translated to Swift Testing and calling the old,
// deprecated spelling instead of the new one. The tests are deprecated
// themselves, so calling those spellings raises no warning here.
@Suite("RxSwift 5 spellings, deprecated (RxSwift's tests)")
struct DeprecatedSpellingsTests {
    // Observable+TakeUntilTests.swift
    @available(*, deprecated, message: "exercises the deprecated takeUntil(_:)")
    @Test func takeUntil_Preempt_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(225, 99),
            .completed(230),
        ])

        let res = scheduler.start {
            l.takeUntil(r)
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .completed(225),
        ])

        #expect(l.subscriptions == [
            Subscription(200, 225)
        ])

        #expect(r.subscriptions == [
            Subscription(200, 225)
        ])
    }

    // Observable+TakeUntilTests.swift, testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next
    @available(*, deprecated, message: "exercises the deprecated takeUntil(_:predicate:)")
    @Test func takeUntilPredicate_Exclusive_Preempt_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let res = scheduler.start {
            l.takeUntil(.exclusive, predicate: { $0 == 4 })
        }

        #expect(res.events == [
            .next(210, 2),
            .next(220, 3),
            .completed(230),
        ])

        #expect(l.subscriptions == [
            Subscription(200, 230)
        ])
    }

    // Observable+TakeWhileTests.swift
    @available(*, deprecated, message: "exercises the deprecated takeWhile(_:)")
    @Test func takeWhile_Exclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, -1),
            .next(110, -1),
            .next(210, 2),
            .next(260, 5),
            .next(290, 13),
            .next(320, 3),
            .completed(330),
            .next(350, 7),
            .next(390, 4),
            .next(410, 17),
            .next(450, 8),
            .next(500, 23),
            .completed(600),
        ])

        var invoked = 0

        let res = scheduler.start { () -> Observable<Int> in
            return xs.takeWhile { (num: Int) -> Bool in
                invoked += 1
                return isPrime(num)
            }
        }

        #expect(res.events == [
            .next(210, 2),
            .next(260, 5),
            .next(290, 13),
            .next(320, 3),
            .completed(330),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 330)
        ])

        #expect(4 == invoked)
    }

    // Observable+SkipWhileTests.swift
    @available(*, deprecated, message: "exercises the deprecated skipWhile(_:)")
    @Test func skipWhile_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, -1),
            .next(110, -1),
            .next(210, 2),
            .next(260, 5),
            .next(290, 13),
            .next(320, 3),
            .completed(330),
            .next(350, 7),
            .next(390, 4),
            .next(410, 17),
            .next(450, 8),
            .next(500, 23),
            .completed(600),
        ])

        var invoked = 0

        let res = scheduler.start {
            xs.skipWhile({ x in
                invoked += 1
                return isPrime(x)
            })
        }

        #expect(res.events == [
            .completed(330)
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 330)
        ])

        #expect(4 == invoked)
    }

    // Observable+SkipUntilTests.swift
    @available(*, deprecated, message: "exercises the deprecated skipUntil(_:)")
    @Test func skipUntil_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),  //!
            .next(240, 5),  //!
            .completed(250),
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(225, 99),
            .completed(230),
        ])

        let res = scheduler.start {
            l.skipUntil(r)
        }

        #expect(res.events == [
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        #expect(l.subscriptions == [
            Subscription(200, 250)
        ])

        #expect(r.subscriptions == [
            Subscription(200, 225)
        ])
    }

    // Observable+ElementAtTests.swift
    @available(*, deprecated, message: "exercises the deprecated elementAt(_:)")
    @Test func elementAt_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .next(280, 1),
            .next(300, -1),
            .next(310, 3),
            .next(340, 8),
            .next(370, 11),
            .next(410, 15),
            .next(415, 16),
            .next(460, 72),
            .next(510, 76),
            .next(560, 32),
            .next(570, -100),
            .next(580, -3),
            .next(590, 5),
            .next(630, 10),
            .completed(690),
        ])

        let res = scheduler.start {
            xs.elementAt(10)
        }

        #expect(res.events == [
            .next(460, 72),
            .completed(460),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 460)
        ])
    }

    // Observable+TakeTests.swift, testTake_TakeSome, with RxSwift 5's `take(_:scheduler:)`
    @available(*, deprecated, message: "exercises the deprecated take(_:scheduler:)")
    @Test func take_TakeSome() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start {
            xs.take(.seconds(25), scheduler: scheduler)
        }

        #expect(res.events == [
            .next(210, 1),
            .next(220, 2),
            .completed(225),
        ])

        #expect(xs.subscriptions == [
            Subscription(200, 225)
        ])
    }

    // Observable+CatchTests.swift, testCatchSequenceOf_IEofIO, with RxSwift 5's static `catchError(_:)`
    @available(*, deprecated, message: "exercises the deprecated static catchError(_:)")
    @Test func catchErrorSequenceOf_IEofIO() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .error(40, testError),
        ])
        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .error(30, testError),
        ])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(20, 7),
            .next(30, 8),
            .next(40, 9),
            .completed(50),
        ])

        let res = scheduler.start {
            Observable.catchError([xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }

        #expect(res.events == [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .next(280, 6),
            .next(290, 7),
            .next(300, 8),
            .next(310, 9),
            .completed(320),
        ])

        #expect(xs1.subscriptions == [
            Subscription(200, 240),
        ])

        #expect(xs2.subscriptions == [
            Subscription(240, 270),
        ])

        #expect(xs3.subscriptions == [
            Subscription(270, 320),
        ])
    }

    // SingleTest.swift's subscribe tests, with RxSwift 5's `onError:` label.
    @available(*, deprecated, message: "exercises the deprecated subscribe(onSuccess:onError:onDisposed:)")
    @Test func single_subscribe_onError() {
        var events: [String] = []
        _ = Single<Int>.just(1).subscribe(onSuccess: { events.append("success \($0)") }, onError: { _ in events.append("error") })
        _ = Single<Int>.error(testError).subscribe(onError: { events.append("error \($0)") })
        #expect(events == ["success 1", "error dummyError"])
    }
}
