import Foundation
import Testing
@testable import Stream

@Suite("RxSwift 6 spellings: catch, catchAndReturn, retry(when:)")
struct RxSwiftSpellingTests {
    @Test func catchContinuesWithTheHandlersStream() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let fallback = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let observer = scheduler.start { source.catch { _ in fallback.asObservable() } }
        #expect(observer.events == [.next(210, 1), .next(230, 9), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 220)])
        #expect(fallback.subscriptions == [Subscription(220, 240)])
    }

    @Test func catchWithAThrowingHandlerFailsWithTheThrownError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let observer = scheduler.start { source.catch { _ in throw TestError(id: 2) } }
        #expect(observer.events == [.next(210, 1), .error(220, TestError(id: 2))])
    }

    @Test func catchAndReturnEmitsTheElementAndCompletes() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let observer = scheduler.start { source.catchAndReturn(0) }
        #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test func catchAndReturnPassesACompletion() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.start { source.catchAndReturn(0) }
        #expect(observer.events == [.next(210, 1), .completed(230)])
    }

    @Test func retryWhenResubscribesOnTheNotifiersElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(id: 1))])
        let observer = scheduler.start {
            source.retry(when: { errors in errors.take(2) })
        }
        #expect(observer.events == [.next(205, 1), .next(215, 1), .next(225, 1), .completed(230)])
        #expect(source.subscriptions == [
            Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
        ])
    }

    @Test func retryWhenFailsWithTheNotifiersError() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
        let observer = scheduler.start {
            source.retry(when: { errors in
                errors.flatMap { error -> Observable<Int> in .error(TestError(id: 7)) }
            })
        }
        #expect(observer.events == [.error(210, TestError(id: 7))])
        #expect(source.subscriptions == [Subscription(200, 210)])
    }
}
