import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The samples of Docs/Networking.md's "Lines" and "Server-Sent Events"
// sections, compiled and run over StubTransport; NetworkingDocTests checks
// the page against this file too.
let networkingStreamingDocTestsFile = #filePath

@Suite("Docs/Networking.md: Lines, Server-Sent Events")
struct NetworkingStreamingDocTests {
    @Test func linesSample() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/jobs/7/log", .status(200, body: """
            {"level": "info", "message": "started"}

            {"level": "warn", "message": "slow disk"}\r\n
            """))
        let client = APIClient(baseURL: baseURL, transport: stub)

        // MARK: Docs "Lines"
        struct LogEntry: Decodable {
            var level: String
            var message: String
        }

        // NDJSON: one JSON value per line, each decoded as soon as its line is in.
        let entries = client.lines(Endpoint<String>.get("jobs/7/log"))
            .filter { !$0.isEmpty }
            .map { line in try JSONDecoder().decode(LogEntry.self, from: Data(line.utf8)) }

        var lines: [String] = []
        for try await line in client.lineStream(.get("jobs/7/log")) {
            lines.append(line)
        }
        // MARK: end

        let decoded = Locked<[String]>([])
        _ = entries.subscribe(onNext: { entry in decoded.withLock { $0.append("\(entry.level): \(entry.message)") } })
        #expect(decoded.withLock { $0 } == ["info: started", "warn: slow disk"])
        #expect(lines == [#"{"level": "info", "message": "started"}"#, "", #"{"level": "warn", "message": "slow disk"}"#])
        #expect(stub.requests.last?.value(forHTTPHeaderField: "Accept") == "*/*")
    }

    @Test func serverSentEventsSample() {
        let scheduler = millisecondScheduler()
        let stub = StubTransport()
        stub.stub(
            "GET", "/v1/prices/stream",
            .status(200, body: "event: price\ndata: {\"symbol\": \"ACME\",\ndata: \"price\": 12.5}\n\nevent: news\ndata: hi\n\n"),
            .status(200, body: "event: price\ndata: {\"symbol\": \"ACME\", \"price\": 12.75}\n\n"),
            .status(204))
        let client = APIClient(baseURL: baseURL, transport: stub, retryPolicy: RetryPolicy(scheduler: scheduler))

        // MARK: Docs "Server-Sent Events"
        struct PriceUpdate: Decodable {
            var symbol: String
            var price: Double
        }

        let prices = client.events(Endpoint<ServerSentEvent>.get("prices/stream"))
            .filter { $0.event == "price" }
            .map { event in try JSONDecoder().decode(PriceUpdate.self, from: Data(event.data.utf8)) }
        // MARK: end

        let observer = scheduler.createObserver(Double.self)
        _ = prices.map(\.price).subscribe(observer)
        scheduler.start()
        // The first connection at once; the next after the 1 s reconnection floor (the policy's
        // first backoff, 500 ms, is shorter), then the 204 a second later.
        #expect(observer.events == [.next(0, 12.5), .next(1000, 12.75), .completed(2000)])
        #expect(stub.requests.last?.value(forHTTPHeaderField: "Accept") == "text/event-stream")
    }

    @Test func resumingSample() async throws {
        let stub = StubTransport()
        stub.stub(
            "GET", "/v1/notifications", .status(200, body: "retry: 0\ndata: Welcome back\n\nid: 1042\ndata: New reply\n\n"),
            .status(204))
        let client = APIClient(baseURL: baseURL, transport: stub)

        // MARK: Docs "Server-Sent Events", resuming
        var savedID = "1041"
        var notifications: [String] = []
        let resume = Endpoint<ServerSentEvent>.get("notifications", headers: ["Last-Event-ID": savedID])
        for try await event in client.eventStream(resume) {
            notifications.append(event.data)
            savedID = event.id ?? savedID
        }
        // MARK: end

        #expect(notifications == ["Welcome back", "New reply"])
        #expect(savedID == "1042")
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Last-Event-ID") } == ["1041", "1042"])
    }
}
