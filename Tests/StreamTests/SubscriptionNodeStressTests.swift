import Foundation
import Dispatch
import Synchronization
import Testing
@testable import Stream
import TestExecutors

/// Counts from any thread.
private final class DisposalCounter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

// Serialized: each test spins a thread while its racer gets ready, and
// several at once on two cores could keep the racers from running.
@Suite("SubscriptionNode Stress", .serialized, .onAThreadOfItsOwn)
struct SubscriptionNodeStressTests {
    /// The source ends on another thread while `subscribe` is still handing
    /// its disposable to the node: `setUpstream` and `tearDown` race, and
    /// exactly one of them must dispose it (under TSan: without a data race).
    @Test func upstreamIsDisposedExactlyOnceWhenTheEndRacesSetUpstream() {
        let disposals = DisposalCounter()
        let racer = DispatchQueue(label: "racer", attributes: .concurrent)
        let done = DispatchGroup()
        let iterations = 150
        for _ in 0..<iterations {
            // Both threads spin up to the same moment: the racer ends the
            // stream just as `create` returns its disposable.
            let ready = Atomic<Bool>(false), go = Atomic<Bool>(false)
            let source = Observable<Int>.create { observer in
                done.enter()
                racer.async {
                    ready.store(true, ordering: .releasing)
                    while !go.load(ordering: .acquiring) {}
                    observer.onCompleted()
                    done.leave()
                }
                while !ready.load(ordering: .acquiring) {}
                go.store(true, ordering: .releasing)
                return Disposables.create { disposals.increment() }
            }
            _ = source.map { $0 + 1 }.subscribe(onNext: { _ in })
        }
        waitForStressThreads(done)
        #expect(disposals.count == iterations)
    }

    /// `flatMap`'s source ends on another thread (releasing its subscription
    /// while an inner runs) just as `subscribe` hands that subscription to the
    /// node: `releaseUpstream` and `setUpstream` race, and exactly one of them
    /// must dispose it.
    @Test func aReleasedUpstreamIsDisposedExactlyOnceWhenTheEndRacesSetUpstream() {
        let disposals = DisposalCounter()
        let iterations = 150
        let running = Observable<Int>.never()
        for _ in 0..<iterations {
            var racer: Racer?
            let source = Observable<Int>.create { observer in
                observer.onNext(1)  // an inner that never ends keeps the sink going
                racer = Racer { observer.onCompleted() }
                racer?.go()
                return Disposables.create { disposals.increment() }
            }
            let subscription = source.flatMap { _ in running }.subscribe()
            racer?.waitUntilDone()
            subscription.dispose()
        }
        #expect(disposals.count == iterations)
    }

    /// The source ends on one thread while the subscriber disposes on
    /// another: `releaseUpstream` and `stop` race for the source's
    /// subscription, and exactly one of them disposes it.
    @Test func aReleasedUpstreamIsDisposedExactlyOnceWhenDisposalRacesTheEnd() {
        let disposals = DisposalCounter()
        let iterations = 300
        let running = Observable<Int>.never()
        for _ in 0..<iterations {
            var subscribed: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                subscribed = observer
                return Disposables.create { disposals.increment() }
            }
            let subscription = source.flatMapLatest { _ in running }.subscribe()
            guard let observer = subscribed else {
                Issue.record("the source was not subscribed")
                return
            }
            let racer = Racer { observer.onCompleted() }
            racer.go()
            subscription.dispose()
            racer.waitUntilDone()
        }
        #expect(disposals.count == iterations)
    }
}
