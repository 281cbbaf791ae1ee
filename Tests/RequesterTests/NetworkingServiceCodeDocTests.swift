import Foundation
import GuideSampleSupport
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The code samples of Docs/Networking.md, "Service code", compiled and run
// (the side package's sample is in Observers/Tests/RequesterObserversTests/
// ServiceCodeDocSamplesTests.swift). Keep the two in step.
let networkingServiceCodeDocTestsFile = #filePath

/// The side package's file that holds its sample of the same section.
let observersDocSamplesFile = GuideSamples.packageRoot(of: #filePath)
    .appending(path: "Observers/Tests/RequesterObserversTests/ServiceCodeDocSamplesTests.swift").path

// MARK: Docs "Observers"
/// Counts the attempts slower than a budget.
final class SlowAttempts: RequestObserver {
    let budget: Duration
    private let count = Atomic(0)

    init(budget: Duration) { self.budget = budget }

    var slow: Int { count.load(ordering: .relaxed) }

    func didStart(_ request: URLRequest, attempt: Int) {}

    func didFinish(
        _ request: URLRequest, attempt: Int, result: Result<HTTPResponse, RequestError>, metrics: RequestMetrics
    ) {
        if metrics.duration > budget { count.add(1, ordering: .relaxed) }
    }
}

/// The client line of the same sample: compiled, not sent.
private func observedClientSample() -> (APIClient, SlowAttempts) {
    let slowAttempts = SlowAttempts(budget: .milliseconds(500))
    let observed = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, observers: [slowAttempts])
    return (observed, slowAttempts)
}

@Suite("Docs/Networking.md, Service code")
struct NetworkingServiceCodeDocTests {
    let stub = StubTransport()

    @Test func requesterSendSample() async throws {
        stub.stub("GET", "/v1/articles/42", .json(#"{"id": 42, "title": "Hi"}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: stub)
        let screen = RecordingPresentable()
        // MARK: Docs "Async work through a Requester" (the main queue is drained under `swift test`)
        let requester = Requester(presentable: screen)
        let article = try await requester.send {
            try await client.send(Endpoint<Article>.get("articles/42"))
        }
        // MARK: end
        #expect(article == Article(id: 42, title: "Hi"))
        #expect(screen.calls == [.showLoading, .hideLoading])
    }

    @Test func serviceDefaultsSample() async throws {
        // MARK: Docs "Default options"
        let service = Requester(
            presentable: nil,
            defaultOptions: RequestOptions(
                showLoading: false,
                observeOnScheduler: ImmediateScheduler.instance,
                subscribeOnScheduler: ImmediateScheduler.instance))
        // MARK: end
        // Nothing waits for a queue: the value is there once the operation returns.
        #expect(try await service.send { "done" } == "done")
        let values = Locked<[Int]>([])
        _ = service.request { Observable.just(1) }.subscribe(onNext: { value in values.withLock { $0.append(value) } })
        #expect(values.withLock { $0 } == [1])
    }

    /// The operation started on `ImmediateScheduler` inherits the caller's task-local values.
    @Test func anImmediateSubscribeCarriesTaskLocals() async throws {
        let service = Requester(
            presentable: nil,
            defaultOptions: RequestOptions(
                showLoading: false, observeOnScheduler: ImmediateScheduler.instance,
                subscribeOnScheduler: ImmediateScheduler.instance))
        let seen = try await Trace.$id.withValue("abc") { try await service.send { Trace.id } }
        #expect(seen == "abc")
    }

    @Test func observersSample() {
        stub.stub("GET", "/v1/articles/42", .json(#"{"id": 42, "title": "Hi"}"#))
        let slowAttempts = SlowAttempts(budget: .zero)
        let client = APIClient(baseURL: baseURL, transport: stub, observers: [slowAttempts])
        _ = client.request(Endpoint<Article>.get("articles/42")).subscribe()
        #expect(slowAttempts.slow == 1)  // anything takes longer than nothing
        let (observed, watcher) = observedClientSample()
        #expect(observed.observers.count == 1)
        #expect(watcher.slow == 0)
    }
}

/// A task-local value, as a tracing context is.
private enum Trace {
    @TaskLocal static var id = ""
}
