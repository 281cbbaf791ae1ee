import Foundation
import Stream
import Testing

// The tests of RxSwift 6.9.1's Tests/RxSwiftTests/Infallible+Tests.swift,
// translated to Swift Testing (`XCTAssertEqual` became `#expect`); the names
// keep RxSwift's. RxSwift's two TRACE_RESOURCES tests count RxSwift's own
// resource counter, which this package does not have. Then tests of the
// operators, which RxSwift does not test on `Infallible`.
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

    @Test func testAsInfallible_BehaviourRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = BehaviorRelay<Int>(value: 0)

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33)
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)
        _ = ys.bind(to: xs)

        scheduler.start()

        #expect(observer.events == [
            .next(0, 0),
            .next(500, 25),
            .next(600, 33)
        ])
    }

    @Test func testAsInfallible_PublishRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PublishRelay<Int>()

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33)
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)
        _ = ys.bind(to: xs)

        scheduler.start()

        #expect(observer.events == [
            .next(500, 25),
            .next(600, 33)
        ])
    }

    @Test func testAsInfallible_ReplayRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = ReplayRelay<Int>.create(bufferSize: 2)

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33)
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)
        _ = ys.bind(to: xs)

        scheduler.start()

        #expect(observer.events == [
            .next(500, 25),
            .next(600, 33)
        ])
    }

    @Test func testAnonymousInfallible_detachesOnDispose() {
        var observer: ((InfallibleEvent<Int>) -> Void)!
        let a = Infallible.create { o in
            observer = o
            return Disposables.create()
        } as Infallible<Int>

        var elements = [Int]()

        let d = a.subscribe(onNext: { n in
            elements.append(n)
        })

        #expect(elements == [])

        observer(.next(0))
        #expect(elements == [0])

        d.dispose()

        observer(.next(1))
        #expect(elements == [0])
    }

    @Test func testAnonymousInfallible_detachesOnComplete() {
        var observer: ((InfallibleEvent<Int>) -> Void)!
        let a = Infallible.create { o in
            observer = o
            return Disposables.create()
        } as Infallible<Int>

        var elements = [Int]()

        _ = a.subscribe(onNext: { n in
            elements.append(n)
        })

        #expect(elements == [])

        observer(.next(0))
        #expect(elements == [0])

        observer(.completed)

        observer(.next(1))
        #expect(elements == [0])
    }

    @Test func testAsInfallible_never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: Infallible<Int> = Infallible.never()

        let res = scheduler.start { xs }

        let correct: [Recorded<Event<Int>>] = []

        #expect(res.events == correct)
    }

    // MARK: - Subscribe with object

    @Test func testSubscribeWithNext() {
        var testObject: TestObject! = TestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?

        let observable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50)
        ])

        let inf = observable.asInfallible(onErrorJustReturn: -1)

        _ = inf
            .subscribe(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onCompleted: { completed = $0.id },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        #expect(values == [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "3"
        ])

        #expect(completed == uuid)
        #expect(disposed == uuid)

        #expect(testObject != nil)
        testObject = nil
        #expect(testObject == nil)
    }

    @Test func testSubscribeWithError() {
        var testObject: TestObject! = TestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?

        let observable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .error(30, testError),
            .next(40, 3),
        ])

        let inf = observable.asInfallible(onErrorJustReturn: -1)

        _ = inf
            .subscribe(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onCompleted: { completed = $0.id },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        #expect(values == [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "-1"
        ])

        #expect(completed == uuid)
        #expect(disposed == uuid)

        #expect(testObject != nil)
        testObject = nil
        #expect(testObject == nil)
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

private class TestObject: NSObject {
    var id = UUID()
}
