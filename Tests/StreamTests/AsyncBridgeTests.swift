import Testing
@testable import Stream

/// An element type that is deliberately not `Sendable`.
final class Counter {
    var count: Int
    init(_ count: Int) { self.count = count }
}

@Suite("async bridge: values")
struct ValuesTests {
    @Test func deliversElementsInOrderThenEnds() async throws {
        var seen: [Int] = []
        for try await value in Observable.from(1...5).values {
            seen.append(value)
        }
        #expect(seen == [1, 2, 3, 4, 5])
    }

    @Test func throwsTheStreamError() async {
        var seen: [Int] = []
        await #expect(throws: TestError(id: 2)) {
            for try await value in Observable<Int>.create({ observer in
                observer.onNext(1)
                observer.onError(TestError(id: 2))
                return Disposables.create()
            }).values {
                seen.append(value)
            }
        }
        #expect(seen == [1])
    }

    @Test func elementsSentBeforeTheLoopStartsAreBuffered() async throws {
        let subject = PublishSubject<Int>()
        let values = subject.values
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        var seen: [Int] = []
        for try await value in values { seen.append(value) }
        #expect(seen == [1, 2, 3])
    }

    @Test func cancellingTheConsumingTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let values = subject.values
        #expect(subject.hasObservers)
        let consumer = Task {
            for try await _ in values {}
        }
        consumer.cancel()
        _ = await consumer.result
        #expect(!subject.hasObservers)
    }

    @Test func leavingTheLoopEarlyDisposesTheSubscription() async throws {
        let subject = BehaviorSubject(value: 1)
        for try await value in subject.values {
            #expect(value == 1)
            break
        }
        #expect(!subject.hasObservers)
    }

    /// What Stream.md says of a kept stream: `AsyncThrowingStream`'s
    /// sequence and iterator share one state, so leaving a loop over a stream
    /// kept in a variable ends nothing until the variable goes too.
    @Test func aKeptStreamKeepsItsSubscriptionUntilItIsReleased() async throws {
        let subject = BehaviorSubject(value: 1)
        do {
            let kept = subject.values
            for try await value in kept {
                #expect(value == 1)
                break
            }
            // Kept for sure: an optimized build may end a variable's life at its last use.
            withExtendedLifetime(kept) { #expect(subject.hasObservers) }
        }
        #expect(!subject.hasObservers)
    }

    @Test func boundedPolicyKeepsTheNewestElements() async throws {
        let subject = PublishSubject<Int>()
        let values = subject.values(bufferingPolicy: .bufferingNewest(2))
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        var seen: [Int] = []
        for try await value in values { seen.append(value) }
        #expect(seen == [4, 5])
    }

    @Test func cancellationReleasesWhatTheSubscriptionCaptured() async {
        weak var weakBox: Box?
        let subject = PublishSubject<Int>()
        var values: AsyncThrowingStream<Int, any Error>?
        do {
            let box = Box()
            weakBox = box
            values = subject.map { $0 + box.value }.values
        }
        let consumer = Task { [values] in
            for try await _ in values! {}
        }
        values = nil
        consumer.cancel()
        _ = await consumer.result
        #expect(weakBox == nil)
    }

    @MainActor @Test func iteratesNonSendableElementsOnTheMainActor() async throws {
        let subject = ReplaySubject<Counter>.createUnbounded()
        subject.onNext(Counter(1))
        subject.onNext(Counter(2))
        subject.onCompleted()
        var total = 0
        for try await counter in subject.values {
            counter.count += 10
            total += counter.count
        }
        #expect(total == 23)
    }
}

@Suite("async bridge: first()")
struct FirstTests {
    @Test func returnsTheFirstElementAndDisposes() async throws {
        let subject = BehaviorSubject(value: 7)
        let value = try await subject.first()
        #expect(value == 7)
        #expect(!subject.hasObservers)
    }

    @Test func returnsNilWhenTheStreamCompletesEmpty() async throws {
        let value = try await Observable<Int>.empty().first()
        #expect(value == nil)
    }

    @Test func throwsTheStreamError() async {
        await #expect(throws: TestError(id: 5)) {
            try await Observable<Int>.error(TestError(id: 5)).first()
        }
    }

    @Test func waitsForAnElementSentLater() async throws {
        let subject = PublishSubject<Int>()
        let waiter = Task { try await subject.first() }
        // hasObservers turns true once the waiting task subscribed.
        while !subject.hasObservers { await Task.yield() }
        subject.onNext(3)
        subject.onNext(4)
        #expect(try await waiter.value == 3)
        #expect(!subject.hasObservers)
    }

    @Test func cancellationDisposesAndThrowsCancellationError() async {
        let subject = PublishSubject<Int>()
        let waiter = Task { try await subject.first() }
        while !subject.hasObservers { await Task.yield() }
        waiter.cancel()
        let result = await waiter.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(!subject.hasObservers)
    }

    @Test func alreadyCancelledTaskThrowsWithoutSubscribing() async {
        let source = SubscriptionCountingSource()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await source.observable.first()
        }
        let result = await waiter.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(source.subscriptions == 0)
    }

    @MainActor @Test func returnsANonSendableElementToTheMainActor() async throws {
        let subject = BehaviorSubject(value: Counter(1))
        let counter = try await subject.first()
        counter?.count += 1
        // The subject is still usable here: nothing was sent away from the main actor.
        #expect(try subject.value().count == 2)
        let mapped = try await subject.map { $0.count * 10 }.first()
        #expect(mapped == 20)
    }
}

/// A main-actor model holding a stream, as app code does.
@MainActor
final class CounterScreenModel {
    let counter = BehaviorSubject(value: Counter(3))
    var total = 0

    var counts: Observable<Int> { counter.map { $0.count } }

    func loadFirst() async throws {
        total += try await counter.first()?.count ?? 0
        total += try await counts.first() ?? 0
    }

    func sum(_ stream: Observable<Counter>) async throws {
        for try await element in stream.values { total += element.count }
    }
}

@Suite("async bridge from main-actor code")
@MainActor
struct MainActorBridgeTests {
    @Test func mainActorModelAwaitsFirstAndIteratesValues() async throws {
        let model = CounterScreenModel()
        try await model.loadFirst()
        try await model.sum(.of(Counter(1), Counter(2)))
        let fetched = try await Observable.fromAsync { 4 }.first()
        #expect(model.total == 3 + 3 + 1 + 2)
        #expect(fetched == 4)
        #expect(!model.counter.hasObservers)
    }
}

@Suite("async bridge: fromAsync")
struct FromAsyncTests {
    @Test func emitsTheResultThenCompletes() async throws {
        var seen: [Int] = []
        for try await value in Observable.fromAsync({ 42 }).values {
            seen.append(value)
        }
        #expect(seen == [42])
    }

    @Test func failsWithWhatTheOperationThrew() async {
        await #expect(throws: TestError(id: 8)) {
            try await Observable<Int>.fromAsync { throw TestError(id: 8) }.first()
        }
    }

    @Test func runsTheOperationAgainForEachSubscription() async throws {
        let source = SubscriptionCountingSource()
        let observable = Observable<Int>.fromAsync {
            _ = source.observable.subscribe()
            return source.subscriptions
        }
        let first = try await observable.first()
        let second = try await observable.first()
        #expect(first == 1)
        #expect(second == 2)
    }

    @Test func disposalCancelsTheTaskAndDeliversNothing() async {
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let (ended, endedContinuation) = AsyncStream<Bool>.makeStream()
        let (never, neverContinuation) = AsyncStream<Void>.makeStream()
        let observable = Observable<Int>.fromAsync {
            startedContinuation.yield()
            for await _ in never {}  // ends only when the task is cancelled
            endedContinuation.yield(Task.isCancelled)
            throw CancellationError()
        }
        let delivered = LockedFlag()
        let subscription = observable.subscribe(
            onNext: { _ in delivered.set() }, onError: { _ in delivered.set() },
            onCompleted: { delivered.set() })
        var startedIterator = started.makeAsyncIterator()
        await startedIterator.next()
        subscription.dispose()
        var endedIterator = ended.makeAsyncIterator()
        let wasCancelled = await endedIterator.next()
        #expect(wasCancelled == true)
        #expect(!delivered.isSet)
        neverContinuation.finish()
    }

    /// Disposing releases the chain and what the subscriber captured at once,
    /// not when the task ends: an operation may ignore cancellation (a
    /// callback bridged with a continuation) or take long to notice it.
    @Test func disposalReleasesTheSubscriberBeforeTheTaskEnds() {
        weak var weakBox: Box?
        let subscription: any Disposable
        // Open until the end of the test: the operation waits on it until cancelled.
        let (never, keepOpen) = AsyncStream<Void>.makeStream()
        do {
            let box = Box()
            weakBox = box
            let slow = Observable<Int>.fromAsync {
                for await _ in never {}
                return 1
            }
            subscription = slow.map { $0 + 1 }.subscribe(onNext: { _ in _ = box.value })
        }
        #expect(weakBox != nil)
        subscription.dispose()
        #expect(weakBox == nil)
        keepOpen.finish()
    }

    @Test func finishedSubscriptionReleasesWhatTheOperationCaptured() async throws {
        weak var weakBox: Box?
        var observable: Observable<Int>?
        do {
            let box = Box()
            weakBox = box
            observable = Observable<Int>.fromAsync { box.value }
        }
        #expect(try await observable?.first() == 1)
        observable = nil
        // The task may still be returning after it resumed `first()`; let it end.
        for _ in 0..<10_000 where weakBox != nil { await Task.yield() }
        #expect(weakBox == nil)
    }
}
