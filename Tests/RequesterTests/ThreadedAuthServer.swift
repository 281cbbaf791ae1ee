import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing

/// A protected resource and its token on real threads (the threaded twin of
/// `AuthFixture`): a request reads the client's token when it is subscribed
/// and is answered from a concurrent queue, with the value when the token is
/// the server's and a 401 otherwise. A refresh completes on a queue of its
/// own once `refreshWaitsFor` requests have been answered 401 (so that many
/// requests are sure to fail at once), giving the client the server's token,
/// or failing with `RefreshFailed` when the server is made with `refreshFails`.
final class ThreadedAuthServer: Sendable {
    /// What a failing refresh fails with.
    struct RefreshFailed: Error, Equatable {}

    private struct State {
        var clientToken = "expired"
        let serverToken = "fresh"
        var requests = 0
        var unauthorized = 0
        var refreshes = 0
        var pendingRefreshes: [AnyObserver<Void>] = []
    }

    private let state = Locked(State())
    private let refreshWaitsFor: Int
    private let answers = DispatchQueue(label: "ThreadedAuthServer.answers", attributes: .concurrent)
    private let refreshes = DispatchQueue(label: "ThreadedAuthServer.refresh")
    private let on401: @Sendable (Int) -> Void
    private let refreshFails: Bool

    /// A server whose refresh completes (or, with `refreshFails`, fails) once
    /// `refreshWaitsFor` 401s were sent; `on401(n)` runs (on the answering
    /// thread) as the n-th 401 is sent.
    init(refreshWaitsFor: Int = 1, refreshFails: Bool = false, on401: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.refreshWaitsFor = refreshWaitsFor
        self.refreshFails = refreshFails
        self.on401 = on401
    }

    var requestCount: Int { state.withLock { $0.requests } }
    var unauthorizedCount: Int { state.withLock { $0.unauthorized } }
    var refreshCount: Int { state.withLock { $0.refreshes } }

    /// Waits until every answer and refresh started so far has been sent.
    func flush() {
        answers.sync(flags: .barrier) {}
        refreshes.sync {}
    }

    /// `value`, or a 401 if the token read at subscription is not the server's.
    func request<T: Sendable>(_ value: T) -> Observable<T> {
        Observable.create { [self] observer in
            let token = state.withLock { state in
                state.requests += 1
                return state.clientToken
            }
            answers.async { [self] in
                let (valid, count) = state.withLock { state in
                    if token == state.serverToken { return (true, 0) }
                    state.unauthorized += 1
                    return (false, state.unauthorized)
                }
                if valid {
                    observer.onNext(value)
                    observer.onCompleted()
                    return
                }
                on401(count)
                observer.onError(RequestError.status(HTTPError(response: HTTPResponse(statusCode: 401))))
                releaseRefreshesIfDue()
            }
            return Disposables.create()
        }
    }

    /// Hands out the server's token, on the refresh queue, once enough 401s were sent.
    func refresh() -> Observable<Void> {
        Observable.create { [self] observer in
            state.withLock { state in
                state.refreshes += 1
                state.pendingRefreshes.append(observer)
            }
            releaseRefreshesIfDue()
            return Disposables.create()
        }
    }

    private func releaseRefreshesIfDue() {
        let due: [AnyObserver<Void>] = state.withLock { state in
            guard state.unauthorized >= refreshWaitsFor, !state.pendingRefreshes.isEmpty else { return [] }
            defer { state.pendingRefreshes = [] }
            return state.pendingRefreshes
        }
        guard !due.isEmpty else { return }
        let observers = due
        refreshes.async { [self] in
            if refreshFails {
                for observer in observers { observer.onError(RefreshFailed()) }
                return
            }
            state.withLock { $0.clientToken = $0.serverToken }
            for observer in observers {
                observer.onNext(())
                observer.onCompleted()
            }
        }
    }
}

/// A serial queue that code can recognise itself on, and the scheduler over it.
struct ObserveQueue: Sendable {
    let queue: DispatchQueue
    let scheduler: SerialDispatchQueueScheduler
    private let key = DispatchSpecificKey<String>()
    private let label: String

    init(_ label: String = "Requester.observe") {
        self.label = label
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: label)
        scheduler = SerialDispatchQueueScheduler(queue: queue)
    }

    /// `true` when the caller runs on the queue (through the scheduler's own
    /// serial queue, which targets it).
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == label }

    /// Drains the queue until `settled()` holds, at most `rounds` times: work
    /// that another thread is about to schedule gets a few more turns.
    func drain(until settled: () -> Bool, rounds: Int = 200) {
        var round = 0
        while !settled(), round < rounds {
            drain()
            round += 1
        }
    }

    /// Waits (bounded) until everything scheduled on the scheduler so far has run.
    func drain(sourceLocation: SourceLocation = #_sourceLocation) {
        let drained = DispatchSemaphore(value: 0)
        scheduler.schedule { drained.signal() }
        expectSignal(drained, sourceLocation: sourceLocation)
    }
}

/// Waits for `semaphore`, failing the test instead of hanging after `seconds`.
func expectSignal(
    _ semaphore: DispatchSemaphore, count: Int = 1, within seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let deadline = DispatchTime.now() + seconds
    for _ in 0..<count {
        guard semaphore.wait(timeout: deadline) == .success else {
            Issue.record("timed out waiting for a signal", sourceLocation: sourceLocation)
            return
        }
    }
}

/// A presentable that records its calls and whether each one arrived on `queue`.
final class QueueCheckingPresentable: Presentable, Sendable {
    private struct State {
        var calls: [RecordingPresentable.Call] = []
        var offQueue: [RecordingPresentable.Call] = []
    }

    private let queue: ObserveQueue
    private let state = Locked(State())

    init(queue: ObserveQueue) {
        self.queue = queue
    }

    var calls: [RecordingPresentable.Call] { state.withLock { $0.calls } }
    /// Calls that arrived anywhere but on the observe queue.
    var callsOffQueue: [RecordingPresentable.Call] { state.withLock { $0.offQueue } }
    var loadingCalls: [RecordingPresentable.Call] { calls.filter { $0 == .showLoading || $0 == .hideLoading } }

    func showError(error: String) { record(.showError(error)) }
    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
    func onHandleErrorFailed(error: any Error) { record(.handleErrorFailed(String(describing: error))) }

    private func record(_ call: RecordingPresentable.Call) {
        let onQueue = queue.isCurrent
        state.withLock { state in
            state.calls.append(call)
            if !onQueue { state.offQueue.append(call) }
        }
    }
}
