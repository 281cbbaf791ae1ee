import Foundation
import Handlers
import InMemoryLogging
import Logging
import Requester
import RequesterLogging
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("LoggingRequestObserver, over StubTransport")
struct LoggingRequestObserverTests {
    let handler = InMemoryLogHandler()
    let stub = StubTransport()
    /// URL and status, no times: every line is known in advance.
    let messages = RequestLogger(options: [.requestURL, .responseCode, .requestHeaders], sink: { _ in })

    func logger(level: Logger.Level = .debug) -> Logger {
        var logger = Logger(label: "api") { [handler] _ in handler }
        logger.logLevel = level
        return logger
    }

    func client(level: Logger.Level = .debug, retry: RetryPolicy? = nil) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: stub, adapters: [BearerTokenAdapter { "s3cret" }], retryPolicy: retry,
            observers: [LoggingRequestObserver(logger: logger(level: level), messages: messages)])
    }

    @Test func writesTheLoggersLinesRedactedAtTheirLevels() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        _ = client().request(Endpoint<User>.get("users/1", query: ["token": "abc"])).subscribe()
        let entries = handler.entries
        #expect(entries.map(\.level) == [.debug, .info])
        #expect(entries.map(\.message.description) == [
            "--> GET https://api.example.com/v1/users/1?token=<redacted>\n    Accept: application/json\n    Authorization: <redacted>",
            "<-- 200 GET https://api.example.com/v1/users/1?token=<redacted>",
        ])
        #expect(entries.last?.metadata == ["http.method": "GET", "attempt": "1", "http.status_code": "200"])
    }

    /// The observer's lines are the ones `RequestLogger` itself writes.
    @Test func theMessagesAreRequestLoggersOwn() throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        _ = client.request(Endpoint<User>.get("users/1")).subscribe()
        let request = try #require(stub.requests.first)
        #expect(handler.entries.first?.message.description == messages.requestMessage(request))
    }

    @Test func aFailureWithoutResponseIsAWarningWithItsType() {
        stub.stub("GET", "/v1/users/1", .failure(URLError(.timedOut)))
        _ = client().request(Endpoint<User>.get("users/1")).subscribe()
        let failure = handler.entries.last
        #expect(failure?.level == .warning)
        #expect(failure?.message.description.hasPrefix("<-- FAILED GET https://api.example.com/v1/users/1: ") == true)
        #expect(failure?.metadata["error"] == "timeout")
    }

    @Test func everyAttemptIsLoggedWithItsNumber() {
        let scheduler = millisecondScheduler()
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = client(retry: retryPolicy(on: scheduler))
        _ = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(handler.entries.map(\.message.description) == [
            "--> GET https://api.example.com/v1/users/1\n    Accept: application/json\n    Authorization: <redacted>",
            "<-- 503 GET https://api.example.com/v1/users/1",
            "--> GET https://api.example.com/v1/users/1 (attempt 2)\n    Accept: application/json\n    Authorization: <redacted>",
            "<-- 200 GET https://api.example.com/v1/users/1",
        ])
        #expect(handler.entries.map { $0.metadata["attempt"] } == ["1", "1", "2", "2"])
    }

    @Test func levelsTheLoggerDropsAreNotWritten() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        _ = client(level: .info).request(Endpoint<User>.get("users/1")).subscribe()
        #expect(handler.entries.map(\.level) == [.info])
    }
}
