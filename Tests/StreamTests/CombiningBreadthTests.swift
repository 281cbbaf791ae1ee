import Foundation
import Testing
@testable import Stream

@Suite("zip and combineLatest of four, and of none")
struct CombiningArityTests {
    @Test func zipOfFourPairsByPosition() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, "a"), .next(260, "b"), .completed(400)])
        let c = scheduler.createHotObservable([.next(230, true), .next(270, false), .completed(400)])
        let d = scheduler.createHotObservable([.next(240, 1.5), .completed(300)])
        let observer = scheduler.start {
            Observable.zip(a, b, c, d) { "\($0)\($1)\($2)\($3)" }
        }
        // d completed at 300 with nothing buffered: no other quadruple can form.
        #expect(observer.events == [.next(240, "1atrue1.5"), .completed(300)])
        #expect(a.subscriptions == [Subscription(200, 300)])
        #expect(d.subscriptions == [Subscription(200, 300)])
    }

    @Test func zipOfFourAsTuples() {
        let log = RawEventLog<(Int, String, Bool, Double)>()
        _ = Observable.zip(Observable.of(1, 2), .of("a"), .of(true), .of(0.5)).subscribe(log.observer)
        #expect(log.events.count == 2)
        if case .next(let tuple) = log.events.first {
            #expect(tuple == (1, "a", true, 0.5))
        }
    }

    @Test func combineLatestOfFourCombinesTheLatest() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(400)])
        let d = scheduler.createHotObservable([.next(240, 1000), .next(260, 2000), .completed(410)])
        let observer = scheduler.start { Observable.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 } }
        #expect(observer.events == [.next(240, 1111), .next(250, 1112), .next(260, 2112), .completed(410)])
        #expect(d.subscriptions == [Subscription(200, 410)])
    }

    @Test func combineLatestOfFourFailsWithAThrowingSelector() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 10)])
        let c = scheduler.createHotObservable([.next(230, 100)])
        let d = scheduler.createHotObservable([.next(240, 1000)])
        let observer = scheduler.start {
            Observable<Int>.combineLatest(a, b, c, d) { _, _, _, _ in throw TestError(id: 1) }
        }
        #expect(observer.events == [.error(240, TestError(id: 1))])
        #expect(a.subscriptions == [Subscription(200, 240)])
    }

    @Test func combineLatestOfFourAsTuples() {
        let log = RawEventLog<(Int, Int, Int, Int)>()
        _ = Observable.combineLatest(Observable.just(1), .just(2), .just(3), .just(4)).subscribe(log.observer)
        #expect(log.events.count == 2)
        if case .next(let tuple) = log.events.first {
            #expect(tuple == (1, 2, 3, 4))
        }
    }

    @Test func zipOfNoSourcesCompletesWithoutAnElement() {
        // RxSwift 6.9's zip of an empty collection completes without calling the selector.
        var calls = 0
        let log = RawEventLog<Int>()
        _ = Observable<Int>.zip([Observable<Int>]()) { values in
            calls += 1
            return values.count
        }.subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(calls == 0)
    }
}

@Suite("amb")
struct AmbTests {
    @Test func theFirstToEmitWinsAndTheOthersAreDisposed() {
        let scheduler = TestScheduler()
        let x = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .completed(250)])
        let y = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(300)])
        let z = scheduler.createHotObservable([.next(210, 100), .next(260, 200), .completed(270)])
        let observer = scheduler.start { Observable.amb([x.asObservable(), y.asObservable(), z.asObservable()]) }
        #expect(observer.events == [.next(210, 100), .next(260, 200), .completed(270)])
        #expect(x.subscriptions == [Subscription(200, 210)])
        #expect(y.subscriptions == [Subscription(200, 210)])
        #expect(z.subscriptions == [Subscription(200, 270)])
    }

    @Test func anErrorOrACompletionWinsToo() {
        let scheduler = TestScheduler()
        let x = scheduler.createHotObservable([.next(230, 1)])
        let y = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError(id: 1))])
        let observer = scheduler.start { x.amb(y) }
        #expect(observer.events == [.error(220, TestError(id: 1))])
        #expect(x.subscriptions == [Subscription(200, 220)])
        #expect(y.subscriptions == [Subscription(200, 220)])

        let second = TestScheduler()
        let a = second.createHotObservable([Recorded<Event<Int>>.completed(215)])
        let b = second.createHotObservable([.next(220, 1)])
        let completed = second.start { a.amb(b) }
        #expect(completed.events == [.completed(215)])
        #expect(b.subscriptions == [Subscription(200, 215)])
    }

    @Test func aSourceThatEmitsDuringItsSubscriptionWinsAndLaterOnesAreNotSubscribed() {
        let scheduler = TestScheduler()
        let late = scheduler.createHotObservable([.next(230, 1)])
        let observer = scheduler.start { Observable.amb([Observable.just(5), late.asObservable()]) }
        #expect(observer.events == [.next(200, 5), .completed(200)])
        #expect(late.subscriptions == [])
    }

    @Test func noSourcesNeverEmitsAndOneIsItself() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        #expect(observer.events == [])
        let log = RawEventLog<Int>()
        _ = Observable.amb([Observable.of(1, 2)]).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
    }

    @Test func disposalBeforeAnyEventDisposesAll() {
        let scheduler = TestScheduler()
        let x = scheduler.createHotObservable([.next(300, 1)])
        let y = scheduler.createHotObservable([.next(310, 2)])
        let observer = scheduler.start(disposed: 250) { x.amb(y) }
        #expect(observer.events == [])
        #expect(x.subscriptions == [Subscription(200, 250)])
        #expect(y.subscriptions == [Subscription(200, 250)])
    }
}

@Suite("withLatestFrom")
struct WithLatestFromTests {
    @Test func combinesEachElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let observer = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(observer.events == [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
            .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func withoutASelectorEmitsTheSecondsElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let observer = scheduler.start { xs.withLatestFrom(ys) }
        #expect(observer.events == [.next(260, "bar"), .completed(300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func anErrorOfEitherFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(240, "bar"), .error(255, TestError(id: 1))])
        let observer = scheduler.start { xs.withLatestFrom(ys) }
        #expect(observer.events == [.next(250, "bar"), .error(255, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 255)])
        #expect(ys.subscriptions == [Subscription(200, 255)])

        let second = TestScheduler()
        let first = second.createHotObservable([.next(250, 3), .error(260, TestError(id: 2))])
        let other = second.createHotObservable([.next(240, "bar")])
        let failed = second.start { first.withLatestFrom(other) }
        #expect(failed.events == [.next(250, "bar"), .error(260, TestError(id: 2))])
        #expect(other.subscriptions == [Subscription(200, 260)])
    }

    @Test func aThrowingSelectorFails() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4)])
        let ys = scheduler.createHotObservable([.next(240, "bar")])
        let observer = scheduler.start {
            xs.withLatestFrom(ys) { value, _ -> String in
                if value == 4 { throw TestError(id: 3) }
                return "ok"
            }
        }
        #expect(observer.events == [.next(250, "ok"), .error(260, TestError(id: 3))])
        #expect(xs.subscriptions == [Subscription(200, 260)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func theSecondIsSubscribedFirst() {
        let log = RawEventLog<String>()
        _ = Observable.of(1, 2).withLatestFrom(Observable.just("ready")).subscribe(log.observer)
        #expect(log.events == [.next("ready"), .next("ready"), .completed])
    }

    @Test func disposalMidStreamDisposesBoth() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 3), .next(300, 4)])
        let ys = scheduler.createHotObservable([.next(240, "bar")])
        let observer = scheduler.start(disposed: 270) { xs.withLatestFrom(ys) }
        #expect(observer.events == [.next(250, "bar")])
        #expect(xs.subscriptions == [Subscription(200, 270)])
        #expect(ys.subscriptions == [Subscription(200, 270)])
    }

    @Test func anElementPushedFromOnNextIsDeliveredAfterIt() {
        let source = PublishSubject<Int>(), other = BehaviorSubject(value: "x")
        var seen: [String] = []
        _ = source.withLatestFrom(other) { "\($0)\($1)" }.subscribe(onNext: { value in
            seen.append("begin \(value)")
            if value == "1x" { source.onNext(2) }
            seen.append("end \(value)")
        })
        source.onNext(1)
        #expect(seen == ["begin 1x", "end 1x", "begin 2x", "end 2x"])
    }
}
