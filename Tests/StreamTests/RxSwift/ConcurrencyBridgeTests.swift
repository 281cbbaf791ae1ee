import Stream
import Testing

// RxSwift 6.9.1's Tests/RxSwiftTests/Observable+ConcurrencyTests.swift,
// Infallible+ConcurrencyTests.swift and PrimitiveSequence+ConcurrencyTests.swift,
// translated to Swift Testing (`XCTAssert...` became `#expect`, `RxError.unknown`
// became `testError`, `toBlocking()` became `await value`).
//
// Changed so they run without sleeps and check what they assert:
// - RxSwift's tests that cancel a `Task` without awaiting it check nothing
//   once the test has returned; here each awaits its task's result.
// - The "not throwing cancellation" tests sleep for a millisecond before
//   cancelling, so that the task has finished; here they await its result
//   first, then cancel.
// - `testMaybeNotThrowingCancellationWhenCompleted` and
//   `testCompletableNotThrowingCancellation` cancel before the task may have
//   started; here, as the others, they cancel after it finished. A task
//   cancelled before it awaits `value` throws `CancellationError` at once
//   (Docs/MigratingFromRxSwift.md says how that differs).
// Left out: `testThrowsCancellationErrorWithoutEvents` (Observable), whose
// un-awaited task never reports; and the `...ContinuationIsNotResumedTwice`
// stress tests, which race dispatch-queue timers against sleeps
// (AsyncBridgeStressTests races cancellation against delivery for `first()`,
// which `value` is built on).
@Suite("async/await bridges (RxSwift's tests)")
struct ConcurrencyBridgeTests {}

// Observable+ConcurrencyTests.swift
extension ConcurrencyBridgeTests {
    @Test func testAwaitsValuesAndFinishes() async {
        let observable = Observable
            .from(1...10)

        var values = [Int]()

        do {
            for try await value in observable.values {
                values.append(value)
            }

            #expect(values == Array(1...10))
        } catch {
            Issue.record("Expected to not emit failure")
        }
    }

    @Test func testAwaitsValuesAndErrors() async {
        let driver = Observable
            .from(1...10)
            .map { n -> Int in
                if n > 5 {
                    throw testError
                }

                return n
            }

        var values = [Int]()

        do {
            for try await value in driver.values {
                values.append(value)
            }
            Issue.record("Expected to emit failure after 5 items")
        } catch {
            #expect(values == Array(1...5), "Expected to emit failure after 5 items")
        }
    }

    @Test func testNotThrowingCancellation() async throws {
        let observable = Observable.from(1...10)
        let task = Task {
            var values = [Int]()
            for try await value in observable.values {
                values.append(value)
            }
            return values
        }
        let result = await task.result
        task.cancel()
        #expect(try result.get() == Array(1...10))
    }
}

// Infallible+ConcurrencyTests.swift
extension ConcurrencyBridgeTests {
    @Test func testInfallibleAwaitsValuesAndFinishes() async {
        let infallible = Infallible
            .from(1...10)

        var values = [Int]()

        for await value in infallible.values {
            values.append(value)
        }

        #expect(values == Array(1...10))
    }
}

// PrimitiveSequence+ConcurrencyTests.swift: Single
extension ConcurrencyBridgeTests {
    @Test func testSingleEmitsElement() async throws {
        let single = Single.just("Hello")

        do {
            let value = try await single.value
            #expect(value == "Hello")
        } catch {
            Issue.record("Should not throw an error")
        }
    }

    @Test func testSingleThrowsError() async throws {
        let single = Single<String>.error(testError)

        do {
            _ = try await single.value
            Issue.record("Should not proceed beyond try")
        } catch {
            #expect(error as? RxTestError == testError)
        }
    }

    @Test func testSingleThrowsCancellationWithoutEvents() async throws {
        let single = Single<Void>.never()

        let task = Task {
            do {
                try await single.value
                Issue.record("Should not proceed beyond try")
            } catch {
                #expect(Task.isCancelled)
                #expect(error is CancellationError)
            }
        }
        task.cancel()
        await task.value
    }

    @Test func testSingleNotThrowingCancellation() async throws {
        let single = Single.just(())

        let task = Task {
            try await single.value
        }

        let result = await task.result
        task.cancel()
        #expect(throws: Never.self) { try result.get() }
    }

    @Test func testCreateSingleFromAsync() async throws {
        let randomResult = Int.random(in: 100...100000)
        let work: @Sendable () async throws -> Int = { randomResult }

        let single = Single.create {
            try await work()
        }

        #expect(
            try await single.asObservable().toArray().first() ==
            [randomResult]
        )
    }
}

// PrimitiveSequence+ConcurrencyTests.swift: Maybe
extension ConcurrencyBridgeTests {
    @Test func testMaybeEmitsElement() async throws {
        let maybe = Maybe.just("Hello")

        do {
            let value = try await maybe.value
            #expect(value != nil)
            #expect(value == "Hello")
        } catch {
            Issue.record("Should not throw an error")
        }
    }

    @Test func testMaybeEmitsNilWithoutValue() async throws {
        let maybe = Maybe<String>.empty()

        do {
            let value = try await maybe.value
            #expect(value == nil)
        } catch {
            Issue.record("Should not throw an error")
        }
    }

    @Test func testMaybeThrowsError() async throws {
        let maybe = Maybe<String>.error(testError)

        do {
            _ = try await maybe.value
            Issue.record("Should not proceed beyond try")
        } catch {
            #expect(error as? RxTestError == testError)
        }
    }

    @Test func testMaybeThrowsCancellationWithoutEvents() async throws {
        let maybe = Maybe<Void>.never()

        let task = Task {
            do {
                try await maybe.value
                Issue.record("Should not proceed beyond try")
            } catch {
                #expect(Task.isCancelled)
                #expect(error is CancellationError)
            }
        }
        task.cancel()
        await task.value
    }

    @Test func testMaybeNotThrowingCancellationWhenCompleted() async throws {
        let maybe = Maybe<Int>.empty()

        let task = Task {
            try await maybe.value
        }

        let result = await task.result
        task.cancel()
        #expect(try result.get() == nil)
    }

    @Test func testMaybeNotThrowingCancellation() async throws {
        let maybe = Maybe.just(())

        let task = Task {
            try await maybe.value
        }

        let result = await task.result
        task.cancel()
        #expect(try result.get() != nil)
    }
}

// PrimitiveSequence+ConcurrencyTests.swift: Completable
extension ConcurrencyBridgeTests {
    @Test func testCompletableEmitsVoidOnCompletion() async throws {
        let completable = Completable.empty()

        do {
            let value: Void = try await completable.value
            #expect(value == ())
        } catch {
            Issue.record("Should not throw an error")
        }
    }

    @Test func testCompletableThrowsError() async throws {
        let completable = Completable.error(testError)

        do {
            _ = try await completable.value
            Issue.record("Should not proceed beyond try")
        } catch {
            #expect(error as? RxTestError == testError)
        }
    }

    @Test func testCompletableThrowsCancellationWithoutEvents() async throws {
        let completable = Completable.never()

        let task = Task {
            do {
                try await completable.value
                Issue.record("Should not proceed beyond try")
            } catch {
                #expect(Task.isCancelled)
                #expect(error is CancellationError)
            }
        }
        task.cancel()
        await task.value
    }

    @Test func testCompletableNotThrowingCancellation() async throws {
        let completable = Completable.empty()

        let task = Task {
            try await completable.value
        }

        let result = await task.result
        task.cancel()
        #expect(throws: Never.self) { try result.get() }
    }
}
