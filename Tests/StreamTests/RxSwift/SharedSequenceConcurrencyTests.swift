import Stream
import Testing

// RxCocoa 6.9.1's Tests/RxCocoaTests/SharedSequence+ConcurrencyTests.swift,
// translated to Swift Testing (`XCTAssert...` became `#expect`).
//
// Changed for Swift 6 and so they check what they assert:
// - RxCocoa's tests read the main-actor `values` from a nonisolated async
//   test with `await driver.values`. A `SharedSequence` is not `Sendable`
//   (in RxCocoa neither), so Swift 6 does not let it cross to the main actor:
//   here the tests run on the main actor, where `values` is meant to be
//   read, and read it without `await`.
// - `testCancellationWithoutEvents` cancels a `Task` it never awaits, so its
//   `XCTAssertTrue(Task.isCancelled)` runs, if ever, after the test has
//   returned; here the test awaits the task's result.
// The tests after the translated ones check what RxCocoa's leave out:
// `Signal`, a failing source, a driver's replay, disposal on cancellation,
// and the throwing stream off the main actor.
@Suite("SharedSequence.values (RxCocoa's tests)")
struct SharedSequenceConcurrencyTests {}

// SharedSequence+ConcurrencyTests.swift
extension SharedSequenceConcurrencyTests {
    @MainActor @Test func testAwaitsValuesAndFinishes() async {
        let driver = Driver.from(1...10)

        var values = [Int]()

        for await value in driver.values {
            values.append(value)
        }

        #expect(values == Array(1...10))
    }

    @MainActor @Test func testCancellationWithoutEvents() async {
        let driver = Driver<Void>.never()
        let task = Task {
            for await _ in driver.values {
                //
            }
            return Task.isCancelled
        }
        task.cancel()
        #expect(await task.value)
    }
}

// Beyond RxCocoa's tests.
extension SharedSequenceConcurrencyTests {
    /// A signal's `values` is the non-throwing `AsyncStream` too (`for await`
    /// without `try`).
    @MainActor @Test func signalValuesOnTheMainActor() async {
        let signal = Signal.of(1, 2, 3)

        var values = [Int]()
        for await value in signal.values {
            values.append(value)
        }

        #expect(values == [1, 2, 3])
    }

    /// The source's error reaches the loop as the sequence's recovery
    /// element, then completion; nothing is thrown.
    @MainActor @Test func aFailingSourceEndsTheLoopWithItsRecoveryElement() async {
        let subject = PublishSubject<Int>()
        let values = subject.asSignal(onErrorJustReturn: -1).values
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(testError)

        var received = [Int]()
        for await value in values {
            received.append(value)
        }

        #expect(received == [1, 2, -1])
    }

    /// A driver replays its latest element to the loop, as to any observer.
    @MainActor @Test func driverValuesStartWithTheLatestElement() async {
        let relay = BehaviorRelay(value: "first")
        var iterator = relay.asDriver().values.makeAsyncIterator()

        #expect(await iterator.next() == "first")
        relay.accept("second")
        #expect(await iterator.next() == "second")
    }

    /// Reading `values` subscribes at once; cancelling the consuming task
    /// disposes the subscription.
    @MainActor @Test func cancellingTheLoopDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let values = subject.asDriver(onErrorJustReturn: 0).values
        #expect(subject.hasObservers)

        let task = Task {
            for await _ in values {}
            return Task.isCancelled
        }
        task.cancel()

        #expect(await task.value)
        #expect(!subject.hasObservers)
    }

    /// Off the main actor, where `values` of a shared sequence cannot be read,
    /// the sequence's observable gives the throwing stream.
    @Test func offTheMainActorTheObservableStreamRemains() async throws {
        let driver = Driver.of(1, 2, 3)
        let values: AsyncThrowingStream<Int, any Error> = driver.asObservable().values

        var received = [Int]()
        for try await value in values {
            received.append(value)
        }

        #expect(received == [1, 2, 3])
    }
}
