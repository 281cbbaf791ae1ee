import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts what observers are told, per request, from any thread.
private final class CountingObserver: RequestObserver {
    private let counts = Locked<(starts: [String: Int], finishes: [String: Int])>(([:], [:]))
    let finished = DispatchSemaphore(value: 0)

    var starts: [String: Int] { counts.withLock { $0.starts } }
    var finishes: [String: Int] { counts.withLock { $0.finishes } }

    func didStart(_ request: URLRequest, attempt: Int) {
        counts.withLock { $0.starts[request.url?.query ?? "", default: 0] += 1 }
    }

    func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        counts.withLock { $0.finishes[request.url?.query ?? "", default: 0] += 1 }
        finished.signal()
    }
}

/// Observers, and `Requester.send`, with answers and disposals racing on
/// real threads. Run under the thread sanitizer by CI.
@Suite("Service code Stress", .serialized)
struct ServiceCodeStressTests {
    static let threads = 4
    static let requestsPerThread = 50
    static var total: Int { threads * requestsPerThread }

    /// Every attempt gets exactly one `didFinish`, whether its answer or a
    /// dispose from another thread came first.
    @Test func eachAttemptFinishesOnceWhenAnswersAndDisposalsRace() async {
        let replies = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "Stress.replies", attributes: .concurrent))
        let stub = StubTransport(delay: .microseconds(200), scheduler: replies)
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let observer = CountingObserver()
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [observer])
        let disposer = DispatchQueue(label: "Stress.disposer", attributes: .concurrent)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.requestsPerThread {
                let subscription = client.request(Endpoint<User>.get("users/1", query: ["id": "\(thread)-\(index)"]))
                    .subscribe()
                if index.isMultiple(of: 2) { disposer.async { subscription.dispose() } }
            }
        }
        let allFinished = await waitOnAThread { [observer] in
            (0..<Self.total).allSatisfy { _ in observer.finished.wait(timeout: .now() + 20) == .success }
        }
        #expect(allFinished)
        disposer.sync(flags: .barrier) {}
        #expect(observer.starts.count == Self.total)
        #expect(observer.starts.values.allSatisfy { $0 == 1 })
        #expect(observer.finishes == observer.starts)
    }

    /// Many sends at once, a third of them cancelled: each returns its value
    /// or throws `CancellationError`, nothing is routed, and loading ends hidden.
    @Test func concurrentSendsWithCancellationsKeepLoadingBalanced() async {
        let replies = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "Stress.sendReplies", attributes: .concurrent))
        let stub = StubTransport(delay: .microseconds(200), scheduler: replies)
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: stub)
        let presentable = RecordingPresentable()
        let routed = Locked(0)
        let observe = SerialDispatchQueueScheduler(internalSerialQueueName: "Stress.observe")
        let requester = Requester(
            presentable: presentable, handlers: HandlerRegistry(),
            defaultOptions: RequestOptions.Builder()
                .observeOnScheduler(observe)
                .doOnError { _ in routed.withLock { $0 += 1 } }
                .build())
        let outcomes = await withTaskGroup(of: String.self) { group in
            for index in 0..<Self.total {
                let task = Task {
                    do {
                        let user = try await requester.send { try await client.send(Endpoint<User>.get("users/1")) }
                        return user.name
                    } catch is CancellationError {
                        return "cancelled"
                    } catch {
                        return "failed: \(error)"
                    }
                }
                if index % 3 == 0 { task.cancel() }
                group.addTask { await task.value }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(outcomes.count == Self.total)
        #expect(outcomes.allSatisfy { $0 == "Ada" || $0 == "cancelled" })
        #expect(routed.withLock { $0 } == 0)
        let calls = presentable.calls
        #expect(calls.first == .showLoading)
        #expect(calls.last == .hideLoading)
        #expect(calls.filter { $0 == .showLoading }.count == calls.filter { $0 == .hideLoading }.count)
    }
}
