import Foundation

/// Tests/Fixtures/server.py on a free loopback port, started once per
/// benchmark process the first time a loopback workload asks for it.
///
/// The same launch as Sources/TransportFaultMatrix/FixtureServer.swift, kept
/// here as one server for the whole benchmark process: python3 prints its
/// port as the first line, and exits when our end of its stdin closes, so
/// the server goes away with the benchmark process.
final class LoopbackServer: Sendable {
    let baseURL: URL
    private let process: Process
    // Kept open for the life of the benchmark process: closing it stops the server.
    private let stdin: Pipe

    /// Started on first use; a server that cannot start stops the benchmark loudly.
    static let shared: LoopbackServer = {
        do {
            return try LoopbackServer()
        } catch {
            fatalError("The fixture server did not start: \(error)")
        }
    }()

    private static let scriptPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RequesterBenchmarks
        .deletingLastPathComponent()  // Benchmarks (targets)
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Tests/Fixtures/server.py").path

    private struct NoPort: Error, CustomStringConvertible {
        let description: String
    }

    private init() throws {
        guard FileManager.default.fileExists(atPath: Self.scriptPath) else {
            throw NoPort(description: "no script at \(Self.scriptPath)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // As Sources/TransportFaultMatrix/FixtureServer.swift starts it. (The script
        // turns Nagle's algorithm off itself: without that, every GET waited
        // ~40 ms for the client's delayed ACK, whatever the client did.)
        process.arguments = ["python3", Self.scriptPath, "--exit-with-stdin"]
        let stdout = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin
        try process.run()
        // Blocks until the first line; EOF (the process died) ends it too.
        var buffer = Data()
        while !buffer.contains(0x0A) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        let line = String(decoding: buffer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(line) else {
            process.terminate()
            throw NoPort(description: "the server announced no port (printed \(line.debugDescription))")
        }
        self.process = process
        self.stdin = stdin
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }
}
