import Testing
@testable import Stream

@Suite("timeout")
struct TimeoutTests {
    @Test func failsWhenNothingArrivesInTime() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.error(220, StreamError.timeout)])
    }

    @Test func eachElementRestartsTheClock() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(215, 2), .next(230, 3), .next(270, 4),
        ])
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(205, 1), .next(215, 2), .next(230, 3), .error(250, StreamError.timeout)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func completionInTimePassesThrough() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .completed(25)])
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .completed(225)])
    }

    @Test func sourceErrorPassesThroughAndCancelsTheTimer() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.error(5, TestError(id: 1))] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.error(205, TestError(id: 1))])
    }

    @Test func timeoutErrorIsEquatableAndDescribed() {
        #expect(StreamError.timeout == .timeout)
        #expect(String(describing: StreamError.timeout).contains("timed out"))
    }
}
