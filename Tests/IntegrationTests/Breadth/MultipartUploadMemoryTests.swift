import Foundation
@testable import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LargeTransferMemoryTests {
    /// A 200 MB file part uploaded to the fixture server keeps the process's
    /// resident memory within 64 MB of where it started: the body is read from
    /// disk a piece at a time, never whole. Sampled from /proc/self/status, so
    /// where that is missing the test says so and does not run. It measures the
    /// whole process, so it runs only in a process of its own, one suite at a
    /// time (see `LargeTransferMemoryTests`).
    @Suite("Memory of a 200 MB multipart upload", .serialized)
    final class MultipartUploadMemoryTests {
        static let size = 200_000_000
        static let limit = 64 * 1024 * 1024

        let server: FixtureServer
        let file: URL
        let form: MultipartForm

        init() async throws {
            server = try await FixtureServer()
            file = try patternFile(size: Self.size, name: "big.bin")
            var form = MultipartForm()
            form.add(name: "caption", value: "big")
            form.add(name: "file", filename: "big.bin", fileURL: file)
            self.form = form
        }

        deinit {
            removeScratch(file)
        }

        func request() -> URLRequest {
            var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/multipart-echo")!)
            request.httpMethod = "POST"
            request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
            request.timeoutInterval = 300
            return request
        }

        func check(_ data: Data, growth: Int, _ path: String) async throws {
            let echo = try JSONDecoder().decode(MultipartEcho.self, from: data)
            #expect(echo.parts.map(\.size) == [3, Int64(Self.size)])
            #expect(echo.parts.last?.sha256 == (try await patternDigest(Self.size, server: server)))
            print("200 MB multipart upload, \(path): resident memory grew \(growth / 1024 / 1024) MB at most")
            #expect(growth < Self.limit)
        }

        @Test func streamedFromTheFile() async throws {
            let session = uploadSession()
            let prepared = try form.body.prepare()
            let start = try #require(ResidentMemorySampler.current())
            let sampler = ResidentMemorySampler()
            var request = request()
            request.httpBodyStream = prepared.makeInputStream()
            let (data, response) = try await exchange(request, on: session)
            let growth = sampler.stop() - start
            #expect(response.statusCode == 200)
            try await check(data, growth: growth, "body stream")
        }

        @Test func sentByAPIClient() async throws {
            let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral))
            let start = try #require(ResidentMemorySampler.current())
            let sampler = ResidentMemorySampler()
            let echo = try await client.send(Endpoint<Data>.post("multipart-echo", multipart: form).timeout(.seconds(300)))
            let growth = sampler.stop() - start
            try await check(echo, growth: growth, "APIClient.send")
        }

        @Test func writtenToAFileThenUploadedFromIt() async throws {
            let session = uploadSession()
            let bodyFile = file.deletingLastPathComponent().appendingPathComponent("body")
            let start = try #require(ResidentMemorySampler.current())
            let sampler = ResidentMemorySampler()
            let prepared = try form.body.prepare()
            try prepared.write(to: bodyFile)
            let (data, response) = try await exchange(request(), fromFile: bodyFile, on: session)
            let growth = sampler.stop() - start
            try? FileManager.default.removeItem(at: bodyFile)
            #expect(response.statusCode == 200)
            try await check(data, growth: growth, "temporary file")
        }
    }
}
