import Testing
@testable import Stream

@Suite("ReplaySubject")
struct ReplaySubjectTests {
    @Test func lateSubscriberReceivesTheLastBufferSizeElementsThenLiveOnes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...5 { subject.onNext(value) }
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(6)
        #expect(log.events == [.next(4), .next(5), .next(6)])
    }

    @Test func subscriberBeforeAnyElementReceivesOnlyLiveOnes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(1)
        #expect(log.events == [.next(1)])
    }

    @Test func unboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...100 { subject.onNext(value) }
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { seen.append($0) })
        #expect(seen == Array(1...100))
    }

    @Test func bufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(2)
        subject.onCompleted()
        #expect(log.events == [.next(2), .completed])
    }

    @Test func subscriberAfterCompletionReceivesTheBufferThenCompleted() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...4 { subject.onNext(value) }
        subject.onCompleted()
        subject.onNext(5)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.next(2), .next(3), .next(4), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func subscriberAfterErrorReceivesTheBufferThenTheError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.on(.next(1))
        subject.on(.error(TestError(id: 9)))
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.next(1), .error(TestError(id: 9))])
    }

    @Test func elementsSentDuringReplayArriveAfterItInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...3 { subject.onNext(value) }
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { value in
            seen.append(value)
            // Sent while this subscriber is still receiving its replay.
            if value == 1 { subject.onNext(4) }
            if value == 2 { subject.onNext(5) }
        })
        subject.onNext(6)
        #expect(seen == [1, 2, 3, 4, 5, 6])
    }

    @Test func disposingStopsDeliveryAndLeavesTheSubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        let log = EventLog<Int>()
        let subscription = subject.subscribe(log.observer)
        #expect(subject.hasObservers)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        #expect(log.events == [.next(1)])
        #expect(!subject.hasObservers)
    }

    @Test func takeOneDuringReplayLeavesTheSubject() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...3 { subject.onNext(value) }
        let log = EventLog<Int>()
        _ = subject.take(1).subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
        #expect(!subject.hasObservers)
    }

    // MARK: - Disposing the subject (RxSwift's `ReplaySubject` is `Disposable`)

    @Test func disposingReleasesTheBuffer() {
        weak var weakBox: Box?
        let subject = ReplaySubject<Box>.createUnbounded()
        do {
            let box = Box()
            weakBox = box
            subject.onNext(box)
        }
        #expect(weakBox != nil)
        subject.dispose()
        #expect(weakBox == nil)
    }

    @Test func aSubscriberAfterDisposeGetsNoReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.dispose()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(StreamError.disposed)])
    }

    @Test func aSubscriberCatchingUpWhenTheSubjectIsDisposedGetsNothingMore() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { value in
            seen.append(value)
            // Disposed while this subscriber receives its replay.
            if value == 1 { subject.dispose() }
        }, onError: { _ in seen.append(-1) }, onCompleted: { seen.append(-2) })
        subject.onNext(3)
        // The snapshot being replayed is delivered; nothing after it.
        #expect(seen == [1, 2])
        #expect(!subject.hasObservers)
    }
}

@Suite("ReplayBuffer")
struct ReplayBufferTests {
    @Test func boundedBufferKeepsTheNewestElementsInOrderAcrossWraps() {
        var buffer = ReplayBuffer<Int>(capacity: 3)
        #expect(buffer.isEmpty)
        #expect(buffer.latest == nil)
        for value in 1...2 { buffer.append(value) }
        #expect(buffer.elements == [1, 2])
        for value in 3...10 {
            buffer.append(value)
            #expect(buffer.elements == Array(max(1, value - 2)...value))
            #expect(buffer.latest == value)
        }
    }

    @Test func zeroCapacityKeepsNothingAndUnboundedKeepsAll() {
        var none = ReplayBuffer<Int>(capacity: 0)
        var all = ReplayBuffer<Int>(capacity: nil)
        for value in 1...50 {
            none.append(value)
            all.append(value)
        }
        #expect(none.isEmpty)
        #expect(all.elements == Array(1...50))
    }
}
