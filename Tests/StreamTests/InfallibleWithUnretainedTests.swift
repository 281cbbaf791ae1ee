import Foundation
import Stream
import Testing

// RxSwift 6.9.1 has no tests of its own for `withUnretained` on `Infallible`
// (it forwards to `Observable.withUnretained`), so these are RxSwift 6.9.1's
// Tests/RxSwiftTests/Observable+WithUnretainedTests.swift run on an
// `Infallible`: the cold source becomes one with
// `asInfallible(onErrorJustReturn:)`, and the rest keeps RxSwift's names and
// expectations.
@Suite("Infallible.withUnretained (RxSwift's tests on an Infallible)")
final class InfallibleWithUnretainedTests {
    fileprivate var testClass: InfallibleTestClass!
    var values: Infallible<Int>!
    var tupleValues: Infallible<(Int, String)>!
    let scheduler = TestScheduler(initialClock: 0)

    init() {
        testClass = InfallibleTestClass()
        values = scheduler.createColdObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(225, 5),
            .next(230, 8),
            .completed(250),
        ]).asInfallible(onErrorJustReturn: -1)

        tupleValues = scheduler.createColdObservable([
            .next(210, (1, "a")),
            .next(215, (2, "b")),
            .next(220, (3, "c")),
            .next(225, (5, "d")),
            .next(230, (8, "e")),
            .completed(250),
        ]).asInfallible(onErrorJustReturn: (-1, ""))
    }

    @Test func testObjectAttached() {
        let testClassId = testClass.id

        let correctValues: [Recorded<Event<String>>] = [
            .next(410, "\(testClassId), 1"),
            .next(415, "\(testClassId), 2"),
            .next(420, "\(testClassId), 3"),
            .next(425, "\(testClassId), 5"),
            .next(430, "\(testClassId), 8"),
            .completed(450),
        ]

        let res = scheduler.start {
            self.values
                .withUnretained(self.testClass)
                .map { "\($0.id), \($1)" }
        }

        #expect(res.events == correctValues)
    }

    @Test func testObjectDeallocates() {
        _ = self.values
            .withUnretained(self.testClass)
            .subscribe()

        // Confirm the object can be deallocated
        #expect(testClass != nil)
        weak let released = testClass
        testClass = nil
        #expect(released == nil)
    }

    @Test func testObjectDeallocatesSequenceCompletes() {
        let testClassId = testClass.id

        let correctValues: [Recorded<Event<String>>] = [
            .next(410, "\(testClassId), 1"),
            .next(415, "\(testClassId), 2"),
            .next(420, "\(testClassId), 3"),
            .completed(425),
        ]

        let res = scheduler.start {
            self.values
                .withUnretained(self.testClass)
                .do(onNext: { _, value in
                    // Release the object in the middle of the sequence
                    // to confirm it properly terminates the sequence
                    if value == 3 {
                        self.testClass = nil
                    }
                })
                .map { "\($0.id), \($1)" }
        }

        #expect(res.events == correctValues)
    }

    @Test func testResultsSelector() {
        let testClassId = testClass.id

        let correctValues: [Recorded<Event<String>>] = [
            .next(410, "\(testClassId), 1, a"),
            .next(415, "\(testClassId), 2, b"),
            .next(420, "\(testClassId), 3, c"),
            .next(425, "\(testClassId), 5, d"),
            .next(430, "\(testClassId), 8, e"),
            .completed(450),
        ]

        let res = scheduler.start {
            self.tupleValues
                .withUnretained(self.testClass) { ($0, $1.0, $1.1) }
                .map { "\($0.id), \($1), \($2)" }
        }

        #expect(res.events == correctValues)
    }

    // The object's deallocation reaches an infallible subscriber as
    // completion: `onCompleted` and `onDisposed` run, and no error goes to
    // `StreamHooks.onUnhandledError` (the `InfallibleEvent` closure form).
    @Test func testObjectDeallocatesCompletesInfallibleSubscriber() {
        let source = PublishRelay<Int>()
        var events = [String]()
        var owner: InfallibleTestClass? = InfallibleTestClass()

        let subscription = source.asInfallible()
            .withUnretained(owner!)
            .subscribe { event in
                switch event {
                case .next(let (_, value)): events.append("next \(value)")
                case .completed: events.append("completed")
                }
            }
        defer { subscription.dispose() }

        source.accept(1)
        owner = nil
        source.accept(2)
        source.accept(3)

        #expect(events == ["next 1", "completed"])
    }
}

fileprivate final class InfallibleTestClass {
    let id: String = UUID().uuidString
}
