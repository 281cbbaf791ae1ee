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

/// The progress callbacks of `sendDownload(_:to:progress:)` and
/// `send(_:progress:)`, and `downloadStream(_:to:)`, through APIClient over
/// URLSession to Tests/Fixtures/server.py.
@Suite("Async transfers with progress on loopback")
final class AsyncProgressIntegrationTests {
    let server: FixtureServer
    let transport = URLSessionTransport(configuration: .ephemeral)
    let directory: URL

    init() async throws {
        server = try await FixtureServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func client(limits: RequestLimits = .default) -> APIClient {
        APIClient(baseURL: server.baseURL, transport: transport, limits: limits)
    }

    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func sendDownloadReportsTheBodyAsItArrivesAndEndsAtItsSize() async throws {
        let destination = directory.appendingPathComponent("bytes.bin")
        let reported = ReportedProgress()
        let url = try await client().sendDownload(
            Endpoint<Data>.get("bytes", query: ["size": "3000000", "chunk": "100000", "ms": "2"]), to: destination
        ) { reported.record($0) }
        #expect(url == destination)
        #expect(try Data(contentsOf: destination) == pattern(3_000_000))
        #expect(reported.all.count > 2)
        #expect(reported.neverWentBack)
        #expect(reported.all.first?.expectedReceivedBytes == 3_000_000)
        #expect(reported.all.last == TransferProgress(
            sentBytes: 0, expectedSentBytes: 0, receivedBytes: 3_000_000, expectedReceivedBytes: 3_000_000))
        #expect(leftovers == ["bytes.bin"])
    }

    @Test func sendWithProgressReportsAnUploadGoingOut() async throws {
        let reported = ReportedProgress()
        let echo = try await client().send(
            Endpoint<UploadEcho>.post("upload", data: pattern(3_000_000), contentType: "application/x-pattern")
        ) { reported.record($0) }
        #expect(echo.bytes == 3_000_000)
        #expect(reported.all.count > 1)
        #expect(reported.neverWentBack)
        #expect(reported.all.allSatisfy { $0.expectedSentBytes == 3_000_000 })
        let last = try #require(reported.all.last)
        #expect(last.sentBytes == 3_000_000)
        #expect(last.receivedBytes == last.expectedReceivedBytes)
    }

    @Test func aMultipartFileUploadReportsProgressToItsSize() async throws {
        let file = try patternFile(size: 2_000_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "f.bin", fileURL: file)
        let reported = ReportedProgress()
        let echo = try await client().send(Endpoint<MultipartEcho>.post("multipart-echo", multipart: form)) {
            reported.record($0)
        }
        #expect(echo.parts.first?.size == 2_000_000)
        #expect(reported.neverWentBack)
        let last = try #require(reported.all.last)
        #expect(last.sentBytes == echo.bytes)
        #expect(last.expectedSentBytes == nil || last.expectedSentBytes == last.sentBytes)
    }

    @Test func cancellingTheTaskStopsTheDownloadAndLeavesNothing() async throws {
        let destination = directory.appendingPathComponent("cancelled.bin")
        let (passed, passing) = AsyncStream<Void>.makeStream()
        let client = client()
        let download = Task {
            try await client.sendDownload(
                Endpoint<Data>.get("bytes", query: ["size": "200000000", "chunk": "200000", "ms": "20"]), to: destination
            ) { progress in
                if progress.receivedBytes > 2_000_000 { passing.yield() }
            }
        }
        for await _ in passed { break }
        download.cancel()
        let result = await download.result
        #expect(throws: RequestError.cancelled) { try result.get() }
        try await until { leftovers.isEmpty }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func aDownloadOverMaximumDownloadSizeFailsWithProgressBelowTheLimit() async throws {
        let destination = directory.appendingPathComponent("limited.bin")
        let reported = ReportedProgress()
        let limited = client(limits: RequestLimits(maximumDownloadSize: 1 << 20))
        let error = await #expect(throws: RequestError.self) {
            try await limited.sendDownload(
                Endpoint<Data>.get("bytes", query: ["size": "5000000", "chunk": "65536"]), to: destination
            ) { reported.record($0) }
        }
        #expect(error?.transportCode == .dataLengthExceedsMaximum)
        #expect(reported.all.allSatisfy { $0.receivedBytes <= 1 << 20 })
        try await until { leftovers.isEmpty }
    }

    @Test func downloadStreamEndsWithTheFile() async throws {
        let destination = directory.appendingPathComponent("stream.bin")
        var steps: [Transfer<URL>] = []
        for try await step in client().downloadStream(Endpoint<Data>.get("bytes", query: ["size": "500000"]), to: destination) {
            steps.append(step)
        }
        #expect(steps.last == .completed(destination))
        #expect(steps.dropLast().last == .progress(TransferProgress(
            sentBytes: 0, expectedSentBytes: 0, receivedBytes: 500_000, expectedReceivedBytes: 500_000)))
        #expect(try Data(contentsOf: destination) == pattern(500_000))
    }

    @Test func leavingADownloadStreamEarlyLeavesNothing() async throws {
        let destination = directory.appendingPathComponent("left.bin")
        let large = Endpoint<Data>.get("bytes", query: ["size": "200000000", "chunk": "200000", "ms": "20"])
        for try await step in client().downloadStream(large, to: destination) {
            if case .progress(let progress) = step, progress.receivedBytes > 2_000_000 { break }
        }
        try await until { leftovers.isEmpty }
    }
}
