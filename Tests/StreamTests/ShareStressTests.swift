import Testing
@testable import Stream
import TestExecutors

@Suite("Share Stress: concurrent subscribers", .onAThreadOfItsOwn)
struct ShareStressTests {
    @Test func concurrentSubscribersWhileTheSourceSendsLeaveNothingConnected() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 1)
        let recorders = subscribeAndLeave(shared, feeding: source.subject, times: 100)
        for recorder in recorders { #expect(recorder.followsTheGrammar) }
        #expect(source.subscriptions > 0)
        #expect(source.subscriptions == source.disposals)
        #expect(!source.subject.hasObservers)
    }

    @Test func concurrentSubscribersToASynchronousSourceEachSeeOneCompletion() {
        nonisolated(unsafe) let source = Observable.from(0..<50).share(replay: 2)
        let recorders = runOnThreads(4) { _ -> [StressRecorder] in
            (0..<100).map { _ in
                let recorder = StressRecorder()
                _ = source.subscribe(recorder.observer)
                return recorder
            }
        }.flatMap { $0 }
        for recorder in recorders {
            #expect(recorder.followsTheGrammar)
            #expect(recorder.terminations == [.completed])
            #expect(recorder.elements.last == 49)
        }
    }

    /// A subscriber joining a share of a synchronous source just as the only
    /// other subscriber's `take` has stopped that source must not join the
    /// stopped connection (it then waited forever): it starts a new one and
    /// gets the whole source, or joins the running one and gets the rest
    /// (nothing but the end, if it registers as the source finishes).
    @Test func aSubscriberJoiningAsTheSourceStopsGetsTheWholeSource() {
        for round in 0..<500 {
            nonisolated(unsafe) let shared = Observable.from(0..<50).share()
            let joiner = StressRecorder()
            _ = runOnThreads(2) { thread -> Int in
                if thread == 0 {
                    // Some work inside the first subscription widens the window.
                    _ = shared.do(onSubscribed: { spin(round % 7 * 2_000) }).take(2).subscribe()
                } else {
                    spin(round % 11 * 500)
                    _ = shared.subscribe(joiner.observer)
                }
                return 0
            }
            #expect(joiner.terminations == [.completed])
            #expect(joiner.elements == Array((joiner.elements.first ?? 50)..<50))
        }
    }
}

/// Burns a little time without sleeping.
private func spin(_ iterations: Int) {
    var sum = 0
    for index in 0..<iterations { sum &+= index }
    withExtendedLifetime(sum) {}
}
