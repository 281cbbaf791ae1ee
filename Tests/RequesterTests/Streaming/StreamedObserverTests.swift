import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Observers of `lines` and `events`: each connection is one attempt, told
/// when it ends, with the response if one came and the body bytes read.
@Suite("APIClient observers of lines and events, in virtual time")
struct StreamedObserverTests {
    typealias Script = [(TestTime, ScriptedStreamTransport.Step)]
    let scheduler = millisecondScheduler()
    let observer = RecordingRequestObserver()
    let feed = "https://api.example.com/v1/feed"

    func client(_ scripts: Script..., retry: Bool = true) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: ScriptedStreamTransport(scheduler: scheduler, scripts),
            retryPolicy: retry ? RetryPolicy(maxAttempts: 5, backoff: .constant(.milliseconds(100)), scheduler: scheduler) : nil,
            observers: [observer])
    }

    @Test func eachEventsConnectionIsOneAttempt() {
        let client = client([(0, .eventStream), (10, .text("data: a\n\n")), (20, .end)], [(0, .head(204, [:]))])
        // The second connection at 1220, after the 1 s reconnection floor.
        let events = scheduler.start(disposed: 2_000) { client.events(.get("feed")) }
        #expect(events.elements == [ServerSentEvent(data: "a")])
        #expect(observer.calls == [
            .start(url: feed, attempt: 1), .finish(url: feed, attempt: 1, status: 200, error: nil),
            .start(url: feed, attempt: 2), .finish(url: feed, attempt: 2, status: 204, error: nil),
        ])
        #expect(observer.metrics.map(\.receivedBytes) == [9, 0])
    }

    @Test func disposingAConnectionFinishesItWithItsResponseAndTheBytesRead() {
        let client = client([(0, .eventStream), (10, .text("data: a\n\n")), (5000, .end)])
        _ = scheduler.start(disposed: 1000) { client.events(.get("feed")) }
        #expect(observer.calls == [
            .start(url: feed, attempt: 1), .finish(url: feed, attempt: 1, status: 200, error: nil),
        ])
        #expect(observer.metrics.first?.receivedBytes == 9)
    }

    @Test func linesAreOneAttemptFinishedBeforeTheStreamCompletes() {
        let client = client([(0, .ok()), (10, .text("a\nb")), (20, .text("\n")), (30, .end)], retry: false)
        let finishedFirst = Locked<Bool?>(nil)
        _ = scheduler.start {
            client.lines(.get("feed")).do(onCompleted: { [observer] in
                finishedFirst.withLock { $0 = observer.calls.count == 2 }
            })
        }
        #expect(finishedFirst.withLock { $0 } == true)
        #expect(observer.calls.last == .finish(url: feed, attempt: 1, status: 200, error: nil))
        #expect(observer.metrics.first?.receivedBytes == 4)
    }

    @Test func aRejectedStatusFinishesWithItsCollectedBody() {
        let client = client([(0, .head(404, [:])), (10, .text("gone")), (20, .end)], retry: false)
        let lines = scheduler.start { client.lines(.get("feed")) }
        #expect(lines.requestError?.statusCode == 404)
        #expect(observer.calls.last == .finish(url: feed, attempt: 1, status: 404, error: nil))
        #expect(observer.metrics.first?.receivedBytes == 4)
    }

    @Test func aDropBeforeTheHeadFailsAndOneAfterItKeepsTheResponse() {
        let client = client(
            [(0, .drop(URLError(.timedOut)))], [(0, .ok()), (10, .text("a\n")), (20, .drop(URLError(.networkConnectionLost)))],
            retry: true)
        _ = scheduler.start { client.lines(.get("feed")) }
        #expect(observer.calls == [
            .start(url: feed, attempt: 1),
            .finish(url: feed, attempt: 1, status: nil, error: "\(RequestError.transport(URLError(.timedOut)))"),
            .start(url: feed, attempt: 2), .finish(url: feed, attempt: 2, status: 200, error: nil),
        ])
    }
}
