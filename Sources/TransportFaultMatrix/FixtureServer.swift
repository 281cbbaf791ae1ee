import Dispatch
import Foundation
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tests/Fixtures/server.py (Python's standard library only), started on a
/// free loopback port and stopped when the last reference goes away.
///
/// Each `FaultCase` starts one for its run; the integration tests start one
/// per suite instance, that is per test case. Starting fails loudly (`init`
/// throws) when python3 is missing, the script is not found, or no port is
/// announced in time. The server also exits by itself when our end of its
/// stdin closes, so a crashed test run leaves nothing behind. Its routes
/// are listed in the script's docstring.
///
/// Starting and stopping never block the caller's thread: a test run
/// starts hundreds of servers, each taking a fifth of a second (seconds on
/// a loaded machine) to announce its port, and a wait on one of Swift
/// concurrency's few threads (two on a two-core machine) holds up every
/// other test, long enough for their own time bounds to fail them.
public final class FixtureServer: Sendable {
    /// Why the server did not start.
    public enum StartError: Error, CustomStringConvertible {
        /// No script at this path.
        case scriptMissing(String)
        /// python3 could not be launched, for this reason.
        case couldNotLaunch(String)
        /// The server printed no port; what it wrote to its standard error.
        case noPort(String)

        /// What went wrong, for a test's failure message.
        public var description: String {
            switch self {
            case .scriptMissing(let path): return "The fixture server script is missing at \(path)"
            case .couldNotLaunch(let reason): return "python3 Tests/Fixtures/server.py could not be launched: \(reason)"
            case .noPort(let output): return "The fixture server announced no port. Its output: \(output)"
            }
        }
    }

    /// The loopback port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let process: Process
    private let stdin: Pipe
    /// The server's standard error: tracebacks of handlers that failed.
    /// Kept until the server stops, and printed then if not empty, so a
    /// fixture that broke mid-test shows why instead of leaving only the
    /// client's view of it (a dropped connection, a timeout).
    private let errorLog: URL

    /// Tests/Fixtures/server.py in the checkout this file was built from
    /// (a package depending on this one builds it from its checkout, which
    /// holds the script too).
    public static let scriptPath: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TransportFaultMatrix
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Tests/Fixtures/server.py").path

    /// Starts the script at `scriptPath` and waits (up to thirty seconds:
    /// Python starts slowly on a loaded machine) for its port, suspended,
    /// taking its turn among the servers starting at the same moment
    /// (`FixtureServerStarts`).
    public init(scriptPath: String = FixtureServer.scriptPath) async throws {
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            throw StartError.scriptMissing(scriptPath)
        }
        let launched = try await FixtureServerStarts.shared.run { try await Self.launch(scriptPath) }
        self.errorLog = launched.errorLog
        self.process = launched.process
        self.stdin = launched.stdin
        self.port = launched.port
        self.baseURL = URL(string: "http://127.0.0.1:\(launched.port)")!
    }

    /// A server process that announced its port.
    private struct Launched: Sendable {
        let process: Process
        let stdin: Pipe
        let errorLog: URL
        let port: Int
    }

    private static func launch(_ scriptPath: String) async throws -> Launched {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Exits when our end of its stdin closes: a crashed run leaves no server.
        process.arguments = ["python3", scriptPath, "--exit-with-stdin"]
        let stdout = Pipe(), stdin = Pipe()
        // Errors go to a file, not a pipe: nobody drains a pipe while tests run,
        // and a full one would stall the server.
        let errorLog = FileManager.default.temporaryDirectory
            .appendingPathComponent("fixture-server-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw StartError.couldNotLaunch("\(error)")
        }
        guard let line = await firstLine(of: stdout.fileHandleForReading, within: .seconds(30)),
              let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: errorLog)
            throw StartError.noPort(errors)
        }
        return Launched(process: process, stdin: stdin, errorLog: errorLog, port: port)
    }

    deinit {
        process.terminate()
        try? stdin.fileHandleForWriting.close()
        // Reaped on a thread of its own: the last reference often goes on
        // one of Swift concurrency's threads, which must not wait.
        let process = process, errorLog = errorLog, port = port
        Thread.detachNewThread {
            process.waitUntilExit()
            if let errors = try? String(contentsOf: errorLog, encoding: .utf8), !errors.isEmpty {
                print("fixture server on port \(port) wrote to its standard error:\n\(errors)")
            }
            try? FileManager.default.removeItem(at: errorLog)
        }
    }

    /// How many requests the server counted under `key` (the `key` query item).
    public func count(key: String) async throws -> Int {
        try await counter("count?key=\(key)")
    }

    /// How many requests the server counted for `path`.
    public func count(path: String) async throws -> Int {
        try await counter("count?path=\(path)")
    }

    /// A port on which nothing listens (a refused connection).
    public func closedPort() async throws -> Int {
        struct Port: Decodable { let port: Int }
        let (data, _) = try await Self.session.data(from: baseURL.appendingPathComponent("closed-port"))
        return try JSONDecoder().decode(Port.self, from: data).port
    }

    /// The SHA-256 (hex) the server computes for `size` bytes of `/bytes`'s
    /// pattern (byte i is i % 251), from `HEAD /bytes`.
    public func patternDigest(size: Int) async throws -> String {
        var request = URLRequest(url: URL(string: "\(baseURL.absoluteString)/bytes?size=\(size)")!)
        request.httpMethod = "HEAD"
        let (_, response) = try await Self.session.data(for: request)
        guard let digest = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Content-SHA256") else {
            throw URLError(.badServerResponse)
        }
        return digest
    }

    private func counter(_ query: String) async throws -> Int {
        struct Count: Decodable { let count: Int }
        let (data, _) = try await Self.session.data(from: URL(string: "\(baseURL.absoluteString)/\(query)")!)
        return try JSONDecoder().decode(Count.self, from: data).count
    }

    /// For the harness's own questions to the server, outside the code under test.
    private static let session = URLSession(configuration: .ephemeral)

    /// The first line `handle` writes, or nil if none comes within `timeout`
    /// (or the process ends first). Read on a thread of its own; the caller
    /// is suspended, not blocked.
    private static func firstLine(of handle: FileHandle, within timeout: DispatchTimeInterval) async -> String? {
        await withCheckedContinuation { continuation in
            // Whichever comes first, the line or the timeout, resumes.
            let pending = Locked<CheckedContinuation<String?, Never>?>(continuation)
            let resume = { @Sendable (line: String?) in
                pending.withLock { waiting in
                    waiting?.resume(returning: line)
                    waiting = nil
                }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { resume(nil) }
            Thread.detachNewThread {
                var buffer = Data()
                while !buffer.contains(0x0A) {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }  // EOF: the process died
                    buffer.append(chunk)
                }
                resume(buffer.firstIndex(of: 0x0A).map { String(decoding: buffer[..<$0], as: UTF8.self) })
            }
        }
    }
}
