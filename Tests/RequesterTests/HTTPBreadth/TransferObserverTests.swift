import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private typealias Reply = StubTransport.Reply

/// The client's observers over every reading of one `Attempt`
/// (`requestResponse`, `transfer`, `download`, a multipart body): each
/// attempt is told once that it started and once how it ended, and a
/// streamed answer's bytes are those counted as they arrived, not the body
/// kept in memory (a download keeps at most 1 MB of it).
@Suite("APIClient observers over transfers and downloads, in virtual time")
final class TransferObserverTests {
    let scheduler = millisecondScheduler()
    let stub: StubTransport
    let observer = RecordingRequestObserver()
    let directory: URL
    let file = "https://api.example.com/v1/files/1"

    init() throws {
        stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("observed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func client(retry: Bool = false) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: retry ? RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler) : nil,
            observers: [observer])
    }

    var destination: URL { directory.appendingPathComponent("file.bin") }

    @Test func requestResponseIsObservedOnce() {
        stub.stub("GET", "/v1/files/1", .json(userJSON))
        let events = scheduler.start { self.client().requestResponse(Endpoint<User>.get("files/1")) }
        #expect(events.completed)
        #expect(observer.calls == [.start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: 200, error: nil)])
        #expect(observer.metrics.map(\.receivedBytes) == [Int64(userJSON.utf8.count)])
    }

    @Test func aTransferIsObservedOnceWithTheBytesItCounted() throws {
        stub.stub("POST", "/v1/files/1", Reply.status(200, data: Data(count: 10_000)).chunked(4_000, every: .milliseconds(5)))
        let endpoint = Endpoint<Data>.post("files/1", data: Data(count: 300), contentType: "application/octet-stream")
        let events = scheduler.start { self.client().transfer(endpoint) }
        #expect(events.completed)
        #expect(observer.calls == [.start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: 200, error: nil)])
        let metrics = try #require(observer.metrics.first)
        #expect(metrics.sentBytes == 300)
        #expect(metrics.receivedBytes == 10_000)
    }

    /// A download keeps no body larger than 1 MB in memory: the observers
    /// still hear every byte that went to the file.
    @Test func aLargeDownloadCountsTheBytesWrittenToItsFile() throws {
        stub.stub("GET", "/v1/files/1", Reply.status(200, data: Data(count: 2_000_000)).chunked(500_000, every: .milliseconds(5)))
        let events = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(events.completed)
        #expect(observer.calls == [.start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: 200, error: nil)])
        #expect(observer.metrics.map(\.receivedBytes) == [2_000_000])
    }

    @Test func aRetriedDownloadObservesEachAttemptOnce() {
        stub.stub("GET", "/v1/files/1",
                  Reply.status(200, data: Data(count: 100)).droppingConnection(after: 50),
                  Reply.status(200, data: Data(count: 100)))
        let events = scheduler.start { self.client(retry: true).download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(events.completed)
        let lost = "\(RequestError.transport(URLError(.networkConnectionLost)))"
        #expect(observer.calls == [
            .start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: nil, error: lost),
            .start(url: file, attempt: 2), .finish(url: file, attempt: 2, status: 200, error: nil),
        ])
    }

    @Test func aRejectedDownloadIsAnExchangeThatAnswered() {
        stub.stub("GET", "/v1/files/1", .status(404))
        let events = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(events.requestError?.statusCode == 404)
        #expect(observer.calls == [.start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: 404, error: nil)])
    }

    @Test func aTransferDisposedMidBodyFinishesCancelledOnce() {
        stub.stub("GET", "/v1/files/1", Reply.status(200, data: Data(count: 5_000)).chunked(1_000, every: .milliseconds(100)))
        let events = scheduler.start(disposed: 400) { self.client().transfer(Endpoint<Data>.get("files/1")) }
        #expect(!events.completed)
        #expect(observer.calls == [
            .start(url: file, attempt: 1),
            .finish(url: file, attempt: 1, status: nil, error: "\(RequestError.cancelled)"),
        ])
    }

    @Test func aMultipartRequestIsObservedOnceWithItsBodyCounted() throws {
        var form = MultipartForm()
        form.add(name: "title", value: "Holidays")
        form.add(name: "meta", filename: "meta.json", contentType: "application/json", data: Data(count: 1_000))
        stub.stub("POST", "/v1/files/1", .json(userJSON))
        let events = scheduler.start { self.client().request(Endpoint<User>.post("files/1", multipart: form)) }
        #expect(events.completed)
        #expect(observer.calls == [.start(url: file, attempt: 1), .finish(url: file, attempt: 1, status: 200, error: nil)])
        let sent = try #require(stub.requests.first?.httpBody)
        #expect(observer.metrics.map(\.sentBytes) == [Int64(sent.count)])
    }
}
