import Stream
import Testing

@Suite("retry(when:) and retryWhen(_:) with a typed notifier")
struct TypedRetryWhenTests {
    struct Transient: Error, Equatable { let attempt: Int }

    @Test func theNotifierGetsTheErrorsOfItsType() {
        let scheduler = TestScheduler()
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return attempt < 3 ? .error(Transient(attempt: attempt)) : .just(attempt)
        }
        var heard: [Int] = []
        let observer = scheduler.start {
            source.retryWhen { (errors: Observable<Transient>) in
                errors.do(onNext: { heard.append($0.attempt) })
            }
        }
        #expect(observer.events == [.next(200, 3), .completed(200)])
        #expect(heard == [1, 2])
    }

    @Test func anErrorOfAnotherTypeFailsAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(id: 6))])
        let observer = scheduler.start {
            xs.retry(when: { (errors: Observable<Transient>) in errors })
        }
        #expect(observer.events == [.next(205, 1), .error(210, TestError(id: 6))])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func anUnannotatedNotifierGetsEveryError() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(id: 6))])
        let observer = scheduler.start {
            xs.retry(when: { errors in errors.take(1) })
        }
        #expect(observer.events == [.next(205, 1), .next(215, 1), .completed(220)])
    }

    @Test func aSingleRetriesOnlyTheErrorsOfTheNotifiersType() {
        let scheduler = TestScheduler()
        var attempt = 0
        let single = Single<Int>.deferred {
            attempt += 1
            return attempt == 1 ? .error(Transient(attempt: 1)) : .error(TestError(id: 7))
        }
        let observer = scheduler.start {
            single.retry(when: { (errors: Observable<Transient>) in errors }).asObservable()
        }
        #expect(observer.events == [.error(200, TestError(id: 7))])
        #expect(attempt == 2)
    }
}
