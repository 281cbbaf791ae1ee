import Foundation
import Handlers
@testable import Requester
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Multipart bodies sent by URLSession to Tests/Fixtures/server.py, which
/// parses them as they stream and reports each part: the building blocks
/// of `post(_:multipart:...)` before APIClient sends them itself.
@Suite("Multipart bodies over URLSession", .serialized)
final class MultipartUploadTests {
    let server: FixtureServer
    let session = uploadSession()

    init() async throws {
        server = try await FixtureServer()
    }

    /// A POST of `body` to `path` as the form's stream, as a transport gets it.
    func request(_ path: String, _ form: MultipartForm, stream: InputStream) -> URLRequest {
        var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/\(path)")!)
        request.httpMethod = "POST"
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBodyStream = stream
        request.timeoutInterval = 60
        return request
    }

    func echo(_ data: Data) throws -> MultipartEcho {
        try JSONDecoder().decode(MultipartEcho.self, from: data)
    }

    @Test func everyPartArrivesWithItsNameFilenameTypeAndContent() async throws {
        let file = try patternFile(size: 3_000_000, name: "photo.jpg")
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "title", value: "Holidays ✓")
        form.add(name: "photo", filename: "résumé \"final\".jpg", contentType: "image/jpeg", fileURL: file)
        form.add(name: "notes", filename: "notes.txt", contentType: "text/plain; charset=utf-8", data: Data("hi".utf8))
        form.add(name: "empty", value: "")
        let prepared = try form.body.prepare()
        let (data, response) = try await exchange(
            request("multipart-echo", form, stream: prepared.makeInputStream()), on: session)
        #expect(response.statusCode == 200)
        let echo = try echo(data)
        #expect(echo.bytes == prepared.contentLength)
        #expect(echo.contentType == form.contentType)
        #expect(echo.parts.map(\.name) == ["title", "photo", "notes", "empty"])
        #expect(echo.parts.map(\.filename) == [nil, "résumé %22final%22.jpg", "notes.txt", nil])
        #expect(echo.parts[1].filenameDecoded == "résumé \"final\".jpg")
        #expect(echo.parts.map(\.contentType) == [nil, "image/jpeg", "text/plain; charset=utf-8", nil])
        #expect(echo.parts.map(\.size) == [12, 3_000_000, 2, 0])
        #expect(echo.parts[0].text == "Holidays ✓")
        #expect(echo.parts[1].sha256 == (try await patternDigest(3_000_000, server: server)))
        #if canImport(FoundationNetworking)
        // FoundationNetworking never announces a stream's length: the body goes chunked.
        #expect(echo.transferEncoding == "chunked")
        #expect(echo.contentLength == nil)
        #endif
    }

    @Test func aRetryReadsTheBodyFromItsStartAgain() async throws {
        let file = try patternFile(size: 500_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "a.bin", fileURL: file)
        let key = uniqueKey()
        var attempts: [(Int, MultipartEcho?)] = []
        for _ in 1...2 {
            // Each attempt prepares the body again and reads it through a new stream.
            let stream = try form.body.prepare().makeInputStream()
            let (data, response) = try await exchange(
                request("multipart-echo?key=\(key)&fail=1", form, stream: stream), on: session)
            attempts.append((response.statusCode, try? echo(data)))
        }
        #expect(attempts.map(\.0) == [503, 200])
        #expect(attempts[1].1?.parts.map(\.size) == [500_000])
        #expect(attempts[1].1?.parts.first?.sha256 == (try await patternDigest(500_000, server: server)))
    }

    @Test func aFileMissingWhenTheAttemptIsPreparedFailsBeforeSending() async throws {
        var form = MultipartForm()
        form.add(name: "file", filename: "gone.bin", fileURL: URL(fileURLWithPath: "/nonexistent/gone.bin"))
        #expect { try form.body.prepare() } throws: { error in
            guard case .transport(let urlError) = error as? RequestError else { return false }
            return urlError.code == .fileDoesNotExist
        }
        #expect(try await server.count(path: "/multipart-echo") == 0)
    }

    @Test func aFileRemovedMidAttemptFailsTheUploadAndTheStreamSaysWhy() async throws {
        let file = try patternFile(size: 1000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "a.bin", fileURL: file)
        let stream = try form.body.prepare().makeInputStream()
        try FileManager.default.removeItem(at: file)
        await #expect {
            _ = try await exchange(self.request("multipart-echo", form, stream: stream), on: self.session)
        } throws: { error in
            #if canImport(FoundationNetworking)
            // "operation aborted by callback": the session's error says nothing of the file.
            return (error as? URLError)?.code == .unknown
            #else
            return error is URLError
            #endif
        }
        // The stream keeps the cause, for the transport to report instead.
        #expect(stream.failure?.code == .fileDoesNotExist)
    }

    @Test func aBodyWrittenToAFileUploadsWithItsLength() async throws {
        let file = try patternFile(size: 2_000_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "a", value: "1")
        form.add(name: "file", filename: "f.bin", fileURL: file)
        let prepared = try form.body.prepare()
        let bodyFile = file.deletingLastPathComponent().appendingPathComponent("body")
        try prepared.write(to: bodyFile)
        var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/multipart-echo")!)
        request.httpMethod = "POST"
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        let (data, response) = try await exchange(request, fromFile: bodyFile, on: session)
        #expect(response.statusCode == 200)
        let echo = try echo(data)
        #expect(echo.contentLength == prepared.contentLength.map(String.init))
        #expect(echo.transferEncoding == nil)
        #expect(echo.parts.map(\.size) == [1, 2_000_000])
        #expect(echo.parts[1].sha256 == (try await patternDigest(2_000_000, server: server)))
    }
}
