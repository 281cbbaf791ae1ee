import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

/// `true` when `calls` show and hide the loading indicator in turn, starting
/// with a show, and leave it hidden.
func loadingIsBalanced(_ calls: [RecordingPresentable.Call]) -> Bool {
    let loading = calls.filter { $0 == .showLoading || $0 == .hideLoading }
    for (index, call) in loading.enumerated() where call != (index.isMultiple(of: 2) ? .showLoading : .hideLoading) {
        return false
    }
    return loading.count.isMultiple(of: 2)
}

/// A status-code handler that notes whether it ran on `queue`.
private struct QueueNotingStatusHandler: StatusCodeHandler {
    let supportedErrorCodes: [Int]
    let queue: ObserveQueue
    let ranOffQueue: Locked<Int>

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        if !queue.isCurrent { ranOffQueue.withLock { $0 += 1 } }
        presentable?.showError(error: "status \(error.statusCode)")
    }
}

@Suite("Requester on real queues")
struct RequesterRealQueueTests {
    /// Observe on a serial queue, subscribe on a concurrent one: the request
    /// closure runs off the observe queue; every presentable call, the
    /// resumable handler's `handle` (here the refresh), `doOnError`, the
    /// inline handler and the registries run on it.
    @Test func everyPresentableCallAndHandlerRunsOnTheObserveQueue() {
        let observe = ObserveQueue()
        let presentable = QueueCheckingPresentable(queue: observe)
        let server = ThreadedAuthServer(refreshWaitsFor: 3)
        let offQueue = Locked<[String]>([])
        func note(_ what: String, onObserveQueue expected: Bool = true) {
            if observe.isCurrent != expected { offQueue.withLock { $0.append(what) } }
        }
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            TokenRefreshHandler(refresh: {
                note("refresh")
                return server.refresh()
            })
        ]
        let ranOffQueue = Locked(0)
        registry.statusCodeHandlers = [QueueNotingStatusHandler(supportedErrorCodes: [404], queue: observe, ranOffQueue: ranOffQueue)]
        let requester = Requester(presentable: presentable, handlers: registry)
        let options = RequestOptions.Builder()
            .observeOnScheduler(observe.scheduler)
            .subscribeOnScheduler(ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .doOnError { _ in note("doOnError") }
            .inlineErrorHandling { _ in
                note("inline")
                return false
            }
            .build()

        let finished = DispatchSemaphore(value: 0)
        let values = Locked<[Int]>([])
        let errors = Locked(0)
        func subscribe(_ request: Observable<Int>) -> any Disposable {
            request.subscribe(
                onNext: { value in
                    note("onNext")
                    values.withLock { $0.append(value) }
                },
                onError: { _ in
                    note("onError")
                    errors.withLock { $0 += 1 }
                    finished.signal()
                },
                onCompleted: {
                    note("onCompleted")
                    finished.signal()
                })
        }
        var subscriptions: [any Disposable] = []
        for index in 0..<3 {
            subscriptions.append(subscribe(requester.request(options: options) {
                note("makeRequest", onObserveQueue: false)
                return server.request(index)
            }))
        }
        subscriptions.append(subscribe(requester.request(options: options) {
            Observable<Int>.error(HTTPError(response: HTTPResponse(statusCode: 404)))
        }))
        subscriptions.append(subscribe(requester.request(options: options) { Observable<Int>.error(NotFound()) }))
        expectSignal(finished, count: 5)
        observe.drain()

        #expect(offQueue.withLock { $0 }.isEmpty, "off the expected queue: \(offQueue.withLock { $0 })")
        #expect(ranOffQueue.withLock { $0 } == 0)
        #expect(presentable.callsOffQueue.isEmpty)
        #expect(server.refreshCount == 1)
        #expect(values.withLock { $0 }.sorted() == [0, 1, 2])
        #expect(errors.withLock { $0 } == 2)
        let calls = presentable.calls
        #expect(calls.filter { $0 == .showError("status 404") }.count == 1)
        #expect(calls.filter { $0 == .handleErrorFailed(String(describing: NotFound())) }.count == 1)
        #expect(loadingIsBalanced(calls), "\(calls)")
        subscriptions.forEach { $0.dispose() }
    }

    /// A request ending on the observe queue while another begins on a
    /// different thread: the loading calls still alternate and end hidden.
    @Test func loadingStaysBalancedWhenRequestsBeginAndEndOnDifferentThreads() {
        let observe = ObserveQueue()
        let presentable = QueueCheckingPresentable(queue: observe)
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let subscribeScheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let rounds = 200
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: rounds) { index in
            let options = RequestOptions.Builder()
                .observeOnScheduler(observe.scheduler).subscribeOnScheduler(subscribeScheduler).build()
            _ = requester.request(options: options) { Observable.just(index) }
                .subscribe(onCompleted: { finished.signal() })
        }
        expectSignal(finished, count: rounds)
        observe.drain()
        #expect(presentable.callsOffQueue.isEmpty)
        #expect(loadingIsBalanced(presentable.calls), "\(presentable.loadingCalls)")
    }
}
