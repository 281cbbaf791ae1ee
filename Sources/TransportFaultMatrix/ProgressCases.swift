import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The async forms with progress (`sendDownload(_:to:progress:)`,
/// `send(_:progress:)`) over the transport: progress that never goes back
/// and ends at the totals, the body whole at both ends. A transport whose
/// `stream(_:)` is the protocol's default passes too (its progress comes at
/// the end, at the totals).
extension FaultMatrix {
    static let progressCases: [FaultCase] = [
        FaultCase("sendDownload: progress never goes back and ends at the file's size", .streaming) { run in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            let reported = ReportedProgress()
            let size = 1_000_000
            let url = try await run.client().sendDownload(
                .get("bytes", query: ["size": "\(size)", "chunk": "65536"]), to: file
            ) { reported.record($0) }
            let steps = reported.all
            run.check(url == file, "completed with \(url)")
            run.check(!steps.isEmpty, "no progress")
            run.check(reported.neverWentBack, "progress went back: \(steps)")
            run.check(steps.last == TransferProgress(
                sentBytes: 0, expectedSentBytes: 0, receivedBytes: Int64(size), expectedReceivedBytes: Int64(size)),
                "the last progress: \(String(describing: steps.last))")
            let written = (try? Data(contentsOf: file)) ?? Data()
            run.check(written == uploadBody(bytes: size), "the file holds \(written.count) bytes, not the body")
        },
        FaultCase("send(_:progress:): an upload's progress never goes back and ends at its size", .streaming) { run in
            let body = uploadBody(bytes: 300_000)
            let reported = ReportedProgress()
            let echo = try await run.client().send(
                Endpoint<Uploaded>.post("upload", data: body, contentType: "application/octet-stream")
            ) { reported.record($0) }
            let steps = reported.all
            run.check(!steps.isEmpty, "no progress")
            run.check(reported.neverWentBack, "progress went back: \(steps)")
            run.check(steps.allSatisfy { $0.expectedSentBytes == Int64(body.count) }, "expected sizes: \(steps)")
            run.check(steps.last?.sentBytes == Int64(body.count), "the last progress: \(String(describing: steps.last))")
            run.check(steps.last.map { $0.receivedBytes == $0.expectedReceivedBytes } == true,
                      "the last progress: \(String(describing: steps.last))")
            let expected = try await expectedUpload(bytes: body.count, on: run.server)
            run.check(echo == expected, "the server received \(echo), not \(expected)")
        },
        // A body of 200 MB sent over 20 s: cancelled at its first bytes (or
        // after 500 ms for a transport that gives the body whole at the end).
        FaultCase("sendDownload: cancelling the task throws .cancelled and leaves no file", .streaming) { run in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cancel-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("large.bin")
            let client = run.client()
            let (begun, beginning) = AsyncStream<Void>.makeStream()
            let started = ContinuousClock.now
            let download = Task {
                try await client.sendDownload(
                    .get("bytes", query: ["size": "200000000", "chunk": "200000", "ms": "20"]), to: file
                ) { progress in
                    if progress.receivedBytes > 0 { beginning.yield() }
                }
            }
            let fallback = Task {
                try? await Task.sleep(for: .milliseconds(500))
                beginning.yield()
            }
            for await _ in begun { break }
            fallback.cancel()
            download.cancel()
            let outcome = await download.result
            run.check((outcome.failure as? RequestError) == .cancelled, "the download ended with \(outcome)")
            run.check(ContinuousClock.now - started < .seconds(10), "cancelled after \(ContinuousClock.now - started)")
            var left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for _ in 0..<100 where !left.isEmpty {
                try await Task.sleep(for: .milliseconds(50))
                left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            }
            run.check(left.isEmpty, "left behind: \(left)")
        },
    ]
}

/// Every progress a callback was given, in order; the package's
/// integration tests record with it too.
package final class ReportedProgress: Sendable {
    private let progress = Locked<[TransferProgress]>([])

    package init() {}

    /// Keeps `step`, after those before it.
    package func record(_ step: TransferProgress) {
        progress.withLock { $0.append(step) }
    }

    /// Every progress recorded, in order.
    package var all: [TransferProgress] { progress.withLock { $0 } }

    /// Whether no count ever decreased from one progress to the next.
    package var neverWentBack: Bool {
        let steps = all
        return zip(steps, steps.dropFirst()).allSatisfy { $0.sentBytes <= $1.sentBytes && $0.receivedBytes <= $1.receivedBytes }
    }
}
