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

    /// A subscriber that pushes another element into the source from its
    /// `onNext`: the newer element's timer is the one that runs.
    @Test func aReentrantElementKeepsItsOwnTimer() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.timeout(.seconds(5), scheduler: scheduler).subscribe(
            onNext: { value in
                log.append("next \(value) at \(scheduler.clock)")
                if value == 1 { subject.onNext(2) }
            },
            onError: { error in log.append("\(error) at \(scheduler.clock)") })
        scheduler.scheduleAt(3) { subject.onNext(1) }
        scheduler.advanceTo(100)
        #expect(log == ["next 1 at 3", "next 2 at 3", "\(StreamError.timeout) at 8"])
    }
}
