import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The samples of Docs/Networking.md's HTTP sections (raw answers, the
// response with the value, acceptable statuses, verbs, bodies, transfers,
// stubbed steps), compiled and run over StubTransport; NetworkingDocTests
// checks the page against this file too.
let networkingHTTPDocTestsFile = #filePath

// MARK: Docs "Verbs and queries"
enum SearchAPI {
    static let search = Endpoint<[Article]>.post("articles/search", body: ["tag": "swift"], query: ["page": "2"])
    static let archive = Endpoint<Empty>.delete("articles/42", query: ["soft": "true"])
    static let touch = Endpoint<Article>.patch("articles/42", body: ["read": true], query: ["notify": "false"])
    static let exists = Endpoint.head("articles/42", query: ["lang": "en"])  // Endpoint<Empty>
}

private struct Photo: Decodable, Equatable, Sendable {
    var id: Int
}

/// Printed lines, for samples that print.
private final class Printed: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ items: [Any]) { lines.withLock { $0.append(items.map { "\($0)" }.joined(separator: " ")) } }
    var all: [String] { lines.withLock { $0 } }
}

@Suite("Docs/Networking.md: the HTTP sections")
struct NetworkingHTTPDocTests {
    let stub = StubTransport()
    var client: APIClient { APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub) }

    // MARK: Docs "Limits: what a server controls"
    @Test func limitsPerClientAndPerEndpoint() {
        let api = URL(string: "https://api.example.com")!
        let client = APIClient(baseURL: api, limits: RequestLimits(maximumBodySize: 4 << 20, deadline: .seconds(30)))
        var large = client.limits
        large.maximumBodySize = nil
        let export = Endpoint<Data>.get("export").limits(large)
        #expect(client.limits.maximumBodySize == 4 << 20)
        #expect(client.limits.maximumLineLength == RequestLimits.default.maximumLineLength)
        #expect(export.limits?.maximumBodySize == nil)
        #expect(export.limits?.deadline == .seconds(30))
    }

    @Test func rawAnswersSample() async throws {
        stub.stub("GET", "/images/logo.png", .status(200, data: Data([0x89, 0x50, 0x4E, 0x47])))
        stub.stub("GET", "/articles/42/notes.txt", .status(200, data: Data([0x63, 0x61, 0x66, 0xE9]),
                                                           headers: ["Content-Type": "text/plain; charset=iso-8859-1"]))
        let client = client
        // MARK: Docs "Raw answers"
        let logo = try await client.send(Endpoint<Data>.get("images/logo.png"))       // the bytes as they came
        let notes = try await client.send(Endpoint<String>.get("articles/42/notes.txt")) // text in the body's charset
        // MARK: end
        #expect(logo == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(notes == "café")
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Accept") } == ["*/*", "*/*"])
    }

    @Test func responseSample() async throws {
        stub.stub("GET", "/articles", .json(#"[{"id": 1, "title": "A"}]"#, headers: [
            "X-Total-Count": "31", "Link": "<https://api.example.com/articles?page=3>; rel=\"next\"", "ETag": "\"p2\"",
        ]))
        stub.stub("HEAD", "/files/report.pdf", .status(200, headers: ["Content-Length": "52000"]))
        let client = client
        // MARK: Docs "The response with the value"
        let page = try await client.sendResponse(Endpoint<[Article]>.get("articles", query: ["page": "2"]))
        let articles = page.value
        let total = page.response.header("X-Total-Count")   // header names in any case
        let next = page.response.header("Link")
        let etag = page.response.header("ETag")

        let head = try await client.sendResponse(Endpoint.head("files/report.pdf"))  // Endpoint<Empty>
        let size = head.response.header("Content-Length")
        // MARK: end
        #expect(articles == [Article(id: 1, title: "A")])
        #expect(total == "31")
        #expect(next?.contains("page=3") == true)
        #expect(etag == "\"p2\"")
        #expect(size == "52000")
    }

    @Test(arguments: [304, 200])
    func acceptableStatusCodesSample(_ status: Int) async throws {
        let etag = "\"v1\""
        stub.stub("GET", "/articles/42", status == 304
            ? .status(304, headers: ["ETag": etag])
            : .json(#"{"id": 42, "title": "New"}"#, headers: ["ETag": "\"v2\""]))
        var cached: [(Article, String?)] = []
        func cache(_ article: Article, etag: String?) { cached.append((article, etag)) }
        let client = client
        // MARK: Docs "Acceptable status codes"
        let conditional = Endpoint<Data>.get("articles/42", headers: ["If-None-Match": etag])
            .acceptableStatusCodes([200, 304])
        let answer = try await client.sendResponse(conditional)
        if answer.response.statusCode == 304 {
            // Not modified: keep the copy you have.
        } else {
            cache(try JSONDecoder().decode(Article.self, from: answer.value), etag: answer.response.header("ETag"))
        }
        // MARK: end
        #expect(cached.map(\.0) == (status == 304 ? [] : [Article(id: 42, title: "New")]))
        #expect(stub.requests.last?.value(forHTTPHeaderField: "If-None-Match") == etag)
    }

    @Test func verbsSample() throws {
        let base = URL(string: "https://api.example.com")!
        #expect(try SearchAPI.search.urlRequest(relativeTo: base).url?.query == "page=2")
        #expect(try SearchAPI.archive.urlRequest(relativeTo: base).url?.query == "soft=true")
        #expect(try SearchAPI.touch.urlRequest(relativeTo: base).httpMethod == "PATCH")
        let exists = try SearchAPI.exists.urlRequest(relativeTo: base)
        #expect(exists.httpMethod == "HEAD")
        #expect(exists.url?.absoluteString == "https://api.example.com/articles/42?lang=en")
    }

    @Test func bodiesSample() async throws {
        struct Session: Decodable { var token: String }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let photoURL = directory.appendingPathComponent("beach.jpg")
        try Data("JPEG".utf8).write(to: photoURL)
        let metadata = Data(#"{"place": "Nice"}"#.utf8)
        let pngData = Data([0x89, 0x50])
        // MARK: Docs "Bodies"
        let login = Endpoint<Session>.post(
            "oauth/token", form: ["grant_type": "password", "username": "ada", "password": "secret"])

        var form = MultipartForm()
        form.add(name: "title", value: "Holidays")
        form.add(name: "photo", filename: "beach.jpg", contentType: "image/jpeg", fileURL: photoURL)
        form.add(name: "meta", filename: "meta.json", contentType: "application/json", data: metadata)
        let upload = Endpoint<Photo>.post("photos", multipart: form)

        let avatar = Endpoint<Empty>.put("me/avatar", data: pngData, contentType: "image/png")
        // MARK: end
        stub.stub("POST", "/oauth/token", .json(#"{"token": "t"}"#))
        stub.stub("POST", "/photos", .json(#"{"id": 7}"#))
        stub.stub("PUT", "/me/avatar", .status(204))
        let client = client
        #expect(try await client.send(login).token == "t")
        #expect(try await client.send(upload) == Photo(id: 7))
        #expect(try await client.send(avatar) == Empty())
        let sent = stub.requests
        #expect(sent[0].httpBody == Data("grant_type=password&password=secret&username=ada".utf8))
        let multipart = String(decoding: sent[1].httpBody ?? Data(), as: UTF8.self)
        #expect(multipart.contains("filename=\"beach.jpg\"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n"))
        #expect(sent[2].value(forHTTPHeaderField: "Content-Type") == "image/png")
    }

    @Test func transfersSample() async throws {
        let printed = Printed()
        @Sendable func print(_ items: Any...) { printed.append(items) }
        let downloads = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: downloads) }
        var form = MultipartForm()
        form.add(name: "title", value: "Holidays")
        stub.stub("POST", "/photos", .json(#"{"id": 7}"#).uploading(40))
        stub.stub("GET", "/exports/2026.zip", .status(200, data: Data(count: 3000)).chunked(1000))
        let client = client
        let bag = DisposeBag()
        // MARK: Docs "Transfers and downloads"
        client.transfer(Endpoint<Photo>.post("photos", multipart: form))
            .subscribe(onNext: { step in
                switch step {
                case .progress(let progress):
                    if let total = progress.expectedSentBytes, total > 0 {
                        print("uploaded \(progress.sentBytes * 100 / total)%")
                    }
                case .completed(let photo):
                    print("uploaded as", photo.id)
                }
            })
            .disposed(by: bag)

        let archive = downloads.appendingPathComponent("2026.zip")
        let saved = try await client.sendDownload(Endpoint<Data>.get("exports/2026.zip"), to: archive) { progress in
            print(progress.receivedBytes, "of", progress.expectedReceivedBytes ?? -1)
        }

        let photo = try await client.send(Endpoint<Photo>.post("photos", multipart: form)) { progress in
            print("sent", progress.sentBytes, "of", progress.expectedSentBytes ?? -1)
        }
        // MARK: end
        #expect(saved == archive)
        #expect(photo == Photo(id: 7))
        #expect(try Data(contentsOf: archive) == Data(count: 3000))
        let uploads = printed.all.filter { $0.hasPrefix("uploaded") }
        #expect(uploads.first?.hasSuffix("%") == true)
        #expect(uploads.suffix(2) == ["uploaded 100%", "uploaded as 7"])
        let downloaded = printed.all.filter { $0.hasSuffix("of -1") || $0.hasSuffix("of 3000") }
        #expect(downloaded.suffix(4) == ["1000 of -1", "2000 of -1", "3000 of -1", "3000 of 3000"])
        // "sent N of TOTAL", the last at the multipart body's size.
        let sent = printed.all.filter { $0.hasPrefix("sent") }.map { $0.split(separator: " ") }
        #expect(sent.count > 1)
        #expect(sent.last.map { $0[1] == $0[3] && $0[3] != "0" && $0[3] != "-1" } == true)
    }

    @Test func stubbedStepsSample() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let stub = StubTransport(scheduler: scheduler)
        let archiveBytes = Data(count: 200_000)
        // MARK: Docs "Stubbing for tests", steps
        stub.stub("GET", "/exports/2026.zip", .status(200, data: archiveBytes).chunked(65_536, every: .milliseconds(10)))
        stub.stub("POST", "/photos", .json(#"{"id": 7}"#).uploading(65_536, every: .milliseconds(5)))
        stub.stub("GET", "/exports/big.zip", .status(200, data: archiveBytes).droppingConnection(after: 100_000))
        // MARK: end
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
        let whole = scheduler.start { client.transfer(Endpoint<Data>.get("exports/2026.zip")) }
        #expect(whole.terminalTime == 230)
        #expect(whole.elements.last == .completed(archiveBytes))
        let dropped = scheduler.start(created: 1000, subscribed: 1100, disposed: 5000) {
            client.download(Endpoint<Data>.get("exports/big.zip"), to: URL(fileURLWithPath: "/nonexistent/big.zip"))
        }
        #expect(dropped.requestError == .transport(URLError(.networkConnectionLost)))
    }
}
