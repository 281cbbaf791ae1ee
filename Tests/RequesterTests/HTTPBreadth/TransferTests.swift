import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private typealias Reply = StubTransport.Reply

/// Progress with the counts given.
func progress(sent: Int64 = 0, of expectedSent: Int64? = 0, received: Int64 = 0, outOf expectedReceived: Int64? = nil)
    -> TransferProgress {
    TransferProgress(
        sentBytes: sent, expectedSentBytes: expectedSent, receivedBytes: received, expectedReceivedBytes: expectedReceived)
}

@Suite("APIClient.transfer: progress, then the value, in virtual time")
struct TransferTests {
    let scheduler = millisecondScheduler()
    let stub: StubTransport

    init() {
        stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
    }

    func client(retry: Bool = false, adapters: [any RequestAdapter] = [], logger: RequestLogger? = nil) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: stub, adapters: adapters,
            retryPolicy: retry ? RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler) : nil,
            logger: logger)
    }

    @Test func aDownloadReportsEachChunkThenTheValue() {
        let body = Data(userJSON.utf8)  // 24 bytes
        stub.stub("GET", "/v1/users/1", Reply.status(200, data: body, headers: ["Content-Length": "24"])
            .chunked(10, every: .milliseconds(5)))
        let client = client()
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.events == [
            .next(220, .progress(progress(received: 0, outOf: 24))),
            .next(220, .progress(progress(received: 10, outOf: 24))),
            .next(225, .progress(progress(received: 20, outOf: 24))),
            .next(230, .progress(progress(received: 24, outOf: 24))),
            .next(230, .completed(User(id: 1, name: "Ada"))),
            .completed(230),
        ])
    }

    @Test func withoutALengthTheLastProgressIsAtTheTotals() {
        stub.stub("GET", "/v1/users/1", Reply.status(200, body: userJSON).chunked(16))
        let client = client()
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.elements == [
            .progress(progress(received: 16, outOf: nil)),
            .progress(progress(received: 24, outOf: nil)),
            .progress(progress(received: 24, outOf: 24)),
            .completed(User(id: 1, name: "Ada")),
        ])
        #expect(observer.completed)
    }

    @Test func anUploadReportsItsBodyGoingOut() {
        stub.stub("POST", "/v1/blobs", Reply.json("{}").uploading(4, every: .milliseconds(5)))
        let client = client()
        let endpoint = Endpoint<Empty>.post("blobs", data: Data("0123456789".utf8), contentType: "text/plain")
        let observer = scheduler.start { client.transfer(endpoint) }
        #expect(observer.events == [
            .next(220, .progress(progress(sent: 4, of: 10))),
            .next(225, .progress(progress(sent: 8, of: 10))),
            .next(230, .progress(progress(sent: 10, of: 10))),
            .next(230, .progress(progress(sent: 10, of: 10, received: 2))),
            .next(230, .progress(progress(sent: 10, of: 10, received: 2, outOf: 2))),
            .next(230, .completed(Empty())),
            .completed(230),
        ])
    }

    @Test func anEmptyAnswerStillReportsProgressOnce() {
        stub.stub("DELETE", "/v1/users/1", .status(204))
        let client = client()
        let observer = scheduler.start { client.transfer(Endpoint<Empty>.delete("users/1")) }
        #expect(observer.events == [
            .next(220, .progress(progress(received: 0, outOf: 0))), .next(220, .completed(Empty())), .completed(220),
        ])
    }

    @Test func aRetryCountsFromZeroAgainAndNeverDecreasesWithinAnAttempt() {
        stub.stub("GET", "/v1/users/1",
                  Reply.status(200, body: userJSON).chunked(10, every: .milliseconds(5)).droppingConnection(after: 15),
                  Reply.status(200, body: userJSON).chunked(10, every: .milliseconds(5)))
        let client = client(retry: true)
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        let received = observer.elements.compactMap { step -> Int64? in
            guard case .progress(let progress) = step else { return nil }
            return progress.receivedBytes
        }
        // Attempt 1: 10, 15, then the drop at 230; attempt 2 from 350: 10, 20, 24, 24 (totals).
        #expect(received == [10, 15, 10, 20, 24, 24])
        #expect(observer.elements.last == .completed(User(id: 1, name: "Ada")))
        #expect(observer.terminalTime == 360)
        #expect(stub.callCount("GET", "/v1/users/1") == 2)
    }

    @Test func aDroppedConnectionFailsWithNetworkConnectionLost() {
        stub.stub("GET", "/v1/users/1", Reply.status(200, body: userJSON).droppingConnection(after: 3))
        let client = client()
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.requestError == .transport(URLError(.networkConnectionLost)))
        #expect(observer.elements == [.progress(progress(received: 3, outOf: nil))])
    }

    @Test func validationAppliesAtTheEndOfTheBody() {
        stub.stub("GET", "/v1/users/1", Reply.json(#"{"error": {"code": "c", "title": "t"}}"#).chunked(5))
        let client = client()
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        guard case .api(let error)? = observer.requestError else {
            Issue.record("expected .api, got \(observer.events)")
            return
        }
        #expect(error.code == "c")
    }

    @Test func adaptersRunAndTheLoggerLogsEveryAttempt() {
        let lines = LogLines()
        let tokens = Locked(0)
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = client(
            retry: true,
            adapters: [BearerTokenAdapter { tokens.withLock { $0 += 1; return "t\($0)" } }],
            logger: RequestLogger(options: [.requestURL, .responseCode], sink: { lines.append($0) }))
        let observer = scheduler.start { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.completed)
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer t1", "Bearer t2"])
        #expect(lines.lines == [
            "--> GET https://api.example.com/v1/users/1", "<-- 503 GET https://api.example.com/v1/users/1",
            "--> GET https://api.example.com/v1/users/1 (attempt 2)", "<-- 200 GET https://api.example.com/v1/users/1",
        ])
    }

    @Test func disposingCancelsTheTransfer() {
        stub.stub("GET", "/v1/users/1", Reply.status(200, body: userJSON).chunked(4, every: .milliseconds(10)))
        let client = client()
        let observer = scheduler.start(disposed: 235) { client.transfer(Endpoint<User>.get("users/1")) }
        #expect(observer.events.map(\.time) == [220, 230])
    }

    @Test func theAsyncStreamGivesTheSameSteps() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/users/1", Reply.status(200, body: userJSON).chunked(12))
        let client = APIClient(baseURL: baseURL, transport: stub)
        var steps: [Transfer<User>] = []
        for try await step in client.transferStream(Endpoint<User>.get("users/1")) {
            steps.append(step)
        }
        #expect(steps == [
            .progress(progress(received: 12, outOf: nil)), .progress(progress(received: 24, outOf: nil)),
            .progress(progress(received: 24, outOf: 24)), .completed(User(id: 1, name: "Ada")),
        ])
    }
}
