import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
import TestExecutors

/// Something for a request closure to capture, to see when it is released.
private final class RequestCapture: Sendable {}

/// Many requests failing with 401 at once, from several threads, on real
/// schedulers, sharing one `TokenRefreshHandler` whose refresh completes on
/// another thread. Run under the thread sanitizer by CI.
@Suite("Requester Stress", .serialized, .onAThreadOfItsOwn)
struct RequesterStressTests {
    static let threads = 4
    static let requestsPerThread = 50
    static var total: Int { threads * requestsPerThread }
    /// How long the requests of one round may take to end: a bound that
    /// only a stranded request should exceed. Alone, under the thread
    /// sanitizer on two loaded cores, a round's 200 requests end within 1 s;
    /// but CI's sanitizer step runs every Stress suite in one process
    /// (`--filter Stress`), and those starve this suite's queues: measured
    /// there, a round took up to 18 s to end (none stranded: every request was
    /// sent twice and ended), over the 10 s `expectSignal` gives by default.
    static let endWithin: Double = 60

    /// One registry with one refresh handler, one presentable and requester
    /// per thread, observe on one serial queue, subscribe on a private
    /// concurrent queue (so the test can wait for it).
    private struct Setup: Sendable {
        let observe = ObserveQueue("RequesterStress.observe")
        let subscribeQueue = DispatchQueue(label: "RequesterStress.subscribe", attributes: .concurrent)
        let server: ThreadedAuthServer
        let registry = HandlerRegistry()
        let presentables: [QueueCheckingPresentable]
        let requesters: [Requester]

        init(
            refreshWaitsFor: Int = RequesterStressTests.total, refreshFails: Bool = false,
            on401: @escaping @Sendable (Int) -> Void = { _ in }
        ) {
            let server = ThreadedAuthServer(refreshWaitsFor: refreshWaitsFor, refreshFails: refreshFails, on401: on401)
            self.server = server
            registry.resumableHandlers = [TokenRefreshHandler(refresh: { server.refresh() })]
            let observe = self.observe
            presentables = (0..<RequesterStressTests.threads).map { _ in QueueCheckingPresentable(queue: observe) }
            let registry = self.registry
            requesters = presentables.map { Requester(presentable: $0, handlers: registry) }
        }

        var options: RequestOptions {
            RequestOptions.Builder()
                .observeOnScheduler(observe.scheduler)
                .subscribeOnScheduler(ConcurrentDispatchQueueScheduler(queue: subscribeQueue))
                .build()
        }

        /// Lets queued work run until `settled()` holds (bounded).
        func settle(until settled: () -> Bool) {
            for _ in 0..<200 where !settled() {
                subscribeQueue.sync(flags: .barrier) {}
                server.flush()
                observe.drain()
            }
        }

        /// Makes `total` requests, `requestsPerThread` from each of `threads`
        /// threads at once, request `id` answering `id`; returns once every
        /// one has ended (bounded), with their subscriptions.
        func requestAll(
            onNext: @escaping @Sendable (_ id: Int, _ value: Int) -> Void,
            onError: @escaping @Sendable (_ id: Int, _ error: any Error) -> Void
        ) -> [any Disposable] {
            let ended = DispatchSemaphore(value: 0)
            let subscriptions = Locked<[any Disposable]>([])
            DispatchQueue.concurrentPerform(iterations: RequesterStressTests.threads) { thread in
                for index in 0..<RequesterStressTests.requestsPerThread {
                    let id = thread * RequesterStressTests.requestsPerThread + index
                    let subscription = requesters[thread].request(options: options) { server.request(id) }
                        .subscribe(
                            onNext: { value in onNext(id, value) },
                            onError: { error in
                                onError(id, error)
                                ended.signal()
                            },
                            onCompleted: { ended.signal() })
                    subscriptions.withLock { $0.append(subscription) }
                }
            }
            expectSignal(ended, count: RequesterStressTests.total, within: RequesterStressTests.endWithin)
            return subscriptions.withLock { $0 }
        }

        func expectLoadingBalanced(sourceLocation: SourceLocation = #_sourceLocation) {
            settle { presentables.allSatisfy { loadingIsBalanced($0.calls) } }
            for presentable in presentables {
                #expect(presentable.callsOffQueue.isEmpty, sourceLocation: sourceLocation)
                #expect(loadingIsBalanced(presentable.calls), "\(presentable.loadingCalls)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Rounds: each one a fresh server, registry and requesters, for more interleavings.
    static let rounds = 1...3

    @Test(arguments: rounds)
    func manyConcurrent401sShareOneRefreshAndAllSucceed(round: Int) {
        let setup = Setup()
        let outcomes = Locked<[Int: String]>([:])
        let subscriptions = setup.requestAll(
            onNext: { id, value in outcomes.withLock { $0[id] = value == id ? "ok" : "wrong \(value)" } },
            onError: { id, error in outcomes.withLock { $0[id] = "error \(error)" } })
        #expect(setup.server.refreshCount == 1)
        #expect(setup.server.unauthorizedCount == Self.total)
        #expect(setup.server.requestCount == 2 * Self.total)
        let results = outcomes.withLock { $0 }
        #expect(results.count == Self.total)
        #expect(results.values.allSatisfy { $0 == "ok" }, "\(results.filter { $0.value != "ok" })")
        setup.expectLoadingBalanced()
        subscriptions.forEach { $0.dispose() }
    }

    /// The refresh fails once half the requests were answered 401, while
    /// the other half are still on their way: those fail after the run, with
    /// its error (or share a later run, which fails too). Whatever the
    /// interleaving, every request fails with the refresh's error, none is
    /// sent twice, and loading ends balanced.
    @Test(arguments: rounds)
    func requestsFailingAroundAFailedRefreshAllFailWithItsErrorAndAreSentOnce(round: Int) {
        let setup = Setup(refreshWaitsFor: Self.total / 2, refreshFails: true)
        let outcomes = Locked<[Int: String]>([:])
        let subscriptions = setup.requestAll(
            onNext: { id, _ in outcomes.withLock { $0[id] = "resumed" } },
            onError: { id, error in
                outcomes.withLock { $0[id] = error is ThreadedAuthServer.RefreshFailed ? "failed" : "\(error)" }
            })
        #expect(setup.server.refreshCount >= 1)
        #expect(setup.server.requestCount == Self.total)
        let results = outcomes.withLock { $0 }
        #expect(results.count == Self.total)
        #expect(results.values.allSatisfy { $0 == "failed" }, "\(results.filter { $0.value != "failed" })")
        setup.expectLoadingBalanced()
        subscriptions.forEach { $0.dispose() }
    }

    /// Every other request is disposed from another thread as its 401
    /// arrives, while the others wait for the refresh: the refresh still runs
    /// once, every request kept succeeds, none fails, loading ends balanced,
    /// and every request lets go of what its closure captured.
    @Test(arguments: rounds)
    func requestsDisposedWhileWaitingLeaveTheRefreshToTheOthers(round: Int) {
        let setup = Setup()
        let disposer = DispatchQueue(label: "RequesterStress.disposer", attributes: .concurrent)
        let disposals = DispatchGroup()
        let kept = DispatchSemaphore(value: 0)
        let outcomes = Locked<[Int: String]>([:])
        let slots = (0..<Self.total).map { _ in SerialDisposable() }
        let released = Locked<[() -> Bool]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.requestsPerThread {
                let id = thread * Self.requestsPerThread + index
                let leaves = id.isMultiple(of: 2)
                let capture = RequestCapture()
                weak let weakCapture = capture
                released.withLock { $0.append { weakCapture == nil } }
                let request = setup.requesters[thread].request(options: setup.options) {
                    withExtendedLifetime(capture) {
                        setup.server.request(id).do(onError: { _ in
                            guard leaves else { return }
                            disposals.enter()
                            disposer.async {
                                slots[id].dispose()
                                disposals.leave()
                            }
                        })
                    }
                }
                slots[id].disposable = request.subscribe(
                    onNext: { value in outcomes.withLock { $0[id] = value == id ? "ok" : "wrong \(value)" } },
                    onError: { error in
                        outcomes.withLock { $0[id] = "error \(error)" }
                        if !leaves { kept.signal() }
                    },
                    onCompleted: { if !leaves { kept.signal() } })
            }
        }
        expectSignal(kept, count: Self.total / 2, within: Self.endWithin)
        #expect(disposals.wait(timeout: .now() + Self.endWithin) == .success)
        #expect(setup.server.refreshCount == 1)
        let results = outcomes.withLock { $0 }
        for id in stride(from: 1, to: Self.total, by: 2) {
            #expect(results[id] == "ok", "request \(id): \(String(describing: results[id]))")
        }
        // A disposed request may have been resumed before its disposal landed; it never fails.
        #expect(results.values.allSatisfy { $0 == "ok" })
        setup.expectLoadingBalanced()
        let releaseChecks = released.withLock { $0 }
        setup.settle { releaseChecks.allSatisfy { $0() } }
        #expect(releaseChecks.filter { !$0() }.isEmpty, "\(releaseChecks.filter { !$0() }.count) requests still hold their captures")
        slots.forEach { $0.dispose() }
    }

    /// A request showing loading is disposed on one thread while its element
    /// arrives on another: both end its share of the loading count at once.
    /// Loading ends as often as it began, and the sanitizer sees no plain read of the
    /// share's atomic phase racing with the other thread's update.
    @Test(arguments: rounds)
    func disposalRacingTheElementEndsLoadingOnce(round: Int) {
        let presentable = RecordingPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        let answers = (0..<1_000).map { _ in PublishSubject<Int>() }
        let subscriptions = answers.map { answer in
            requester.request(options: options) { answer.asObservable() }.subscribe()
        }
        // Two threads at once: one answers every request, the other disposes every one.
        DispatchQueue.concurrentPerform(iterations: 2) { racer in
            if racer == 0 {
                answers.forEach { $0.onNext(1) }
            } else {
                subscriptions.forEach { $0.dispose() }
            }
        }
        // Counted, not ordered: with no hop to make, two threads deliver
        // queued calls at once and may record them in either order.
        let calls = presentable.calls
        #expect(calls.filter { $0 == .showLoading }.count == calls.filter { $0 == .hideLoading }.count)
        #expect(calls.filter { $0 == .showLoading }.count >= 1)
    }
}
