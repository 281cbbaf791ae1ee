import Foundation
import Handlers
@testable import Requester
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture server's breadth routes, met through the transport and
/// APIClient as they are today, with the parsers and bodies built for it:
/// what the wiring will stand on.
@Suite("HTTP breadth routes of the fixture server")
final class BreadthFixtureTests {
    let server: FixtureServer
    let client: APIClient
    let transport = ephemeralTransport()

    init() async throws {
        server = try await FixtureServer()
        client = APIClient(baseURL: server.baseURL, transport: transport)
    }

    /// The response to a request for `path` (with its query), through the transport.
    func fetch(_ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> HTTPResponse {
        var request = URLRequest(url: URL(string: "\(server.baseURL.absoluteString)/\(path)")!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        guard let response = try await transport.send(request).first() else { throw URLError(.zeroByteResource) }
        return response
    }

    // MARK: Bodies through APIClient (factories that need no new wiring)

    @Test func aFormArrivesSortedAndDecodesToTheSameFields() async throws {
        let form = ["name": "Ada Lovelace", "a&b": "1+1=2", "é": "😀", "empty": ""]
        let echo = try await client.send(Endpoint<FormEcho>.post("form-echo", form: form))
        #expect(echo.contentType == "application/x-www-form-urlencoded")
        #expect(echo.fields == form.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
        #expect(echo.body == "a%26b=1%2B1%3D2&empty=&name=Ada+Lovelace&%C3%A9=%F0%9F%98%80")
    }

    @Test(arguments: ["POST", "PUT"])
    func rawDataArrivesAsItIs(_ method: String) async throws {
        let data = pattern(100_000)
        let endpoint: Endpoint<UploadEcho> = method == "POST"
            ? .post("upload", data: data, contentType: "application/x-pattern")
            : .put("upload", data: data, contentType: "application/x-pattern")
        let echo = try await client.send(endpoint)
        #expect(echo.method == method)
        #expect(echo.bytes == 100_000)
        #expect(echo.contentType == "application/x-pattern")
        #expect(echo.contentLength == "100000")
        #expect(echo.sha256 == (try await patternDigest(100_000, server: server)))
    }

    @Test func headSucceedsWithHeadersAndNoBody() async throws {
        #expect(try await client.send(Endpoint<Empty>.head("meta")) == Empty())
        let response = try await fetch("meta", method: "HEAD")
        #expect(response.statusCode == 200)
        #expect(response.header("X-Method") == "HEAD")
        #expect(response.header("X-Total-Count") == "42")
        #expect(response.header("Link")?.contains("rel=\"next\"") == true)
        #expect(response.body.isEmpty)
    }

    // MARK: Routes the wiring will use

    @Test func aMatchingIfNoneMatchIsA304WithTheETag() async throws {
        let fresh = try await fetch("etag?etag=abc")
        #expect(fresh.statusCode == 200)
        #expect(fresh.header("ETag") == "\"abc\"")
        let cached = try await fetch("etag?etag=abc", headers: ["If-None-Match": "\"abc\""])
        #expect(cached.statusCode == 304)
        #expect(cached.header("ETag") == "\"abc\"")
        #expect(cached.body.isEmpty)
        #expect(try await fetch("etag?etag=new", headers: ["If-None-Match": "\"abc\""]).statusCode == 200)
    }

    @Test func serverSentEventsResumeFromTheLastEventID() async throws {
        let key = uniqueKey()
        let first = try await fetch("sse?key=\(key)&count=2&retry=150")
        #expect(first.header("Content-Type") == "text/event-stream")
        var parser = ServerSentEventParser()
        #expect(try parser.parse(first.body) == [
            ServerSentEvent(id: "1", event: "tick", data: "tick 1", retry: .milliseconds(150)),
            ServerSentEvent(id: "2", event: "tick", data: "tick 2"),
        ])
        #expect(parser.reconnectionTime == .milliseconds(150))
        let second = try await fetch("sse?key=\(key)&count=2", headers: ["Last-Event-ID": parser.lastEventID])
        var next = ServerSentEventParser(lastEventID: parser.lastEventID)
        #expect(try next.parse(second.body).map(\.id) == ["3", "4"])
        #expect(try await fetch("sse?key=\(key)&total=4", headers: ["Last-Event-ID": "4"]).statusCode == 204)
        struct Log: Decodable { var lastEventIDs: [String?] }
        let log = try JSONDecoder().decode(Log.self, from: try await fetch("sse-log?key=\(key)").body)
        #expect(log.lastEventIDs == [nil, "2", "4"])
    }

    @Test func aStreamDroppedMidBodyFailsTheExchange() async throws {
        await #expect(throws: RequestError.self) {
            _ = try await self.fetch("sse?key=\(uniqueKey())&count=1&drop=1")
        }
        await #expect(throws: RequestError.self) {
            _ = try await self.fetch("bytes?size=100000&drop_at=5000")
        }
    }

    @Test func chunksArriveAsSentAndDecodeInTheirCharset() async throws {
        let utf8 = try await fetch("chunked?chunk=a%0D&chunk=%0Ab%C3&chunk=%A9&ms=5")
        #expect(utf8.body == Data([0x61, 0x0D, 0x0A, 0x62, 0xC3, 0xA9]))
        var lines = LineDecoder(charset: try TextCharset.declared(byContentType: utf8.header("Content-Type")))
        #expect(try lines.lines(in: utf8.body.prefix(5)) + lines.lines(in: utf8.body.dropFirst(5)) + lines.finish()
                == ["a", "bé"])
        let latin1 = try await fetch("chunked?chunk=caf%E9&type=text/plain;%20charset=ISO-8859-1")
        let charset = try TextCharset.declared(byContentType: latin1.header("Content-Type"))
        #expect(try TextStreamDecoder.decode(latin1.body, charset: charset) == "café")
    }

    @Test(arguments: ["", "&chunked=1"])
    func bytesOfAnySizeAndPace(_ framing: String) async throws {
        let response = try await fetch("bytes?size=100000&chunk=7000&ms=1" + framing)
        #expect(response.body == pattern(100_000))
        let head = try await fetch("bytes?size=100000" + framing, method: "HEAD")
        #expect(head.body.isEmpty)
        #expect(head.header("X-Content-SHA256") == (try await patternDigest(100_000, server: server)))
    }
}
