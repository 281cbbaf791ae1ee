import Foundation
import Handlers
import Requester
import Stream
import RequesterTestSupport
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `transfer`, `download` and their async forms through APIClient over
/// URLSession to Tests/Fixtures/server.py.
@Suite("Transfers and downloads on loopback")
final class TransferIntegrationTests {
    let server: FixtureServer
    let transport = URLSessionTransport(configuration: .ephemeral)
    let directory: URL

    init() async throws {
        server = try await FixtureServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("transfers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func client(retry: RetryPolicy? = nil, logger: RequestLogger? = nil) -> APIClient {
        APIClient(baseURL: server.baseURL, transport: transport, retryPolicy: retry, logger: logger)
    }

    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Every step of `transfer`, and how it ended.
    func steps<T: Sendable>(_ transfer: Observable<Transfer<T>>) async -> ([Transfer<T>], RequestError?) {
        var steps: [Transfer<T>] = []
        do {
            for try await step in transfer.values { steps.append(step) }
            return (steps, nil)
        } catch {
            return (steps, error as? RequestError)
        }
    }

    func progresses<T>(_ steps: [Transfer<T>]) -> [TransferProgress] {
        steps.compactMap { if case .progress(let progress) = $0 { progress } else { nil } }
    }

    @Test func aTransferReportsTheBodyAsItArrives() async throws {
        let (steps, failure) = await steps(client().transfer(
            Endpoint<Data>.get("bytes", query: ["size": "1000000", "chunk": "100000", "ms": "5"])))
        #expect(failure == nil)
        let progress = progresses(steps)
        #expect(progress.count > 2)
        #expect(progress.map(\.receivedBytes) == progress.map(\.receivedBytes).sorted())
        #expect(progress.first?.expectedReceivedBytes == 1_000_000)
        #expect(progress.last == TransferProgress(
            sentBytes: 0, expectedSentBytes: 0, receivedBytes: 1_000_000, expectedReceivedBytes: 1_000_000))
        guard case .completed(let body)? = steps.last else {
            Issue.record("the last step is the value")
            return
        }
        #expect(body == pattern(1_000_000))
    }

    @Test func anUploadReportsItsBodyGoingOut() async throws {
        let (steps, failure) = await steps(client().transfer(
            Endpoint<UploadEcho>.post("upload", data: pattern(3_000_000), contentType: "application/x-pattern")))
        #expect(failure == nil)
        let sent = progresses(steps).map(\.sentBytes)
        #expect(sent.count > 1)
        #expect(sent == sent.sorted())
        #expect(progresses(steps).last?.sentBytes == 3_000_000)
        #expect(progresses(steps).last?.expectedSentBytes == 3_000_000)
        guard case .completed(let echo)? = steps.last else {
            Issue.record("the last step is the value")
            return
        }
        #expect(echo.bytes == 3_000_000)
    }

    @Test func aRetriedMultipartUploadCountsFromZeroAndReadsItsFileAgain() async throws {
        let file = try patternFile(size: 2_000_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "f.bin", fileURL: file)
        let endpoint = Endpoint<MultipartEcho>.put("multipart-echo", multipart: form, query: ["key": uniqueKey(), "fail": "1"])
        let (steps, failure) = await steps(client(retry: fastRetry).transfer(endpoint))
        #expect(failure == nil)
        // Two attempts: the counts go up, back down for the retry (the first
        // answer's body was counted), then up again. (The sent counts alone
        // may not show it: FoundationNetworking reports the task's count as
        // it is when its delegate is called, which under load is the total.)
        let counts = progresses(steps).map { $0.sentBytes + $0.receivedBytes }
        #expect(zip(counts, counts.dropFirst()).filter { $0 > $1 }.count == 1)
        #expect(progresses(steps).last?.sentBytes == progresses(steps).last?.expectedSentBytes)
        guard case .completed(let echo)? = steps.last else {
            Issue.record("the last step is the value")
            return
        }
        #expect(echo.attempt == 2)
        #expect(echo.parts.first?.sha256 == (try await patternDigest(2_000_000, server: server)))
    }

    @Test func aDownloadLandsInItsFile() async throws {
        let destination = directory.appendingPathComponent("bytes.bin")
        try Data("old".utf8).write(to: destination)
        let lines = LogLines()
        let client = client(logger: RequestLogger(options: [.requestURL, .responseCode], sink: { lines.append($0) }))
        let (steps, failure) = await steps(client.download(
            Endpoint<Data>.get("bytes", query: ["size": "5000000", "chunked": "1"]), to: destination))
        #expect(failure == nil)
        #expect(steps.last == .completed(destination))
        #expect(progresses(steps).last?.receivedBytes == 5_000_000)
        #expect(progresses(steps).last?.expectedReceivedBytes == 5_000_000)
        #expect(try Data(contentsOf: destination) == pattern(5_000_000))
        #expect(leftovers == ["bytes.bin"])
        #expect(lines.lines.map { $0.prefix(7) } == ["--> GET", "<-- 200"])
    }

    @Test func aDroppedDownloadIsRetriedAndLeavesNothing() async throws {
        let destination = directory.appendingPathComponent("dropped.bin")
        let client = client(retry: fastRetry)
        let result: Result<URL, RequestError>
        do {
            result = .success(try await client.sendDownload(
                Endpoint<Data>.get("bytes", query: ["size": "3000000", "drop_at": "2000000"]), to: destination))
        } catch {
            result = .failure(error as? RequestError ?? .transport(URLError(.unknown)))
        }
        guard case .failure(let error) = result else {
            Issue.record("every attempt drops")
            return
        }
        #expect(error.transportCode == .networkConnectionLost)
        #expect(try await server.count(path: "/bytes") == 3)
        #expect(leftovers.isEmpty)
    }

    @Test func aCancelledDownloadLeavesNothing() async throws {
        let destination = directory.appendingPathComponent("cancelled.bin")
        let subscription = SerialDisposable()
        let disposed = Locked(false)
        // Disposed from the progress that passes 2 MB, on the thread that delivers it.
        subscription.disposable = client().download(
            Endpoint<Data>.get("bytes", query: ["size": "200000000", "chunk": "200000", "ms": "20"]), to: destination
        ).subscribe(onNext: { step in
            guard case .progress(let progress) = step, progress.receivedBytes > 2_000_000 else { return }
            subscription.dispose()
            disposed.withLock { $0 = true }
        })
        try await until { disposed.withLock { $0 } }
        try await Task.sleep(for: .milliseconds(200))
        #expect(leftovers.isEmpty)
    }

    @Test func sendDownloadAndTheTransferStreamOverLoopback() async throws {
        let destination = directory.appendingPathComponent("async.bin")
        let url = try await client().sendDownload(Endpoint<Data>.get("bytes", query: ["size": "200000"]), to: destination)
        #expect(url == destination)
        #expect(try Data(contentsOf: destination) == pattern(200_000))
        var last: Transfer<User>?
        for try await step in client().transferStream(Endpoint<User>.get("json")) { last = step }
        #expect(last == .completed(ada))
    }
}
