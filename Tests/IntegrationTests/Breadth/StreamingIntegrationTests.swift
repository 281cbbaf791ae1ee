import Foundation
import Handlers
import Requester
import RequesterTestSupport
import TransportFaultMatrix
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What /sse-log says about a key: the Last-Event-ID of each connection.
private struct EventLog: Decodable {
    var lastEventIDs: [String?]
}

/// `APIClient.lines` and `APIClient.events` over URLSession against the
/// fixture server's /chunked and /sse routes.
@Suite("lines and events against the fixture server")
final class StreamingIntegrationTests {
    let server: FixtureServer
    let client: APIClient

    init() async throws {
        server = try await FixtureServer()
        client = APIClient(baseURL: server.baseURL, transport: ephemeralTransport())
    }

    func lines(_ path: String, client: APIClient? = nil) async throws -> [String] {
        var lines: [String] = []
        for try await line in (client ?? self.client).lineStream(.get(path)) { lines.append(line) }
        return lines
    }

    func events(_ path: String, client: APIClient? = nil) async throws -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for try await event in (client ?? self.client).eventStream(.get(path)) { events.append(event) }
        return events
    }

    /// The `RequestError` a stream failed with, and what it gave before.
    func failure<Element>(_ stream: AsyncThrowingStream<Element, any Error>) async -> ([Element], RequestError?) {
        var elements: [Element] = []
        do {
            for try await element in stream { elements.append(element) }
            return (elements, nil)
        } catch {
            return (elements, error as? RequestError)
        }
    }

    func eventLog(_ key: String) async throws -> [String?] {
        try await client.send(Endpoint<EventLog>.get("sse-log", query: ["key": key])).lastEventIDs
    }

    /// `text` percent-encoded for a /chunked `chunk` item.
    func chunk(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    // MARK: lines

    @Test func linesOfAChunkedBodyInItsCharset() async throws {
        #expect(try await lines("chunked?chunk=a%0D&chunk=%0Ab%C3&chunk=%A9&ms=5") == ["a", "bé"])
        #expect(try await lines("chunked?chunk=one%0A%0Atwo%0A&chunk=three") == ["one", "", "two", "three"])
        #expect(try await lines("chunked?chunk=caf%E9%0D%0Ax&type=text/plain;%20charset=ISO-8859-1") == ["café", "x"])
    }

    @Test func anUnknownCharsetFailsWithDecoding() async {
        let (lines, error) = await failure(client.lineStream(.get("chunked?chunk=a%0A&type=text/plain;%20charset=klingon")))
        #expect(lines.isEmpty)
        #expect(error?.decodingError != nil)
    }

    @Test func anErrorStatusFailsWithTheServersErrorBodyOrTheStatus() async {
        let body = chunk(#"{"error": {"code": "no-log", "title": "No such log"}}"#)
        let api = await failure(client.lineStream(.get("chunked?status=404&type=application/json&chunk=\(body)")))
        #expect(api.0.isEmpty)
        #expect(api.1?.apiError?.code == "no-log")
        let status = await failure(client.lineStream(.get("chunked?status=500&chunk=down%0A&chunk=now")))
        #expect(status.0.isEmpty)
        #expect(status.1?.statusCode == 500)
        #expect(status.1?.response?.body == Data("down\nnow".utf8))
    }

    @Test func aFailedStartIsRetriedByThePolicy() async throws {
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let lines = try await lines("flaky?key=\(uniqueKey())&fail=1", client: retrying)
        #expect(lines.count == 1)
        #expect(try JSONDecoder().decode(User.self, from: Data(lines[0].utf8)).attempt == 2)
    }

    // MARK: events

    @Test func eventsResumeFromTheLastEventIDAfterTheServersRetryUntilA204() async throws {
        let key = uniqueKey()
        let events = try await events("sse?key=\(key)&count=2&total=6&retry=50")
        #expect(events == (1...6).map { number in
            ServerSentEvent(
                id: "\(number)", event: "tick", data: "tick \(number)",
                retry: number % 2 == 1 ? .milliseconds(50) : nil)
        })
        #expect(try await eventLog(key) == [nil, "2", "4", "6"])
    }

    @Test func aStatusOtherThan200FailsTheStreamWithoutReconnecting() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let (events, error) = await failure(
            retrying.eventStream(.get("sse?key=\(key)&count=2&retry=20&fail_on=2&status=503")))
        #expect(events.map(\.data) == ["tick 1", "tick 2"])
        #expect(error?.statusCode == 503)
        #expect(try await eventLog(key) == [nil, "2"])
    }

    @Test func a204OnTheFirstConnectionCompletesAtOnce() async throws {
        let key = uniqueKey()
        #expect(try await events("sse?key=\(key)&total=0").isEmpty)
        #expect(try await eventLog(key) == [nil])
    }

    // MARK: Bodies read as they arrive

    /// A client whose transport streams natively on every platform: on Linux
    /// only the sessions URLSessionTransport makes hear a body piece by piece.
    var streaming: APIClient {
        APIClient(baseURL: server.baseURL, transport: SessionKind.transports.transport())
    }

    /// Each line is timed when the transport delivers it, not when a task
    /// got round to reading it: in a full run the cooperative pool can be
    /// busy long enough for both lines to wait in an async sequence together.
    @Test func aLineArrivesBeforeTheBodyEnds() async throws {
        let start = ContinuousClock.now
        let arrivals = Locked<[Duration]>([])
        let failure = Locked<(any Error)?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = streaming.lines(.get("chunked?chunk=a%0A&chunk=b%0A&ms=1500")).subscribe(
                onNext: { _ in arrivals.withLock { $0.append(ContinuousClock.now - start) } },
                onError: { error in
                    failure.withLock { $0 = error }
                    continuation.resume()
                },
                onCompleted: { continuation.resume() })
        }
        #expect(failure.withLock { $0 } == nil)
        let times = arrivals.withLock { $0 }
        #expect(times.count == 2)
        if times.count == 2 { #expect(times[1] - times[0] > .seconds(1)) }
    }

    @Test func eventsResumeAfterDroppedConnections() async throws {
        let key = uniqueKey()
        let events = try await events("sse?key=\(key)&count=2&total=6&retry=20&drop=1", client: streaming)
        #expect(events.map(\.id) == ["1", "2", "3", "4", "5", "6"])
        #expect(try await eventLog(key) == [nil, "2", "4", "6"])
    }
}
