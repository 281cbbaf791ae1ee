import Testing
@testable import Stream
import TestExecutors

/// Threads meeting at connectable observables, refCount, share(scope:
/// .forever), relays and AsyncSubject. Run under TSan (see Docs/Threading.md).
@Suite("Sharing Stress: connect, refCount, relays, AsyncSubject", .onAThreadOfItsOwn)
struct SharingStressTests {
    /// One thread sends, three subscribe and leave through `refCount()`:
    /// every subscriber sees a gapless run, and once everybody left the
    /// source has no subscription left.
    @Test func refCountSubscribersComingAndGoingWhileTheSourceSends() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.publish().refCount()
        let recorders = subscribeAndLeave(shared, feeding: source.subject)
        for recorder in recorders { #expect(recorder.followsTheGrammar) }
        #expect(source.subscriptions > 0)
        #expect(source.subscriptions == source.disposals)
        #expect(!source.subject.hasObservers)
    }

    @Test func foreverShareSubscribersComingAndGoingWhileTheSourceSends() {
        let source = SubscriptionCountingSource()
        let shared = source.observable.share(replay: 1, scope: .forever)
        let recorders = subscribeAndLeave(shared, feeding: source.subject)
        for recorder in recorders {
            // A subscriber after a reconnect first gets the previous connection's
            // element, so a gap is allowed here; a repeat or a reordering is not.
            #expect(!recorder.overlapped && recorder.terminations.isEmpty)
            #expect(zip(recorder.elements, recorder.elements.dropFirst()).allSatisfy { $0 < $1 })
        }
        #expect(source.subscriptions == source.disposals)
        #expect(!source.subject.hasObservers)
    }

    /// Connecting and disconnecting on two threads while a third sends and
    /// a fourth subscribes: no connection is left behind, no subscriber sees
    /// two events at once.
    @Test func connectAndDisconnectRacingSubscribersAndTheSender() {
        let source = SubscriptionCountingSource()
        nonisolated(unsafe) let published = source.observable.publish()
        let working = StressCounter(3)
        let recorders = runOnThreads(4) { thread -> [StressRecorder] in
            switch thread {
            case 0:
                var next = 0
                while working.value > 0 {
                    source.subject.onNext(next)
                    next += 1
                }
                return []
            case 1, 2:
                defer { working.decrement() }
                for _ in 0..<300 { published.connect().dispose() }
                return []
            default:
                defer { working.decrement() }
                return (0..<300).map { _ in
                    let recorder = StressRecorder()
                    published.subscribe(recorder.observer).dispose()
                    return recorder
                }
            }
        }.flatMap { $0 }
        for recorder in recorders { #expect(!recorder.overlapped && recorder.terminations.isEmpty) }
        #expect(source.subscriptions == source.disposals)
        #expect(!source.subject.hasObservers)
    }

    /// A subscriber arriving just as the last one leaves either joined in
    /// time (no disconnect) or starts a new connection: it is never left on
    /// the connection being torn down, and nothing stays subscribed.
    @Test func aSubscriberArrivingAsTheLastOneLeavesIsConnected() {
        for round in 0..<210 {
            let source = SubscriptionCountingSource()
            let shared = switch round % 3 {
            case 0: source.observable.publish().refCount()
            case 1: source.observable.share(scope: .forever)
            default: source.observable.share()
            }
            nonisolated(unsafe) let racingShared = shared
            let first = shared.subscribe()
            let recorder = StressRecorder()
            let second = Locked<(any Disposable)?>(nil)
            let racer = Racer { second.withLock { $0 = racingShared.subscribe(recorder.observer) } }
            racer.go()
            first.dispose()
            racer.waitUntilDone()
            source.subject.onNext(1)
            #expect(recorder.elements == [1])
            second.withLock { $0 }?.dispose()
            #expect(source.subscriptions == source.disposals)
        }
    }

    /// The source ending while subscribers arrive through `refCount()`:
    /// each gets one terminal event (the ended connection's, or a new
    /// connection's) or is still connected and leaves; nothing stays subscribed.
    @Test func theSourceEndingWhileSubscribersArrive() {
        for _ in 0..<200 {
            let source = SubscriptionCountingSource()
            nonisolated(unsafe) let shared = source.observable.publish().refCount()
            let recorders = runOnThreads(3) { thread -> [StressRecorder] in
                guard thread > 0 else {
                    source.subject.onNext(0)
                    source.subject.onCompleted()
                    return []
                }
                return (0..<5).map { _ -> StressRecorder in
                    let recorder = StressRecorder()
                    shared.subscribe(recorder.observer).dispose()
                    return recorder
                }
            }.flatMap { $0 }
            for recorder in recorders {
                #expect(!recorder.overlapped && !recorder.elementAfterEnd && recorder.terminations.count <= 1)
            }
            #expect(source.subscriptions == source.disposals)
        }
    }

    @Test func relaysAcceptingWhileSubscribersComeAndGo() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: -1)
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        let relays: [Observable<Int>] = [publish, behavior, replay]
        let subscribing = StressCounter(3)
        nonisolated(unsafe) let observables = relays
        let recorders = runOnThreads(4) { thread -> [StressRecorder] in
            guard thread > 0 else {
                var next = 0
                while subscribing.value > 0 {
                    publish.accept(next)
                    behavior.accept(next)
                    replay.accept(next)
                    // The value is read from another thread than the subscribers'.
                    #expect(behavior.value == next)
                    next += 1
                }
                return []
            }
            defer { subscribing.decrement() }
            return (0..<150).map { index in
                let recorder = StressRecorder()
                observables[index % 3].subscribe(recorder.observer).dispose()
                return recorder
            }
        }.flatMap { $0 }
        for recorder in recorders {
            #expect(recorder.followsTheGrammar && recorder.terminations.isEmpty)
        }
        #expect(!publish.hasObservers && !behavior.hasObservers && !replay.hasObservers)
    }

    /// An AsyncSubject completing while subscribers arrive and leave: each
    /// gets nothing, or the last element and the completion, once.
    @Test func anAsyncSubjectCompletingWhileSubscribersArrive() {
        for _ in 0..<200 {
            let subject = AsyncSubject<Int>()
            let recorders = runOnThreads(3) { thread -> [StressRecorder] in
                guard thread > 0 else {
                    for value in 0..<20 { subject.onNext(value) }
                    subject.onCompleted()
                    return []
                }
                return (0..<10).map { index in
                    let recorder = StressRecorder()
                    let subscription = subject.subscribe(recorder.observer)
                    if index % 2 == 0 { subscription.dispose() }
                    return recorder
                }
            }.flatMap { $0 }
            for (index, recorder) in recorders.enumerated() {
                #expect(!recorder.overlapped)
                let delivered = recorder.elements == [19] && recorder.terminations == [.completed]
                let nothing = recorder.elements.isEmpty && recorder.terminations.isEmpty
                // A disposal that races the completion may land between the
                // last element and the completion: the element alone is allowed.
                let cutShort = index % 2 == 0 && recorder.elements == [19] && recorder.terminations.isEmpty
                #expect(delivered || nothing || cutShort)
            }
            #expect(!subject.hasObservers)
        }
    }
}
