import Foundation
import Stream
import Synchronization
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What /multipart-echo says it received.
struct MultipartEcho: Decodable, Sendable {
    struct Part: Decodable, Sendable {
        var name: String?
        var filename: String?
        var filenameDecoded: String?
        var disposition: String
        var contentType: String?
        var size: Int64
        var sha256: String
        var text: String?
    }

    var contentType: String?
    var contentLength: String?
    var transferEncoding: String?
    var bytes: Int64
    var attempt: Int
    var parts: [Part]
}

/// What /upload says it received.
struct UploadEcho: Decodable, Sendable, Equatable {
    var bytes: Int64
    var sha256: String
    var contentType: String?
    var contentLength: String?
    var transferEncoding: String?
    var method: String
}

/// What /form-echo says it received.
struct FormEcho: Decodable, Sendable {
    var contentType: String?
    var body: String
    var fields: [[String]]
}

/// Bytes 0, 1, ... 250, 0, 1, ...: /bytes's body, which the server can hash for any size.
func pattern(_ count: Int, from start: Int = 0) -> Data {
    Data((start..<(start + count)).map { UInt8($0 % 251) })
}

/// A file of `size` pattern bytes in a directory of its own, written a
/// megabyte at a time; removed by `removeScratch(_:)`.
func patternFile(size: Int, name: String = "pattern.bin") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("breadth-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    let step = 251 * 4096  // a whole number of periods: every block is the same
    let block = pattern(step)
    var written = 0
    while written < size {
        let count = min(step, size - written)
        try handle.write(contentsOf: count == step ? block : block.prefix(count))
        written += count
    }
    return url
}

func removeScratch(_ file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
}

/// A session for the tests' own uploads: ephemeral, without a URL cache
/// (FoundationNetworking can crash cancelling a task whose cache lookup is pending).
func uploadSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}

/// Sends `request` as a data task; the body and the HTTP response.
func exchange(_ request: URLRequest, on session: URLSession) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
}

/// Sends `request` with the file at `fileURL` as its body (an upload task).
func exchange(_ request: URLRequest, fromFile fileURL: URL, on session: URLSession) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await session.upload(for: request, fromFile: fileURL)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
}

/// The SHA-256 (hex) the server computes for `size` pattern bytes (HEAD /bytes).
func patternDigest(_ size: Int, server: FixtureServer) async throws -> String {
    var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/bytes?size=\(size)")!)
    request.httpMethod = "HEAD"
    request.timeoutInterval = 120
    let (_, response) = try await exchange(request, on: uploadSession())
    return try #require(response.value(forHTTPHeaderField: "X-Content-SHA256"))
}

/// The process's resident memory, sampled every few milliseconds while a
/// measurement runs (Linux: VmRSS of /proc/self/status).
final class ResidentMemorySampler: Sendable {
    static var isAvailable: Bool { current() != nil }

    /// Whether this process runs the memory suites alone. Resident memory is
    /// the whole process's, and `swift test` runs suites side by side, so a
    /// measurement taken among other tests counts their memory too (a full
    /// run measured 71 MB of growth that an isolated run measures at 1-4 MB).
    /// `.ci/run` runs them in a process of their own:
    /// `REQUESTER_MEMORY_TESTS=1 swift test --skip-build --filter MemoryTests`.
    static var runsAlone: Bool { ProcessInfo.processInfo.environment["REQUESTER_MEMORY_TESTS"] == "1" }

    private let peak = Atomic<Int>(0)
    private let running = Atomic<Bool>(true)
    private let done = DispatchSemaphore(value: 0)

    init() {
        Thread.detachNewThread { [self] in
            while running.load(ordering: .acquiring) {
                if let now = Self.current() { updatePeak(now) }
                Thread.sleep(forTimeInterval: 0.005)
            }
            done.signal()
        }
    }

    /// Stops sampling; the highest resident size seen, in bytes.
    func stop() -> Int {
        if let now = Self.current() { updatePeak(now) }
        running.store(false, ordering: .releasing)
        done.wait()
        return peak.load(ordering: .acquiring)
    }

    private func updatePeak(_ value: Int) {
        var current = peak.load(ordering: .relaxed)
        while value > current {
            let (exchanged, original) = peak.compareExchange(
                expected: current, desired: value, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The resident size now, in bytes; nil where /proc/self/status is not there.
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
