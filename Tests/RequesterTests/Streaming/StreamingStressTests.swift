import Dispatch
import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import TestExecutors
#endif

/// A transport whose every exchange runs on a thread of its own queue: a
/// 200 head, `chunks` copies of `chunk`, then the end, stopping early once
/// disposed. Counts the exchanges opened and disposed.
private final class ThreadedChunkTransport: Transport, Sendable {
    let queue = DispatchQueue(label: "StreamingStress.transport", attributes: .concurrent)
    let running = DispatchGroup()
    let contentType: String
    let chunk: Data
    let chunks: Int
    private let counts = Locked((opened: 0, disposed: 0))

    init(contentType: String, chunk: String, chunks: Int) {
        self.contentType = contentType
        self.chunk = Data(chunk.utf8)
        self.chunks = chunks
    }

    var opened: Int { counts.withLock { $0.opened } }
    var disposed: Int { counts.withLock { $0.disposed } }

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        .error(RequestError.transport(URLError(.unsupportedURL)))
    }

    func stream(_ request: URLRequest) -> Observable<TransportEvent> {
        Observable.create { [self] observer in
            counts.withLock { $0.opened += 1 }
            let stopped = Locked(false)
            running.enter()
            queue.async { [self] in
                defer { running.leave() }
                observer.onNext(.response(HTTPResponse(statusCode: 200, headers: ["Content-Type": contentType])))
                for _ in 0..<chunks where !stopped.withLock({ $0 }) {
                    observer.onNext(.received(chunk))
                }
                observer.onCompleted()
            }
            return Disposables.create { [self] in
                stopped.withLock { $0 = true }
                counts.withLock { $0.disposed += 1 }
            }
        }
    }
}

/// Streamed bodies whose chunks arrive on the transport's threads while
/// other threads dispose them, and event streams reconnecting on a
/// scheduler's threads meanwhile. Run under the thread sanitizer by CI.
@Suite("Streaming Stress", .serialized, .onAThreadOfItsOwn)
struct StreamingStressTests {
    static let streams = 200
    let disposer = DispatchQueue(label: "StreamingStress.disposer", attributes: .concurrent)

    /// Lets the queues run until every exchange opened was disposed (bounded).
    private func settle(_ transport: ThreadedChunkTransport, _ queues: DispatchQueue...) {
        for _ in 0..<200 {
            for queue in [disposer] + queues { queue.sync(flags: .barrier) {} }
            _ = transport.running.wait(timeout: .now() + 10)
            if transport.opened == transport.disposed { return }
        }
    }

    @Test func linesDisposedFromAnotherThreadWhileTheirChunksArrive() {
        let transport = ThreadedChunkTransport(contentType: "text/plain; charset=utf-8", chunk: "é line\n", chunks: 50)
        let client = APIClient(baseURL: baseURL, transport: transport)
        let received = Locked(0)
        for index in 0..<Self.streams {
            let subscription = client.lines(.get("log")).subscribe(onNext: { line in
                received.withLock { $0 += line == "é line" ? 1 : 1_000_000 }
            })
            if index.isMultiple(of: 2) {
                disposer.async { subscription.dispose() }
            } else {
                subscription.dispose()
            }
        }
        settle(transport)
        #expect(transport.opened == Self.streams)
        #expect(transport.disposed == Self.streams)
        #expect(received.withLock { $0 } < 1_000_000)
    }

    @Test func eventStreamsReconnectingWhileDisposedFromOtherThreads() {
        let transport = ThreadedChunkTransport(contentType: "text/event-stream", chunk: "retry: 0\ndata: x\n\n", chunks: 5)
        let reconnecting = DispatchQueue(label: "StreamingStress.reconnect", attributes: .concurrent)
        let policy = RetryPolicy(
            maxAttempts: 3, backoff: .constant(.zero), scheduler: ConcurrentDispatchQueueScheduler(queue: reconnecting))
        let client = APIClient(baseURL: baseURL, transport: transport, retryPolicy: policy)
        var subscriptions: [any Disposable] = []
        let selfDisposed = DispatchSemaphore(value: 0)
        for index in 0..<Self.streams {
            // Half dispose themselves at their 12th event (a third connection), on the transport's thread.
            let handle = SerialDisposable()
            let count = Locked(0)
            let subscription = client.events(.get("feed")).subscribe(
                onNext: { _ in
                    guard count.withLock({ $0 += 1; return $0 }) == 12, index.isMultiple(of: 2) else { return }
                    handle.dispose()
                    selfDisposed.signal()
                },
                onError: { error in Issue.record("An event stream failed: \(error)") })
            handle.disposable = subscription
            if !index.isMultiple(of: 2) { disposer.async { subscription.dispose() } }
            subscriptions.append(subscription)
        }
        for _ in 0..<(Self.streams / 2) {
            #expect(selfDisposed.wait(timeout: .now() + 30) == .success)
        }
        for subscription in subscriptions { subscription.dispose() }
        settle(transport, reconnecting)
        let opened = transport.opened
        #expect(opened >= Self.streams)
        #expect(transport.disposed == opened)
        settle(transport, reconnecting)
        #expect(transport.opened == opened, "a disposed stream connected again")
    }
}
