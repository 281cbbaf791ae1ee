import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's nginx on a free 127.0.0.1 port, serving `/json` (`{"id": 1,
/// "name": "Ada"}`) from a generated configuration in a temporary folder;
/// started by the benchmark and stopped by `stop()`. A server far faster
/// than the clients measured: the Python fixture server is too slow to
/// measure a client against. Missing nginx fails loudly.
final class Nginx {
    enum Failure: Error, CustomStringConvertible {
        case missing
        case didNotStart(String)

        var description: String {
            switch self {
            case .missing:
                "nginx is not installed (looked in PATH, /usr/sbin, /usr/local/sbin): apt-get install -y nginx"
            case .didNotStart(let log): "nginx did not start. Its error log:\n\(log)"
            }
        }
    }

    let baseURL: URL
    private let process: Process
    private let folder: URL
    private var signalSources: [any DispatchSourceSignal] = []
    /// Held while nginx is stopped, so that an interrupt's stop and the main
    /// thread's never run side by side (two removals of one folder race).
    private let stopping = NSLock()
    /// The signals that stop nginx with the benchmark.
    private static let stopSignals = [SIGINT, SIGTERM]

    static let body = #"{"id": 1, "name": "Ada"}"#

    init() throws {
        guard let binary = Self.findBinary() else { throw Failure.missing }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-nginx-\(UUID().uuidString)")
        let www = folder.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        try Data(Self.body.utf8).write(to: www.appendingPathComponent("json"))
        let port = try Self.freePort()
        let configuration = folder.appendingPathComponent("nginx.conf")
        try Self.configuration(folder: folder.path, port: port).write(to: configuration, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["-p", folder.path, "-c", configuration.path, "-e", folder.appendingPathComponent("error.log").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        self.folder = folder
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        signalSources = Self.stopOnSignals(process, folder: folder, lock: stopping)
        guard waitUntilServing() else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
            stop()
            throw Failure.didNotStart(log)
        }
    }

    /// Stops nginx (SIGTERM, a fast shutdown) and removes its folder.
    func stop() {
        stopping.lock()
        defer { stopping.unlock() }
        for source in signalSources { source.cancel() }
        // Ignored while the sources listened: an interrupt now ends the process as usual.
        for signalNumber in Self.stopSignals { signal(signalNumber, SIG_DFL) }
        Self.stop(process, folder: folder)
    }

    private static func stop(_ process: Process, folder: URL) {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Stops nginx when the benchmark itself is interrupted (Ctrl-C) or
    /// terminated (a profiler's `kill`): otherwise nginx outlives it,
    /// holding its port and folder.
    private static func stopOnSignals(_ process: Process, folder: URL, lock: NSLock) -> [any DispatchSourceSignal] {
        stopSignals.map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                // Held until the process ends: the main thread, seeing its
                // requests fail, must not stop nginx beside this and exit first.
                lock.lock()
                stop(process, folder: folder)
                _exit(128 + signalNumber)
            }
            source.resume()
            return source
        }
    }

    private func waitUntilServing() -> Bool {
        let deadline = Date().addingTimeInterval(10)
        let url = baseURL.appendingPathComponent("json")
        while Date() < deadline, process.isRunning {
            if let data = try? Data(contentsOf: url), String(decoding: data, as: UTF8.self) == Self.body {
                return true
            }
            usleep(50_000)
        }
        return false
    }

    private static func findBinary() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/local/sbin", "/sbin"]
        return folders.map { $0 + "/nginx" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A port nothing listens on now (bound to 0, read, closed).
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.didNotStart("socket() failed: errno \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else { throw Failure.didNotStart("could not bind a loopback port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// One worker (the client needs the other core), no logging, keep-alive
    /// for as many requests as the benchmark sends, temp paths in `folder`.
    private static func configuration(folder: String, port: Int) -> String {
        """
        daemon off;
        master_process on;
        worker_processes 1;
        pid \(folder)/nginx.pid;
        error_log \(folder)/error.log warn;
        events { worker_connections 4096; }
        http {
            access_log off;
            keepalive_requests 10000000;
            keepalive_timeout 300s;
            client_body_temp_path \(folder)/client_body;
            proxy_temp_path \(folder)/proxy;
            fastcgi_temp_path \(folder)/fastcgi;
            uwsgi_temp_path \(folder)/uwsgi;
            scgi_temp_path \(folder)/scgi;
            server {
                listen 127.0.0.1:\(port);
                root \(folder)/www;
                location = /json { default_type application/json; }
            }
        }
        """
    }
}
