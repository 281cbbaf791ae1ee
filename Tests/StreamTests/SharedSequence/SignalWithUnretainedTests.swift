import Foundation
import Stream
import Testing

// RxCocoa 6.9.1 has no tests of its own for `withUnretained` on a shared
// sequence (it forwards to `Observable.withUnretained`), so these are RxSwift
// 6.9.1's Tests/RxSwiftTests/Observable+WithUnretainedTests.swift run on a
// `Signal`: the cold source becomes a signal built under
// `SharingScheduler.mock`, which delivers each event by an action of the
// test scheduler. On a `Driver` the operator is unavailable, as in RxCocoa;
// a compile-time error is not something a test here can check.
@Suite("Signal.withUnretained (RxSwift's tests on a Signal)")
final class SignalWithUnretainedTests {
    fileprivate var testClass: SignalTestClass!
    var values: TestableObservable<Int>!
    var tupleValues: TestableObservable<(Int, String)>!
    let scheduler = TestScheduler(initialClock: 0)

    init() {
        testClass = SignalTestClass()
        values = scheduler.createColdObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(225, 5),
            .next(230, 8),
            .completed(250),
        ])

        tupleValues = scheduler.createColdObservable([
            .next(210, (1, "a")),
            .next(215, (2, "b")),
            .next(220, (3, "c")),
            .next(225, (5, "d")),
            .next(230, (8, "e")),
            .completed(250),
        ])
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

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                self.values.asSignal(onErrorJustReturn: -1)
                    .withUnretained(self.testClass)
                    .map { "\($0.id), \($1)" }
            }

            #expect(res.events == correctValues)
        }
    }

    @Test func testObjectDeallocates() {
        SharingScheduler.mock(scheduler: scheduler) {
            _ = self.values.asSignal(onErrorJustReturn: -1)
                .withUnretained(self.testClass)
                .emit()
        }

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

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                self.values.asSignal(onErrorJustReturn: -1)
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

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                self.tupleValues.asSignal(onErrorJustReturn: (-1, ""))
                    .withUnretained(self.testClass) { ($0, $1.0, $1.1) }
                    .map { "\($0.id), \($1), \($2)" }
            }

            #expect(res.events == correctValues)
        }
    }

    // The signal stays a signal: one subscription to the source shared by
    // its observers, delivered by the sequence's scheduler (the harness of
    // RxCocoa's SharedSequence tests).
    @Test func testWithUnretained_sharesAndDeliversOnTheScheduler() {
        let harness = SharedSequenceHarness()
        let owner = SignalTestClass()
        harness.mock {
            let hotObservable = BackgroundThreadPrimitiveHotObservable<Int>()
            let signal = hotObservable.asSignal(onErrorJustReturn: -1)
                .withUnretained(owner) { owner, n in "\(owner.id), \(n)" }

            let results = harness.subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(signal) {
                #expect(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                #expect(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            #expect(results == ["\(owner.id), 1", "\(owner.id), 2", "\(owner.id), -1"])
        }
    }
}

fileprivate final class SignalTestClass {
    let id: String = UUID().uuidString
}
