import Foundation
import Testing
@testable import Stream

@Suite("switchLatest, concat(), merge(), flatMapFirst")
struct HigherOrderTests {
    @Test func switchLatestMirrorsTheNewestInner() {
        let scheduler = TestScheduler()
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .next(500, ys3.asObservable()),
            .completed(600),
        ])
        let observer = scheduler.start { xs.switchLatest() }
        #expect(observer.events == [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(510, 301), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
        #expect(ys3.subscriptions == [Subscription(500, 520)])
    }

    @Test func switchLatestWaitsForTheCurrentInnerAndFailsWithItsError() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .error(60, TestError(id: 1))])
        let xs = scheduler.createHotObservable([.next(300, inner.asObservable()), .completed(320)])
        let observer = scheduler.start { xs.switchLatest() }
        #expect(observer.events == [.next(310, 1), .error(360, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 320)])
        #expect(inner.subscriptions == [Subscription(300, 360)])
    }

    @Test func switchLatestDisposedMidStream() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(300, inner.asObservable())])
        let observer = scheduler.start(disposed: 350) { xs.switchLatest() }
        #expect(observer.events == [.next(310, 1)])
        #expect(inner.subscriptions == [Subscription(300, 350)])
    }

    @Test func concatSubscribesOneInnerAtATime() {
        let scheduler = TestScheduler()
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
        ])
        let observer = scheduler.start { xs.concat() }
        #expect(observer.events == [.next(220, 1), .next(250, 2), .completed(260)])
        #expect(ys1.subscriptions == [Subscription(210, 240)])
        #expect(ys2.subscriptions == [Subscription(240, 260)])
    }

    @Test func mergeSubscribesEveryInnerAtOnce() {
        let scheduler = TestScheduler()
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
        ])
        let observer = scheduler.start { xs.merge() }
        #expect(observer.events == [.next(220, 1), .next(225, 2), .completed(240)])
        #expect(ys2.subscriptions == [Subscription(220, 240)])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler()
        var selected: [Int] = []
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .completed(400),
        ])
        let observer = scheduler.start {
            xs.flatMapFirst { value -> Observable<Int> in
                selected.append(value)
                return Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in value * 10 }
            }
        }
        #expect(observer.events == [.next(240, 10), .next(280, 30), .next(330, 40), .completed(400)])
        #expect(selected == [1, 3, 4])  // 2 arrived while 1's inner ran: the selector never saw it
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func flatMapFirstCompletesAfterTheRunningInner() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 5), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(observer.events == [.next(220, 5), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(inner.subscriptions == [Subscription(210, 260)])
    }

    @Test func flatMapFirstFailsWithErrorsOfAnyKind() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let innerFails = scheduler.start { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(innerFails.events == [.error(220, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let second = TestScheduler()
        let ys = second.createHotObservable([.next(210, 1)])
        let selectorThrows = second.start {
            ys.flatMapFirst { _ -> Observable<Int> in throw TestError(id: 2) }
        }
        #expect(selectorThrows.events == [.error(210, TestError(id: 2))])
        #expect(ys.subscriptions == [Subscription(200, 210)])

        let third = TestScheduler()
        let running = third.createColdObservable([.next(10, 1)])
        let zs = third.createHotObservable([.next(210, 1), .error(230, TestError(id: 3))])
        let sourceFails = third.start { zs.flatMapFirst { _ in running.asObservable() } }
        #expect(sourceFails.events == [.next(220, 1), .error(230, TestError(id: 3))])
        #expect(running.subscriptions == [Subscription(210, 230)])
    }

    @Test func flatMapFirstDisposedMidStreamDisposesTheInner() {
        let scheduler = TestScheduler()
        let inner = scheduler.createColdObservable([.next(10, 5), .next(100, 6)])
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(observer.events == [.next(220, 5)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }

    @Test func flatMapFirstDropsWhatComesWhileItsTrampolinedInnerWaits() {
        let log = RawEventLog<Int>()
        _ = Observable.of(1, 2, 3).flatMapFirst { Observable.of($0, $0 * 10) }.subscribe(log.observer)
        // RxSwift 6.9.1's order: the first inner's elements queue on the
        // trampoline behind the source's, so 2 and 3 arrive while it is busy.
        #expect(log.events == [.next(1), .next(10), .completed])
    }
}

@Suite("reduce, toArray, materialize, dematerialize")
struct AggregatingTests {
    @Test func reduceEmitsTheAccumulationAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 24), .next(220, 25), .next(230, 26), .completed(250),
        ])
        let observer = scheduler.start { xs.reduce(42, accumulator: +) }
        #expect(observer.events == [.next(250, 42 + 24 + 25 + 26), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func reduceOfAnEmptySourceEmitsTheSeed() {
        let log = RawEventLog<Int>()
        _ = Observable<Int>.empty().reduce(7, accumulator: +).subscribe(log.observer)
        #expect(log.events == [.next(7), .completed])
    }

    @Test func reduceMapsTheResult() {
        let log = RawEventLog<String>()
        _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe(log.observer)
        #expect(log.events == [.next("sum 6"), .completed])
    }

    @Test func reduceFailsWithTheSourcesOrAThrowingClosuresError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let accumulatorThrows = scheduler.start {
            xs.reduce(0) { total, value in
                if value == 2 { throw TestError(id: 1) }
                return total + value
            }
        }
        #expect(accumulatorThrows.events == [.error(220, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let mapThrows = RawEventLog<Int>()
        _ = Observable.of(1).reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError(id: 2) })
            .subscribe(mapThrows.observer)
        #expect(mapThrows.events == [.error(TestError(id: 2))])

        let sourceFails = RawEventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 3)).reduce(0, accumulator: +).subscribe(sourceFails.observer)
        #expect(sourceFails.events == [.error(TestError(id: 3))])
    }

    @Test func reduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start(disposed: 250) { xs.reduce(0, accumulator: +) }
        #expect(observer.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func toArrayEmitsOneArrayAtCompletion() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { xs.toArray() }
        #expect(observer.events == [.next(250, [1, 2, 3]), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func toArrayOfNothingIsEmptyAndAnErrorPasses() {
        let empty = RawEventLog<[Int]>()
        _ = Observable<Int>.empty().toArray().subscribe(empty.observer)
        #expect(empty.events == [.next([]), .completed])
        let failed = RawEventLog<[Int]>()
        _ = Observable<Int>.concat(.just(1), .error(TestError(id: 1))).toArray().subscribe(failed.observer)
        #expect(failed.events == [.error(TestError(id: 1))])
    }

    @Test func materializeTurnsEventsIntoElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { xs.materialize() }
        #expect(observer.events == [
            .next(210, .next(1)), .next(220, .next(2)), .next(250, .completed), .completed(250),
        ])
        #expect(xs.subscriptions == [Subscription(200, 250)])

        let second = TestScheduler()
        let ys = second.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let failed = second.start { ys.materialize() }
        #expect(failed.events == [.next(210, .next(1)), .next(220, .error(TestError(id: 1))), .completed(220)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func dematerializeTurnsElementsBackIntoEvents() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, .error(TestError(id: 2))), .next(230, .next(3)),
            .completed(250),
        ])
        let observer = scheduler.start { xs.dematerialize() }
        #expect(observer.events == [.next(210, 1), .error(220, TestError(id: 2))])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let roundTrip = RawEventLog<Int>()
        _ = Observable.of(1, 2).materialize().dematerialize().subscribe(roundTrip.observer)
        #expect(roundTrip.events == [.next(1), .next(2), .completed])

        let second = TestScheduler()
        let ys = second.createHotObservable([.next(210, Event<Int>.completed), .next(220, .next(3))])
        let completed = second.start { ys.dematerialize() }
        #expect(completed.events == [.completed(210)])
    }
}
