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
/// per suite instance. Starting fails loudly (`init` throws) when python3 is
/// missing, the script is not found, or no port is announced in time. The
/// server also exits by itself when our end of its stdin closes, so a
/// crashed test run leaves nothing behind. Its routes are listed in the
/// script's docstring.
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

    /// Starts the script at `scriptPath` and waits (up to ten seconds) for its port.
    public init(scriptPath: String = FixtureServer.scriptPath) throws {
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            throw StartError.scriptMissing(scriptPath)
        }
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
        guard let line = Self.firstLine(of: stdout.fileHandleForReading, within: .seconds(10)),
              let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: errorLog)
            throw StartError.noPort(errors)
        }
        self.errorLog = errorLog
        self.process = process
        self.stdin = stdin
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    deinit {
        process.terminate()
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        if let errors = try? String(contentsOf: errorLog, encoding: .utf8), !errors.isEmpty {
            print("fixture server on port \(port) wrote to its standard error:\n\(errors)")
        }
        try? FileManager.default.removeItem(at: errorLog)
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

    /// The first line `handle` writes, or nil if none comes within `timeout`.
    private static func firstLine(of handle: FileHandle, within timeout: DispatchTimeInterval) -> String? {
        let result = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = Data()
            while !buffer.contains(0x0A) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }  // EOF: the process died
                buffer.append(chunk)
            }
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                result.withLock { $0 = line }
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
