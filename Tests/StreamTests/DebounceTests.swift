import Testing
@testable import Stream

@Suite("debounce")
struct DebounceTests {
    @Test func emitsTheLastElementAfterAQuietPeriod() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(218, 3),  // burst: only 3 survives, at 228
            .next(240, 4),  // alone: at 250
            .next(300, 5), .next(309, 6),  // 6 survives, at 319
        ])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(228, 3), .next(250, 4), .next(319, 6)])
    }

    @Test func completionFlushesThePendingElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(220, 2), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func errorDropsThePendingElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(id: 1))])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.error(215, TestError(id: 1))])
    }

    @Test func disposeCancelsThePendingElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(disposed: 215) { source.debounce(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [])
        #expect(scheduler.clock == 215)
    }
}
