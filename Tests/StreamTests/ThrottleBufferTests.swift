import Foundation
import Testing
@testable import Stream

@Suite("throttle")
struct ThrottleTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
    ]

    @Test func latestEmitsTheNewestWaitingElementWhenTheWindowEnds() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source + [.completed(500)])
        let observer = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        // 2 at once; 6 at 410, exactly 200 after; 7 waits for 610, and the completion with it.
        #expect(observer.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func aCompletionAfterTheWindowPassesAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source + [.completed(900)])
        let observer = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test func notLatestDropsWhatComesTooSoon() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable(Self.source + [.completed(500)])
        let observer = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func anErrorPassesAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .error(300, TestError(id: 1))])
        let observer = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 2), .error(300, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func neverAndEmptySources() {
        let scheduler = TestScheduler()
        let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        let silent = scheduler.start { never.throttle(.seconds(200), scheduler: scheduler) }
        #expect(silent.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])

        let second = TestScheduler()
        let empty = second.createHotObservable([Recorded<Event<Int>>.completed(500)])
        let completed = second.start { empty.throttle(.seconds(200), scheduler: second) }
        #expect(completed.events == [.completed(500)])
    }

    @Test func disposalCancelsTheWaitingElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3)])
        let observer = scheduler.start(disposed: 300) { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(scheduler.clock == 300)  // the timer for 3 (due at 410) was cancelled
    }

    @Test func elementsFarApartAllPass() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
    }
}

@Suite("buffer(timeSpan:count:scheduler:)")
struct BufferTests {
    @Test func emitsWhenFullOrWhenTheTimeSpanPassed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(observer.events == [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .next(600, []), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func anErrorDropsTheCollectedElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .error(300, TestError(id: 1)),
        ])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(observer.events == [.next(240, [1, 2, 3]), .error(300, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposalStopsTheClock() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4)])
        let observer = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        #expect(observer.events == [.next(240, [1, 2, 3]), .next(310, [4])])
        #expect(xs.subscriptions == [Subscription(200, 370)])
        #expect(scheduler.clock == 370)
    }

    @Test func aCountBelowOneOnlyEmitsOnTheClock() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 0, scheduler: scheduler) }
        #expect(observer.events == [.next(230, [1, 2]), .next(250, []), .completed(250)])
    }

    @Test func aSynchronousSourceFillsBuffersByCount() {
        let scheduler = TestScheduler()
        let log = RawEventLog<[Int]>()
        _ = Observable.of(1, 2, 3, 4, 5).buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
            .subscribe(log.observer)
        #expect(log.events == [.next([1, 2]), .next([3, 4]), .next([5]), .completed])
    }
}
