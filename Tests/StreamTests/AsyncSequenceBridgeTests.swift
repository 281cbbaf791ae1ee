import Stream
import Synchronization
import Testing

/// Counts the runs of a `Single.create(work:)` closure.
private final class RunCounter: Sendable {
    private let count = Atomic<Int>(0)

    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
}

@Suite("async bridges: AsyncSequence.asObservable(), Infallible.values, Single.create(work:)")
struct AsyncSequenceBridgeTests {
    @Test func anAsyncSequenceEmitsItsElementsThenCompletes() async throws {
        let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
        for number in 1...3 { continuation.yield(number) }
        continuation.finish()
        let events = try await numbers.asObservable().materialize().toArray().first()
        #expect(events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func anErrorTheSequenceThrowsFailsTheStream() async throws {
        let (numbers, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish(throwing: TestError(id: 3))
        let events = try await numbers.asObservable().materialize().toArray().first()
        #expect(events == [.next(1), .error(TestError(id: 3))])
    }

    @Test func aCancellationErrorTheSequenceThrowsCompletesTheStream() async throws {
        let (numbers, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish(throwing: CancellationError())
        let events = try await numbers.asObservable().materialize().toArray().first()
        #expect(events == [.next(1), .completed])
    }

    @Test func disposingCancelsTheIteratingTask() async {
        let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
        let (ended, endedContinuation) = AsyncStream.makeStream(of: Void.self)
        continuation.onTermination = { _ in endedContinuation.yield() }
        let delivered = LockedFlag()
        let subscription = numbers.asObservable().subscribe(
            onError: { _ in delivered.set() }, onCompleted: { delivered.set() })
        subscription.dispose()
        var endedIterator = ended.makeAsyncIterator()
        await endedIterator.next()  // the iteration stopped: the task was cancelled
        #expect(!delivered.isSet)
    }

    @Test func anInfallibleLoopEndsAtCompletion() async {
        let subject = PublishSubject<Int>()
        let values = subject.asInfallible(onErrorJustReturn: 0).values
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        var seen: [Int] = []
        for await value in values { seen.append(value) }
        #expect(seen == [1, 0])
    }

    @Test func leavingAnInfallibleLoopDisposes() async {
        let subject = BehaviorSubject(value: 1)
        for await value in subject.asInfallible(onErrorJustReturn: 0).values {
            #expect(value == 1)
            break
        }
        #expect(!subject.hasObservers)
    }

    @Test func singleCreateRunsTheWorkOnEachSubscription() async throws {
        let runs = RunCounter()
        let single = Single<Int>.create(detached: true, priority: .low) { runs.increment() }
        let first = try await single.value
        let second = try await single.value
        #expect([first, second] == [1, 2])
    }

    @Test func singleCreateFailsWithWhatTheWorkThrew() async {
        let single = Single<Int>.create { throw TestError(id: 4) }
        await #expect(throws: TestError(id: 4)) { try await single.value }
    }
}
