import Foundation
import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LargeTransferMemoryTests {
    /// A 200 MB body downloaded to a file through `APIClient.download(_:to:)`
    /// keeps the process's resident memory within 64 MB of where it started:
    /// the body goes to disk through a buffer of at most 1 MB, and the session
    /// delegate holds FoundationNetworking back when chunks wait for it
    /// (`BoundedDelegateQueue`). Sampled from /proc/self/status; it measures
    /// the whole process, so it runs only in a process of its own, one suite
    /// at a time (see `LargeTransferMemoryTests`).
    @Suite("Memory of a 200 MB download", .serialized)
    final class DownloadMemoryTests {
        static let size = 200_000_000
        static let limit = 64 * 1024 * 1024

        let server: FixtureServer
        let directory: URL

        init() async throws {
            server = try await FixtureServer()
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("download-memory-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: directory)
        }

        @Test(arguments: ["", "&chunked=1"])
        func aLargeDownloadGoesToDiskNotMemory(_ framing: String) async throws {
            let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral))
            let destination = directory.appendingPathComponent("big.bin")
            let endpoint = Endpoint<Data>.get("bytes?size=\(Self.size)\(framing)").timeout(.seconds(300))
            let start = try #require(ResidentMemorySampler.current())
            let sampler = ResidentMemorySampler()
            let url = try await client.sendDownload(endpoint, to: destination)
            let growth = sampler.stop() - start
            #expect(url == destination)
            try expectPattern(in: destination, size: Self.size)
            print("200 MB download\(framing.isEmpty ? "" : " (chunked)"): resident memory grew \(growth / 1024 / 1024) MB at most")
            #expect(growth < Self.limit)
            try FileManager.default.removeItem(at: destination)
        }

        /// The file holds /bytes's pattern, `size` bytes of it, read a megabyte at a time.
        private func expectPattern(in file: URL, size: Int) throws {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            let step = 251 * 4096
            let block = pattern(step)
            var offset = 0
            while offset < size {
                let piece = try #require(try handle.read(upToCount: step))
                #expect(piece == block.prefix(piece.count), "at offset \(offset)")
                guard piece == block.prefix(piece.count) else { return }
                offset += piece.count
            }
            #expect(try handle.read(upToCount: 1) == nil)
            #expect(offset == size)
        }
    }
}
