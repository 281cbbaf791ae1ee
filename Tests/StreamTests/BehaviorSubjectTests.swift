import Testing
@testable import Stream

@Suite("BehaviorSubject")
struct BehaviorSubjectTests {
    @Test func newSubscriberReceivesInitialValueThenLaterElements() {
        let subject = BehaviorSubject(value: 0)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.events == [.next(0), .next(1), .next(2)])
    }

    @Test func lateSubscriberReceivesOnlyTheLatestValue() {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onNext(2)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onNext(3)
        #expect(log.events == [.next(2), .next(3)])
    }

    @Test func valueIsTheLatestElementAndSurvivesCompletion() throws {
        let subject = BehaviorSubject(value: "a")
        #expect(try subject.value() == "a")
        subject.onNext("b")
        #expect(try subject.value() == "b")
        subject.onCompleted()
        subject.onNext("c")
        #expect(try subject.value() == "b")
    }

    @Test func valueThrowsTheErrorTheSubjectFailedWith() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 3))
        #expect(throws: TestError(id: 3)) { try subject.value() }
    }

    @Test func subscriberAfterCompletionReceivesOnlyCompleted() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(!subject.hasObservers)
    }

    @Test func subscriberAfterErrorReceivesOnlyTheError() {
        let subject = BehaviorSubject(value: 1)
        subject.on(.error(TestError(id: 1)))
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 1))])
    }

    @Test func onlyTheFirstTerminalEventCounts() {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.on(.completed)
        subject.on(.error(TestError()))
        subject.on(.next(2))
        #expect(log.events == [.next(1), .completed])
    }

    @Test func disposingStopsDeliveryAndLeavesTheSubject() {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        let subscription = subject.subscribe(log.observer)
        #expect(subject.hasObservers)
        subscription.dispose()
        subject.onNext(2)
        #expect(log.events == [.next(1)])
        #expect(!subject.hasObservers)
    }

    @Test func elementSentDuringReplayArrivesAfterTheReplayedValue() {
        let subject = BehaviorSubject(value: 1)
        let other = EventLog<Int>()
        _ = subject.subscribe(other.observer)
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { value in
            seen.append(value)
            // Sent while this subscriber is still receiving its replay.
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(3)
        #expect(seen == [1, 2, 3])
        #expect(other.events == [.next(1), .next(2), .next(3)])
    }

    @Test func subscriberJoiningDuringAnEmissionGetsThatElementOnce() {
        let subject = BehaviorSubject(value: 0)
        let joined = EventLog<Int>()
        _ = subject.subscribe(onNext: { value in
            if value == 1 { _ = subject.subscribe(joined.observer) }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(joined.events == [.next(1), .next(2)])
    }

    @Test func completionDuringReplayArrivesAfterTheReplay() {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        _ = subject.subscribe(AnyObserver<Int> { event in
            log.events.append(event)
            if case .next(1) = event {
                subject.onNext(2)
                subject.onCompleted()
            }
        })
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(!subject.hasObservers)
    }

    // MARK: - Disposing the subject (RxSwift's `Cancelable` subject)

    @Test func valueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        #expect(!subject.isDisposed)
        subject.dispose()
        #expect(subject.isDisposed)
        #expect(throws: StreamError.disposed) { try subject.value() }
        subject.onNext(2)
        #expect(throws: StreamError.disposed) { try subject.value() }
    }

    @Test func disposedTakesPrecedenceOverTheTerminalEvent() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 1))
        subject.dispose()
        #expect(throws: StreamError.disposed) { try subject.value() }
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(StreamError.disposed)])
    }

    @Test func eventsAfterDisposeAreIgnored() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(StreamError.disposed)])
    }

    @Test func disposingReleasesTheCurrentValue() {
        weak var weakBox: Box?
        let subject: BehaviorSubject<Box>
        do {
            let box = Box()
            weakBox = box
            subject = BehaviorSubject(value: box)
        }
        #expect(weakBox != nil)
        subject.dispose()
        #expect(weakBox == nil)
    }
}
