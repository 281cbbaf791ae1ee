import Testing
@testable import Stream

@Suite("PublishSubject")
struct PublishSubjectTests {
    @Test func subscribersSeeOnlyLaterElements() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        subject.onNext(1)
        let subscription = subject.subscribe(log.observer)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()
        subject.onNext(4)
        #expect(log.events == [.next(2), .next(3)])
        #expect(!subject.hasObservers)
    }

    @Test func terminalEventReachesLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError(id: 7))
        subject.onNext(1)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 7))])
    }

    @Test func onlyFirstTerminalEventCounts() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        subject.onCompleted()
        subject.onError(TestError())
        subject.onNext(1)
        #expect(log.events == [.completed])
    }

    @Test func subscriberDisposingItselfDuringEmissionStopsAtOnce() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        var subscription: (any Disposable)?
        subscription = subject.subscribe(onNext: { value in
            seen.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(seen == [1])
    }

    // MARK: - Disposing the subject (RxSwift's `Cancelable` subject)

    @Test func isDisposedTurnsTrueOnDispose() {
        let subject = PublishSubject<Int>()
        #expect(!subject.isDisposed)
        _ = subject.subscribe(onNext: { _ in })
        subject.dispose()
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
    }

    @Test func disposingAfterTheEndForgetsTheTerminalEvent() {
        // RxSwift's dispose clears the stored terminal event: a late
        // subscriber learns that the subject was disposed, not how it ended.
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(StreamError.disposed)])
    }

    @Test func aTerminalEventAfterDisposeReachesLateSubscribers() {
        // As in RxSwift: a disposed PublishSubject still records its first
        // terminal event (nobody is subscribed to receive it then), and a
        // later subscriber receives it instead of the disposed error.
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onNext(1)
        subject.onError(TestError(id: 2))
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(TestError(id: 2))])
    }
}

@Suite("take(count)")
struct TakeCountTests {
    @Test func takesThenCompletesAndDisposesSource() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.take(2).subscribe(log.observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func takeZeroCompletesWithoutSubscribing() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.take(0).subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(!subject.hasObservers)
    }

    @Test func takeOneOfSynchronousInfiniteSourceTerminates() {
        let source = Observable<Int>.create { observer in
            var i = 0
            // Stops only because take(1) disposes the subscription.
            while i < 1_000_000 {
                observer.onNext(i)
                i += 1
            }
            return Disposables.create()
        }
        let log = EventLog<Int>()
        _ = source.take(1).subscribe(log.observer)
        #expect(log.events == [.next(0), .completed])
    }
}
