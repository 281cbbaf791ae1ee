import Stream
import Testing

// The tests of RxSwift 6.9.1's Tests/RxSwiftTests/Infallible+Tests.swift for
// the conversions, translated to Swift Testing (`XCTAssertEqual` became
// `#expect`); the names keep RxSwift's. Then the operators this package has.
@Suite("Infallible (RxSwift's tests)")
struct InfallibleTests {
    @Test func testAsInfallible_OnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let inf = xs.asInfallible(onErrorJustReturn: 600)
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        #expect(observer.events == [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(390, 600),
            .completed(390)
        ])
    }

    @Test func testAsInfallible_OnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let inf = xs.asInfallible(onErrorFallbackTo: Infallible<Int>.of(1, 2))
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        #expect(observer.events == [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(390, 1),
            .next(390, 2),
            .completed(390)
        ])
    }

    @Test func testAsInfallible_OnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33),
            .completed(620)
        ])

        let inf = xs.asInfallible(onErrorRecover: { _ in ys.asInfallible(onErrorJustReturn: -1) })
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        #expect(observer.events == [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(500, 25),
            .next(600, 33),
            .completed(620)
        ])
    }

    @Test func subscribeHasNoErrorHandlerAndSeesTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .error(30, testError),
            .next(40, 3),
        ])
        var values = [Int]()
        var completed = false
        var disposed = false

        _ = xs.asInfallible(onErrorJustReturn: -1).subscribe(
            onNext: { values.append($0) },
            onCompleted: { completed = true },
            onDisposed: { disposed = true })
        scheduler.start()

        #expect(values == [0, 1, -1])
        #expect(completed)
        #expect(disposed)
    }

    @Test func mapFilterAndFlatMapStayInfallible() {
        var values = [Int]()
        let inf: Infallible<Int> = Infallible.of(1, 2, 3)
            .map { $0 * 10 }
            .filter { $0 > 10 }
            .flatMap { Infallible.of($0, $0 + 1) }

        _ = inf.subscribe(onNext: { values.append($0) })

        #expect(values.sorted() == [20, 21, 30, 31])
    }
}
