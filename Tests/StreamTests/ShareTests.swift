import Foundation
import Testing
@testable import Stream

/// A source fed by a PublishSubject that counts its subscriptions and disposals.
final class SubscriptionCountingSource: @unchecked Sendable {  // counters guarded by lock
    let subject = PublishSubject<Int>()
    private let lock = NSLock()
    private var subscribeCount = 0
    private var disposeCount = 0

    var subscriptions: Int { lock.withLock { subscribeCount } }
    var disposals: Int { lock.withLock { disposeCount } }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.lock.withLock { self.subscribeCount += 1 }
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                self.lock.withLock { self.disposeCount += 1 }
                subscription.dispose()
            }
        }
    }
}

@Suite("share(replay:)")
struct ShareTests {
    @Test func firstSubscriberConnectsAndOthersShareTheConnection() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share()
        #expect(source.subscriptions == 0)
        let a = EventLog<Int>(), b = EventLog<Int>()
        _ = shared.subscribe(a.observer)
        _ = shared.subscribe(b.observer)
        #expect(source.subscriptions == 1)
        source.subject.onNext(1)
        source.subject.onNext(2)
        #expect(a.events == [.next(1), .next(2)])
        #expect(b.events == [.next(1), .next(2)])
    }

    @Test func lastSubscriberLeavingDisconnects() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share()
        let a = shared.subscribe()
        let b = shared.subscribe()
        a.dispose()
        #expect(source.disposals == 0)
        b.dispose()
        b.dispose()
        #expect(source.disposals == 1)
        #expect(!source.subject.hasObservers)
    }

    @Test func laterSubscriberReconnects() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share()
        shared.subscribe().dispose()
        let log = EventLog<Int>()
        _ = shared.subscribe(log.observer)
        source.subject.onNext(7)
        #expect(source.subscriptions == 2)
        #expect(source.disposals == 1)
        #expect(log.events == [.next(7)])
    }

    @Test func withoutReplayALateSubscriberSeesOnlyLaterElements() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share()
        _ = shared.subscribe()
        source.subject.onNext(1)
        let late = EventLog<Int>()
        _ = shared.subscribe(late.observer)
        source.subject.onNext(2)
        #expect(late.events == [.next(2)])
    }

    @Test func lateSubscriberReceivesTheLastReplayElementsWhileConnected() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 2)
        _ = shared.subscribe()
        for value in 1...3 { source.subject.onNext(value) }
        let late = EventLog<Int>()
        _ = shared.subscribe(late.observer)
        source.subject.onNext(4)
        #expect(late.events == [.next(2), .next(3), .next(4)])
        #expect(source.subscriptions == 1)
    }

    @Test func replayBufferIsClearedOnDisconnect() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 1)
        let first = shared.subscribe()
        source.subject.onNext(1)
        first.dispose()
        let log = EventLog<Int>()
        _ = shared.subscribe(log.observer)
        #expect(log.events.isEmpty)
        source.subject.onNext(2)
        #expect(log.events == [.next(2)])
    }

    @Test func sourceCompletionReachesEverySubscriberAndTheNextOneResubscribes() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 1)
        let a = EventLog<Int>(), b = EventLog<Int>()
        _ = shared.subscribe(a.observer)
        _ = shared.subscribe(b.observer)
        source.subject.onNext(1)
        source.subject.onCompleted()
        #expect(a.events == [.next(1), .completed])
        #expect(b.events == [.next(1), .completed])
        #expect(source.disposals == 1)

        let late = EventLog<Int>()
        _ = shared.subscribe(late.observer)
        #expect(source.subscriptions == 2)
        // The subject completed, so the new connection ends at once, without a stale replay.
        #expect(late.events == [.completed])
    }

    @Test func sourceErrorReachesEverySubscriber() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share()
        let a = EventLog<Int>(), b = EventLog<Int>()
        _ = shared.subscribe(a.observer)
        _ = shared.subscribe(b.observer)
        source.subject.onError(TestError(id: 4))
        #expect(a.events == [.error(TestError(id: 4))])
        #expect(b.events == [.error(TestError(id: 4))])
    }

    @Test func synchronousSourceRunsAgainForEachSubscriberAfterItEnded() {
        var subscriptions = 0
        let shared = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2, 3)
        }.share(replay: 1)
        let a = EventLog<Int>(), b = EventLog<Int>()
        _ = shared.subscribe(a.observer)
        _ = shared.subscribe(b.observer)
        #expect(a.events == [.next(1), .next(2), .next(3), .completed])
        #expect(b.events == [.next(1), .next(2), .next(3), .completed])
        #expect(subscriptions == 2)
    }

    @Test func subscriberResubscribingOnCompletionStartsAFreshConnection() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 1)
        let again = EventLog<Int>()
        _ = shared.subscribe(onCompleted: { _ = shared.subscribe(again.observer) })
        source.subject.onNext(1)
        source.subject.onCompleted()
        #expect(source.subscriptions == 2)
        // The source (a completed PublishSubject) tells the new connection it ended.
        #expect(again.events == [.completed])
    }

    @Test func disconnectReleasesWhatTheSourceSubscriptionCaptured() {
        weak var weakBox: Box?
        let shared = Observable<Int>.create { _ in
            let box = Box()
            weakBox = box
            return Disposables.create { _ = box.value }
        }.share()
        let a = shared.subscribe()
        let b = shared.subscribe()
        a.dispose()
        #expect(weakBox != nil)
        b.dispose()
        #expect(weakBox == nil)
    }

    @Test func takeOneOfASharedSynchronousSourceDisconnects() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.startWithSubjectValue(source)
        let log = EventLog<Int>()
        _ = shared.take(1).subscribe(log.observer)
        source.subject.onNext(2)
        #expect(log.events == [.next(1), .completed])
        #expect(source.disposals == 1)
        #expect(!source.subject.hasObservers)
    }

    /// A `take` below a share stops a synchronous source once every
    /// subscriber has what it wants (it cannot dispose the connection while
    /// the source's `subscribe` runs). A long finite source, so that a
    /// regression fails rather than hangs.
    @Test func aTakeBelowAShareStopsASynchronousSource() {
        nonisolated(unsafe) var pulled = 0
        let counted = (0..<1_000_000).lazy.map { value -> Int in
            pulled += 1
            return value
        }
        let log = RawEventLog<Int>()
        _ = Observable.from(counted).share().take(2).subscribe(log.observer)
        #expect(log.events == [.next(0), .next(1), .completed])
        #expect(pulled == 2)
    }

    /// While one subscriber still wants elements, the source goes on.
    @Test func aShareKeepsPullingWhileASubscriberStillWants() {
        let shared = Observable.from(0..<5).share()
        let second = RawEventLog<Int>()
        let first = RawEventLog<Int>()
        // The second subscriber joins from the first one's element, during the source's subscribe.
        _ = shared.take(1).do(onNext: { _ in _ = shared.subscribe(second.observer) }).subscribe(first.observer)
        #expect(first.events == [.next(0), .completed])
        #expect(second.events == [.next(1), .next(2), .next(3), .next(4), .completed])
    }
}

extension Observable where Element == Int {
    /// `share()` of a source whose subscription immediately sends 1 through the
    /// subject, so the element arrives while `share` is still connecting.
    fileprivate func startWithSubjectValue(_ source: SubscriptionCountingSource) -> Observable<Int> {
        Observable<Int>.create { observer in
            let subscription = self.subscribe(observer)
            source.subject.onNext(1)
            return subscription
        }.share()
    }
}
