import Dispatch
import Foundation

/// The built `requester-demo` program, run as a user runs it: found in the
/// build products directory next to the test bundle, launched with
/// `Process`, its output captured.
public enum DemoExecutable {
    /// How one run ended.
    public struct Run: Sendable {
        public let exitCode: Int32
        public let output: String
        public let errorOutput: String
        /// Wall-clock time the run took.
        public let duration: Duration
    }

    /// Why a run could not happen.
    public enum Failure: Error, CustomStringConvertible {
        case notBuilt(searched: [String])
        case timedOut(arguments: [String], after: Duration)

        public var description: String {
            switch self {
            case .notBuilt(let searched):
                return "requester-demo was not found next to the test bundle (looked in \(searched)). "
                    + "`swift test` builds it; after `swift build --build-tests` it is there too."
            case .timedOut(let arguments, let limit):
                return "requester-demo \(arguments.joined(separator: " ")) did not exit within \(limit)"
            }
        }
    }

    /// The executable, from the products directory the tests run from.
    public static func location() throws -> URL {
        var directories: [URL] = []
        // macOS: the .xctest bundle sits in the products directory.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Linux: the .xctest is itself the running executable, in the products directory.
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent("requester-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.notBuilt(searched: directories.map(\.path))
    }

    /// Runs `requester-demo` with `arguments`; fails if it has not exited
    /// within `limit` (it is then terminated).
    public static func run(_ arguments: [String], within limit: Duration = .seconds(30)) throws -> Run {
        let process = Process()
        process.executableURL = try location()
        process.arguments = arguments
        // Files, not pipes: nothing has to drain them while the program runs.
        let directory = FileManager.default.temporaryDirectory
        let outputFile = directory.appendingPathComponent("requester-demo-\(UUID().uuidString).out")
        let errorFile = directory.appendingPathComponent("requester-demo-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = ContinuousClock.now
        try process.run()
        let (seconds, attoseconds) = limit.components
        let deadline = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
        guard exited.wait(timeout: deadline) == .success else {
            process.terminate()
            process.waitUntilExit()
            throw Failure.timedOut(arguments: arguments, after: limit)
        }
        let duration = ContinuousClock.now - start
        return Run(
            exitCode: process.terminationStatus,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            errorOutput: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
            duration: duration)
    }
}
