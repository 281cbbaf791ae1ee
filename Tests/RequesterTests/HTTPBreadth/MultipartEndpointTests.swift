import Foundation
import Handlers
@testable import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Multipart endpoints through APIClient over StubTransport, which reads a
/// streamed body when it takes the call and records it as `httpBody`.
@Suite("Multipart endpoints: files read when each attempt is sent")
final class MultipartEndpointTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("multipart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String, _ content: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(content.utf8).write(to: url)
        return url
    }

    func form(_ fileURL: URL) -> MultipartForm {
        var form = MultipartForm(boundary: "B")
        form.add(name: "title", value: "Hi")
        form.add(name: "doc", filename: "a.txt", contentType: "text/plain", fileURL: fileURL)
        return form
    }

    func expectedBody(_ content: String) -> Data {
        Data(("--B\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHi\r\n"
              + "--B\r\nContent-Disposition: form-data; name=\"doc\"; filename=\"a.txt\"\r\n"
              + "Content-Type: text/plain\r\n\r\n\(content)\r\n--B--\r\n").utf8)
    }

    @Test func theFormGoesAsAStreamWithItsContentType() throws {
        let endpoint = Endpoint<Empty>.post(
            "uploads", multipart: form(try file("a.txt", "hello")),
            headers: ["Content-Type": "application/json"])
        let request = try endpoint.urlRequest(relativeTo: baseURL)
        #expect(request.httpBody == nil)
        #expect(request.httpBodyStream is BodyInputStream)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=B")
        #expect(request.value(forHTTPHeaderField: "Accept") == "*/*")
    }

    @Test func aRetryReadsTheFileFromItsStartAgain() throws {
        let url = try file("a.txt", "hello")
        stub.stub("PUT", "/v1/uploads", .status(503), .json("{}"))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        let observer = scheduler.start { client.request(Endpoint<Empty>.put("uploads", multipart: self.form(url))) }
        #expect(observer.elements == [Empty()])
        #expect(stub.requests.map(\.httpBody) == [expectedBody("hello"), expectedBody("hello")])
    }

    @Test func aFileChangedBetweenAttemptsIsReadAsItIsThen() throws {
        let url = try file("a.txt", "first")
        stub.stub("PUT", "/v1/uploads", .status(503), .json("{}"))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        scheduler.scheduleAt(250) { try? Data("second".utf8).write(to: url) }
        let observer = scheduler.start { client.request(Endpoint<Empty>.put("uploads", multipart: self.form(url))) }
        #expect(observer.completed)
        #expect(stub.requests.map(\.httpBody) == [expectedBody("first"), expectedBody("second")])
    }

    @Test func aMissingFileFailsWhenSentAndNothingGoesOut() throws {
        let gone = directory.appendingPathComponent("gone.txt")
        let endpoint = Endpoint<Empty>.post("uploads", multipart: form(gone))
        let observer = scheduler.start { APIClient(baseURL: baseURL, transport: self.stub).request(endpoint) }
        guard case .transport(let error)? = observer.requestError else {
            Issue.record("expected a transport failure, got \(observer.events)")
            return
        }
        #expect(error.code == .fileDoesNotExist)
        #expect(stub.totalCallCount == 0)
    }

    @Test func aFileRemovedAfterItWasFoundFailsWithItsOwnError() throws {
        let url = try file("a.txt", "hello")
        stub.stub("POST", "/v1/uploads", .json("{}"))
        let client = APIClient(baseURL: baseURL, transport: stub, adapters: [RemovingAdapter(url: url)])
        let observer = scheduler.start { client.request(Endpoint<Empty>.post("uploads", multipart: self.form(url))) }
        guard case .transport(let error)? = observer.requestError else {
            Issue.record("expected a transport failure, got \(observer.events)")
            return
        }
        #expect(error.code == .fileDoesNotExist)
    }

    @Test func aPartTypeWithALineBreakFailsBeforeSending() {
        var form = MultipartForm()
        form.add(name: "f", filename: "f", contentType: "text/plain\r\nX-Evil: 1", data: Data())
        let observer = scheduler.start {
            APIClient(baseURL: baseURL, transport: self.stub).request(Endpoint<Empty>.post("uploads", multipart: form))
        }
        #expect(observer.requestError != nil)
        #expect(stub.totalCallCount == 0)
    }

    @Test func theLoggerPrintsAPlaceholderAndLeavesTheStreamUnread() throws {
        let lines = Locked<[String]>([])
        let logger = RequestLogger(options: .all, sink: { line in lines.withLock { $0.append(line) } })
        stub.stub("POST", "/v1/uploads", .json("{}"))
        let client = APIClient(baseURL: baseURL, transport: stub, logger: logger)
        let form = form(try file("a.txt", "hello"))
        let observer = scheduler.start { client.request(Endpoint<Empty>.post("uploads", multipart: form)) }
        #expect(observer.completed)
        let length = expectedBody("hello").count
        #expect(lines.withLock { $0 }.first?.contains("    <streamed body, \(length) bytes>") == true)
        // The transport still read the whole body: the logger read none of it.
        #expect(stub.requests.last?.httpBody == expectedBody("hello"))
    }
}

/// Removes a file once the request naming it was built: a file gone between
/// preparing the body and sending it.
private struct RemovingAdapter: RequestAdapter {
    let url: URL
    func adapt(_ request: URLRequest) throws -> URLRequest {
        try FileManager.default.removeItem(at: url)
        return request
    }
}
