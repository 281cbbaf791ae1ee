import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+RetryWhenTests.swift,
// translated to Swift Testing (`XCTAssertEqual` became `#expect`); the names
// keep RxSwift's. `testRetryWhen_Incremental_BackOff`'s timers emit `Int`
// (`timer` is declared for `Int` here) where RxSwift's emit `Int64`, and its
// notifier's parameter is spelled `Observable<any Swift.Error>`;
// `testRetryWhen_tailRecursiveOptimizationsTest` checks what it receives
// (RxSwift's only that it returns). Left out: the
// resource-count tests under TRACE_RESOURCES, which has no counterpart here.
@Suite("retry(when:) (RxSwift's tests)")
struct ObservableRetryWhenTests {}

struct CustomErrorType: Error {

}

struct RetryWhenError: Error {
    init() {

    }
}

let retryError: RetryWhenError = RetryWhenError()

// retryWhen
extension ObservableRetryWhenTests {
    @Test func testRetryWhen_Never() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250)
            ])

        let empty = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210)
            ])

        let res = scheduler.start(disposed: 300) {
            xs.retry { _ in
                return empty
            }
        }

        let correct = [
            Recorded.completed(250, Int.self)
        ]

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 250)
            ])
    }

    @Test func testRetryWhen_ObservableNever() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .error(250, retryError)
            ])

        let never = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let res = scheduler.start {
            xs.retry { _ in
                return never
            }
        }

        let correct = Recorded.events(
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 250)
            ])
    }

    @Test func testRetryWhen_ObservableNeverComplete() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
            ])

        let never = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let res = scheduler.start {
            xs.retry { _ in
                return never
            }
        }

        let correct = Recorded.events(
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 250)
            ])
    }

    @Test func testRetryWhen_ObservableEmpty() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            .completed(250)
            ])

        let empty = scheduler.createHotObservable([
            .next(150, 0),
            .completed(0)
            ])

        let res = scheduler.start {
            xs.retry { _ in
                return empty
            }
        }

        let correct = Recorded.events(
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            .completed(450)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 450)
            ])
    }


    @Test func testRetryWhen_ObservableNextError() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, retryError),
            .completed(40)
            ])

        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<RetryWhenError>) in
                return errors.scan(0) { _a, _ in
                    var a = _a
                    a += 1
                    if a == 2 {
                        throw testError1
                    }
                    return a
                }
            }
        }

        let correct = Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .next(240, 1),
            .next(250, 2),
            .error(260, testError1)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 230),
            Subscription(230, 260)
            ])
    }


    @Test func testRetryWhen_ObservableComplete() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, retryError),
            .completed(40)
            ])

        let empty = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230)
            ])

        let res = scheduler.start {
            xs.retry { _ in
                return empty.asObservable()
            }
        }

        let correct = Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .completed(230)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 230)
            ])
    }

    @Test func testRetryWhen_ObservableNextComplete() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, retryError),
            .completed(40)
            ])

        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<RetryWhenError>) in
                return errors.scan(0) { a, _ in
                    return a + 1
                }.take(while: { (num: Int) -> Bool in
                    return num < 2
                })
            }
        }

        let correct = Recorded.events(
            .next(210, 1),
            .next(220, 2),
            .next(240, 1),
            .next(250, 2),
            .completed(260)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 230),
            Subscription(230, 260)
            ])
    }

    @Test func testRetryWhen_ObservableInfinite() {

        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, retryError),
            .completed(40)
            ])

        let never = scheduler.createHotObservable([
            .next(150, 1)
            ])

        let res = scheduler.start {
            xs.retry { _ in
                return never
            }
        }

        let correct = Recorded.events(
            .next(210, 1),
            .next(220, 2)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 230)
            ])
    }


    @Test func testRetryWhen_Incremental_BackOff() {

        let scheduler = TestScheduler(initialClock: 0)

        // just fails
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(10, retryError)
            ])

        let maxAttempts = 4

        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<any Swift.Error>) in
                return errors.enumerated().flatMap { a, e -> Observable<Int> in
                    if a >= maxAttempts - 1 {
                        return Observable.error(e)
                    }

                    return Observable<Int>.timer(.seconds((a + 1) * 50), scheduler: scheduler)
                }
            }
        }

        let correct = Recorded.events(
            .next(205, 1),
            .next(265, 1),
            .next(375, 1),
            .next(535, 1),
            .error(540, retryError)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 210),
            Subscription(260, 270),
            Subscription(370, 380),
            Subscription(530, 540)
            ])
    }

    @Test func testRetryWhen_IgnoresDifferentErrorTypes() {

        let scheduler = TestScheduler(initialClock: 0)

        // just fails
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(10, retryError)
            ])

        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<CustomErrorType>) in
                errors
            }
        }

        let correct = Recorded.events(
            .next(205, 1),
            .error(210, retryError)
        )

        #expect(res.events == correct)

        #expect(xs.subscriptions == [
            Subscription(200, 210)
            ])
    }

    @Test func testRetryWhen_tailRecursiveOptimizationsTest() {
        var count = 1
        let sequenceSendingImmediateError: Observable<Int> = Observable.create { observer in
            observer.on(.next(0))
            observer.on(.next(1))
            observer.on(.next(2))
            if count < 2 {
                observer.on(.error(retryError))
                count += 1
            }
            observer.on(.next(3))
            observer.on(.next(4))
            observer.on(.next(5))
            observer.on(.completed)

            return Disposables.create()
        }

        var elements: [Int] = []
        var isCompleted = false
        _ = sequenceSendingImmediateError
            .retry { errors in
                return errors
            }
            .subscribe(onNext: { elements.append($0) }, onCompleted: { isCompleted = true })

        #expect(elements == [0, 1, 2, 0, 1, 2, 3, 4, 5])
        #expect(isCompleted)
    }
}
