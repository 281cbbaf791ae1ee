import Foundation
import Testing
@testable import Stream
import TestExecutors

/// One emitter thread sends 0, 1, 2… for as long as three other threads
/// subscribe and dispose `subscriptionsPerThread` times each (each thread's
/// last subscription is kept until the end), so every join overlaps with sending;
/// then it completes. It stops sending early after `maxElements`, to bound the
/// replay of an unbounded subject. Returns the recorders of the disposed and of
/// the kept subscriptions, and the last element sent.
private func hammer<Subject: Observable<Int> & ObserverType & Sendable>(
    _ subject: Subject, subscriptionsPerThread: Int, maxElements: Int = .max
) -> (disposed: [StressRecorder], kept: [StressRecorder], last: Int) where Subject.Element == Int {
    let subscribing = StressCounter(3)
    let results = runOnThreads(4) { thread -> ([StressRecorder], [StressRecorder], Int) in
        guard thread > 0 else {
            var next = 0
            while subscribing.value > 0 {
                if next < maxElements {
                    subject.onNext(next)
                    next += 1
                } else {
                    sched_yield()
                }
            }
            subject.onCompleted()
            return ([], [], next - 1)
        }
        defer { subscribing.decrement() }
        // Few subscribers are live at once, so sending stays fast and joins
        // overlap with it often.
        var disposed: [StressRecorder] = []
        var held: (recorder: StressRecorder, subscription: any Disposable)?
        for index in 0..<subscriptionsPerThread {
            let recorder = StressRecorder()
            let subscription = subject.subscribe(recorder.observer)
            if index % 2 == 0 {
                subscription.dispose()
                disposed.append(recorder)
            } else {
                if let previous = held {
                    previous.subscription.dispose()
                    disposed.append(previous.recorder)
                }
                held = (recorder, subscription)
            }
        }
        // The last held subscription stays until the subject completes.
        return (disposed, held.map { [$0.recorder] } ?? [], 0)
    }
    return (results.flatMap(\.0), results.flatMap(\.1), results[0].2)
}

@Suite("Subjects Stress: concurrent subscribe, dispose and send", .onAThreadOfItsOwn)
struct SubjectStressTests {
    @Test func publishSubjectDeliversContiguousElementsAndOneEnd() {
        let subject = PublishSubject<Int>()
        let (disposed, kept, last) = hammer(subject, subscriptionsPerThread: 100)
        for recorder in disposed + kept { #expect(recorder.followsTheGrammar) }
        for recorder in kept {
            #expect(recorder.terminations.count == 1)
            if let received = recorder.elements.last { #expect(received == last) }
        }
        #expect(!subject.hasObservers)
    }

    @Test func behaviorSubjectReplaysTheCurrentValueWithoutGapOrRepeat() throws {
        let subject = BehaviorSubject(value: -1)
        let (disposed, kept, last) = hammer(subject, subscriptionsPerThread: 100)
        for recorder in disposed + kept { #expect(recorder.followsTheGrammar) }
        for recorder in kept {
            #expect(recorder.terminations == [.completed])
            // Joined before the end: it saw the value then everything up to the last element.
            #expect(recorder.elements.last == last)
        }
        #expect(!subject.hasObservers)
        #expect(try subject.value() == last)
    }

    @Test func unboundedReplaySubjectGivesEverySubscriberEveryElementOnce() {
        let subject = ReplaySubject<Int>.createUnbounded()
        let (disposed, kept, last) = hammer(subject, subscriptionsPerThread: 60, maxElements: 1_000)
        for recorder in disposed + kept {
            #expect(recorder.followsTheGrammar)
            if let first = recorder.elements.first { #expect(first == 0) }
        }
        for recorder in kept {
            #expect(recorder.elements == Array(0..<last + 1))  // `last` is -1 when nothing was sent
            #expect(recorder.terminations == [.completed])
        }
        #expect(!subject.hasObservers)
    }

    @Test func boundedReplaySubjectJoinsWithoutGapOrRepeat() {
        let subject = ReplaySubject<Int>.create(bufferSize: 16)
        let (disposed, kept, last) = hammer(subject, subscriptionsPerThread: 100)
        for recorder in disposed + kept { #expect(recorder.followsTheGrammar) }
        for recorder in kept {
            #expect(recorder.terminations == [.completed])
            // `last` is -1 when the sender sent nothing (a loaded machine).
            #expect(recorder.elements.last == (last >= 0 ? last : nil))
        }
        #expect(!subject.hasObservers)
    }
}
