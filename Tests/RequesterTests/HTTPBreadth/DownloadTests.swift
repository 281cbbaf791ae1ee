import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private typealias Reply = StubTransport.Reply

/// `APIClient.download(_:to:)` over StubTransport in virtual time, into a
/// directory of the test's own.
@Suite("APIClient.download: a body written to a file")
final class DownloadTests {
    let scheduler = millisecondScheduler()
    let stub: StubTransport
    let directory: URL
    let destination: URL

    init() throws {
        stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        destination = directory.appendingPathComponent("file.bin")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func client(retry: Bool = false) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: retry ? RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler) : nil)
    }

    /// The names in the directory: nothing but the destination once a download ended.
    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Bytes 0, 1, ... 250, 0, 1, ..., `count` of them.
    func bytes(_ count: Int) -> Data {
        let period = Data((0..<251).map { UInt8($0) })
        var data = Data(capacity: count)
        while data.count < count { data.append(period.prefix(count - data.count)) }
        return data
    }

    @Test func theBodyLandsInTheFileAndTheValueIsItsURL() throws {
        stub.stub("GET", "/v1/files/1", Reply.status(200, data: bytes(10_000)).chunked(4_000, every: .milliseconds(5)))
        let observer = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(observer.events.suffix(2) == [.next(230, .completed(destination)), .completed(230)])
        #expect(observer.elements.dropLast().count == 4)
        #expect(try Data(contentsOf: destination) == bytes(10_000))
        #expect(leftovers == ["file.bin"])
    }

    @Test func aFileAlreadyThereIsReplacedOnlyOnSuccess() throws {
        try Data("old".utf8).write(to: destination)
        stub.stub("GET", "/v1/files/1", Reply.status(200, data: bytes(100)).droppingConnection(after: 50))
        let failed = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(failed.requestError == .transport(URLError(.networkConnectionLost)))
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
        #expect(leftovers == ["file.bin"])

        stub.stub("GET", "/v1/files/1", .status(200, data: bytes(100)))
        let succeeded = scheduler.start(created: 1000, subscribed: 1100, disposed: 5000) {
            self.client().download(Endpoint<Data>.get("files/1"), to: self.destination)
        }
        #expect(succeeded.completed)
        #expect(try Data(contentsOf: destination) == bytes(100))
    }

    @Test func aFailureLeavesNothingAtTheDestination() {
        stub.stub("GET", "/v1/files/1", .status(404, body: "no such file"))
        let observer = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        guard case .status(let error)? = observer.requestError else {
            Issue.record("expected .status, got \(observer.events)")
            return
        }
        #expect(error.response.body == Data("no such file".utf8))
        #expect(leftovers.isEmpty)
    }

    @Test func anAPIErrorBodyOnATwoHundredIsAnAPIError() {
        stub.stub("GET", "/v1/files/1", .json(#"{"error": {"code": "quota", "title": "Over"}}"#))
        let observer = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        guard case .api(let error)? = observer.requestError else {
            Issue.record("expected .api, got \(observer.events)")
            return
        }
        #expect(error.code == "quota")
        #expect(leftovers.isEmpty)
    }

    @Test func disposingMidwayLeavesNothing() {
        stub.stub("GET", "/v1/files/1", Reply.status(200, data: bytes(3_000_000)).chunked(500_000, every: .milliseconds(10)))
        let observer = scheduler.start(disposed: 245) {
            self.client().download(Endpoint<Data>.get("files/1"), to: self.destination)
        }
        #expect(!observer.completed)
        #expect(leftovers.isEmpty)
    }

    @Test func aRetriedDownloadStartsAFreshFile() throws {
        let body = bytes(2_500_000)
        stub.stub("GET", "/v1/files/1",
                  Reply.status(200, data: body).chunked(700_000, every: .milliseconds(5)).droppingConnection(after: 2_000_000),
                  Reply.status(200, data: body).chunked(700_000, every: .milliseconds(5)))
        let observer = scheduler.start { self.client(retry: true).download(Endpoint<Data>.get("files/1"), to: self.destination) }
        #expect(observer.elements.last == .completed(destination))
        #expect(try Data(contentsOf: destination) == body)
        #expect(leftovers == ["file.bin"])
        let received = observer.elements.compactMap { step -> Int64? in
            guard case .progress(let progress) = step else { return nil }
            return progress.receivedBytes
        }
        #expect(received == [700_000, 1_400_000, 2_000_000, 700_000, 1_400_000, 2_100_000, 2_500_000, 2_500_000])
    }

    @Test func aMissingDirectoryFailsWithCannotCreateFile() {
        stub.stub("GET", "/v1/files/1", .status(200, data: bytes(10)))
        let nowhere = directory.appendingPathComponent("missing/file.bin")
        let observer = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: nowhere) }
        guard case .transport(let error)? = observer.requestError else {
            Issue.record("expected .transport, got \(observer.events)")
            return
        }
        #expect(error.code == .cannotCreateFile)
    }

    @Test func aDirectoryInTheWayFailsAndIsLeftAlone() throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        stub.stub("GET", "/v1/files/1", .status(200, data: bytes(10)))
        let observer = scheduler.start { self.client().download(Endpoint<Data>.get("files/1"), to: self.destination) }
        guard case .transport(let error)? = observer.requestError else {
            Issue.record("expected .transport, got \(observer.events)")
            return
        }
        #expect(error.code == .cannotMoveFile)
        #expect(leftovers == ["file.bin"])
    }

    @Test func sendDownloadReturnsTheURL() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/files/1", .status(200, data: bytes(1_500_000)))
        let client = APIClient(baseURL: baseURL, transport: stub)
        #expect(try await client.sendDownload(Endpoint<Data>.get("files/1"), to: destination) == destination)
        #expect(try Data(contentsOf: destination) == bytes(1_500_000))
    }
}
