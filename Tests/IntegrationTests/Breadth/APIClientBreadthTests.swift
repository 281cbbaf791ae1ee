import Foundation
import Handlers
import Requester
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What /echo says it received.
struct Echo: Decodable, Sendable {
    var method: String
    var query: [String: String]
    var body: String
}

/// Raw answers, the response beside the value, acceptable statuses, a
/// query on every verb and multipart bodies, through APIClient over
/// URLSession to Tests/Fixtures/server.py.
@Suite("APIClient's HTTP breadth on loopback")
final class APIClientBreadthTests {
    let server: FixtureServer
    let client: APIClient

    init() async throws {
        server = try await FixtureServer()
        client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral))
    }

    // MARK: Raw answers

    @Test func rawBytesAndTextArriveAsSent() async throws {
        #expect(try await client.send(Endpoint<Data>.get("bytes", query: ["size": "100000"])) == pattern(100_000))
        let latin1 = Endpoint<String>.get("chunked?chunk=caf%E9&chunk=!&type=text/plain;%20charset=ISO-8859-1")
        #expect(try await client.send(latin1) == "café!")
        let page = try await client.send(Endpoint<String>.get("html", query: ["status": "200"]))
        #expect(page.contains("<h1>Oops</h1>"))
        let echo = try await client.send(Endpoint<Echo>.get("echo"))
        #expect(echo.method == "GET")
    }

    @Test func rawEndpointsSendAcceptAnything() async throws {
        struct Headers: Decodable { var headers: [String: String] }
        let text = try await client.send(Endpoint<String>.get("echo"))
        #expect(try JSONDecoder().decode(Headers.self, from: Data(text.utf8)).headers["Accept"] == "*/*")
    }

    @Test func anUnknownCharsetIsADecodingFailure() async throws {
        let result = await client.outcome(Endpoint<String>.get("chunked?chunk=hi&type=text/plain;%20charset=koi8-r"))
        guard case .failure(.decoding(_, let response)) = result else {
            Issue.record("expected .decoding, got \(result)")
            return
        }
        #expect(response.body == Data("hi".utf8))
    }

    // MARK: The response beside the value

    @Test func theResponseCarriesHeadersAndTheURLThatAnswered() async throws {
        let head = try await client.sendResponse(Endpoint.head("meta"))
        #expect(head.response.statusCode == 200)
        #expect(head.response.header("X-Method") == "HEAD")
        #expect(head.response.header("ETag") == "\"meta-1\"")
        #expect(head.response.body.isEmpty)
        let redirected = try await client.sendResponse(Endpoint<User>.get("redirect", query: ["to": "/json"]))
        #expect(redirected.value == ada)
        #expect(redirected.response.url?.path == "/json")
        #expect(String(decoding: redirected.response.body, as: UTF8.self).contains("\"Ada\""))
    }

    // MARK: Acceptable statuses

    @Test func aConditionalRequestTakesA304AsASuccess() async throws {
        let conditional = ["If-None-Match": "\"abc\""]
        let empty = try await client.sendResponse(
            Endpoint<Empty>.get("etag", query: ["etag": "abc"], headers: conditional).acceptableStatusCodes([200, 304]))
        #expect(empty.response.statusCode == 304)
        #expect(empty.response.header("ETag") == "\"abc\"")
        let raw = try await client.send(
            Endpoint<Data>.get("etag", query: ["etag": "abc"], headers: conditional).acceptableStatusCodes([200, 304]))
        #expect(raw.isEmpty)
        let plain = await client.outcome(Endpoint<Empty>.get("etag", query: ["etag": "abc"], headers: conditional))
        guard case .failure(.status(let error)) = plain else {
            Issue.record("a 304 outside the set is .status, got \(plain)")
            return
        }
        #expect(error.statusCode == 304)
    }

    // MARK: Verbs

    @Test func everyVerbCarriesItsQuery() async throws {
        let query = ["page": "2", "q": "a b&c"]
        let endpoints: [Endpoint<Echo>] = [
            .post("echo", body: ["k": "v"], query: query), .put("echo", body: ["k": "v"], query: query),
            .patch("echo", body: ["k": "v"], query: query), .delete("echo", query: query),
            .post("echo", data: Data("raw".utf8), contentType: "text/plain", query: query),
        ]
        for endpoint in endpoints {
            let echo = try await client.send(endpoint)
            #expect(echo.method == endpoint.method)
            #expect(echo.query == query)
        }
    }

    // MARK: Multipart

    @Test(arguments: SessionKind.allCases)
    func aMultipartFormArrivesPartByPart(_ kind: SessionKind) async throws {
        let file = try patternFile(size: 2_000_000, name: "photo.jpg")
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "title", value: "Holidays ✓")
        form.add(name: "photo", filename: "photo.jpg", contentType: "image/jpeg", fileURL: file)
        form.add(name: "note", filename: "n.txt", contentType: "text/plain", data: Data("hi".utf8))
        let client = APIClient(baseURL: server.baseURL, transport: kind.transport())
        for endpoint in [Endpoint<MultipartEcho>.post("multipart-echo", multipart: form),
                         .put("multipart-echo", multipart: form, query: ["v": "1"])] {
            let echo = try await client.send(endpoint)
            #expect(echo.parts.map(\.name) == ["title", "photo", "note"])
            #expect(echo.parts.map(\.size) == [12, 2_000_000, 2])
            #expect(echo.parts[1].sha256 == (try await patternDigest(2_000_000, server: server)))
            #expect(echo.contentType?.hasPrefix("multipart/form-data; boundary=") == true)
        }
    }

    @Test func aRetriedUploadReadsItsFileFromTheStartAgain() async throws {
        let file = try patternFile(size: 1_000_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "f.bin", fileURL: file)
        let client = APIClient(
            baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral), retryPolicy: fastRetry)
        let key = uniqueKey()
        let echo = try await client.send(
            Endpoint<MultipartEcho>.put("multipart-echo", multipart: form, query: ["key": key, "fail": "1"]))
        #expect(echo.attempt == 2)
        #expect(echo.parts.map(\.size) == [1_000_000])
        #expect(echo.parts.first?.sha256 == (try await patternDigest(1_000_000, server: server)))
    }

    @Test func aMissingFileFailsBeforeAnythingIsSent() async throws {
        var form = MultipartForm()
        form.add(name: "file", filename: "gone.bin", fileURL: URL(fileURLWithPath: "/nonexistent/gone.bin"))
        let result = await client.outcome(Endpoint<MultipartEcho>.post("multipart-echo", multipart: form))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.transportCode == .fileDoesNotExist)
        #expect(try await server.count(path: "/multipart-echo") == 0)
    }

    @Test func aFileRemovedAfterItWasFoundFailsWithItsOwnError() async throws {
        let file = try patternFile(size: 100_000)
        defer { removeScratch(file) }
        var form = MultipartForm()
        form.add(name: "file", filename: "f.bin", fileURL: file)
        let client = APIClient(
            baseURL: server.baseURL, transport: URLSessionTransport(configuration: .ephemeral),
            adapters: [RemovingFile(url: file)])
        let result = await client.outcome(Endpoint<MultipartEcho>.post("multipart-echo", multipart: form))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.transportCode == .fileDoesNotExist)
    }
}

/// Removes a file once the request naming it is built: gone between
/// preparing the body and sending it.
struct RemovingFile: RequestAdapter {
    let url: URL
    func adapt(_ request: URLRequest) throws -> URLRequest {
        try FileManager.default.removeItem(at: url)
        return request
    }
}
