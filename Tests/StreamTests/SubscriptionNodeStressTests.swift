import Dispatch
import Synchronization
import Testing
@testable import Stream

/// Counts from any thread.
private final class DisposalCounter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

@Suite("SubscriptionNode Stress")
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
}
