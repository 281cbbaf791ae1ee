import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+WindowTests.swift, translated
// to Swift Testing (`XCTAssertEqual` became `#expect`); the names keep RxSwift's.
// Left out: `windowWithTimeOrCount_Default`, which RxSwift does not run (its
// name lacks the `test` prefix), and the resource-count tests under
// TRACE_RESOURCES, which has no counterpart here.
@Suite("window(timeSpan:count:scheduler:) (RxSwift's tests)")
struct ObservableWindowTests {}

extension ObservableWindowTests {

    @Test func testWindowWithTimeOrCount_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600)
            ])

        let res = scheduler.start { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            let mappedWithIndex = window.enumerated().map { (i: Int, o: Observable<Int>) -> Observable<String> in
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }
            }
            let result = mappedWithIndex.merge()
            return result
        }

        #expect(res.events == [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .completed(600)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 600)
            ])
    }

    @Test func testWindowWithTimeOrCount_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .error(600, testError)
            ])

        let res = scheduler.start { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            let mappedWithIndex = window.enumerated().map { (i: Int, o: Observable<Int>) -> Observable<String> in
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                    }
            }
            let result = mappedWithIndex.merge()
            return result
        }

        #expect(res.events == [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .error(600, testError)
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 600)
            ])
    }

    @Test func testWindowWithTimeOrCount_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(105, 0),
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600)
            ])

        let res = scheduler.start(disposed: 370) { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            let mappedWithIndex = window.enumerated().map { (i: Int, o: Observable<Int>) -> Observable<String> in
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }
            }
            let result = mappedWithIndex.merge()
            return result
        }

        #expect(res.events == [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7")
            ])

        #expect(xs.subscriptions == [
            Subscription(200, 370)
            ])
    }
}
