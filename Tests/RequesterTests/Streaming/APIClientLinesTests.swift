import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient.lines` over a scripted transport, in virtual time (ticks of
/// 1 ms; subscribed at 200, each script's steps at offsets from its call).
@Suite("APIClient.lines in virtual time")
struct APIClientLinesTests {
    let scheduler = millisecondScheduler()

    func client(
        _ transport: any Transport, retry: RetryPolicy? = nil, adapters: [any RequestAdapter] = [],
        logger: RequestLogger? = nil
    ) -> APIClient {
        APIClient(baseURL: baseURL, transport: transport, adapters: adapters, retryPolicy: retry, logger: logger)
    }

    var policy: RetryPolicy {
        RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(100)), scheduler: scheduler)
    }

    func transport(_ scripts: [(TestTime, ScriptedStreamTransport.Step)]...) -> ScriptedStreamTransport {
        ScriptedStreamTransport(scheduler: scheduler, scripts)
    }

    // MARK: Lines as they arrive

    @Test func eachLineArrivesWithTheChunkThatEndsItWhateverTheBreak() {
        let transport = transport([
            (0, .ok()), (10, .text("one\r")), (20, .text("\ntwo\n\nthr")), (30, .text("ee\rfour")), (40, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.events == [
            .next(210, "one"), .next(220, "two"), .next(220, ""), .next(230, "three"), .next(240, "four"),
            .completed(240),
        ])
    }

    @Test func aCharacterSplitBetweenChunksIsReadWhole() {
        let transport = transport([
            (0, .ok("text/plain; charset=utf-8")), (10, .chunk(Data([0x63, 0x61, 0x66, 0xC3]))),
            (20, .chunk(Data([0xA9, 0x0A, 0xF0, 0x9F]))), (30, .chunk(Data([0x98]))), (40, .chunk(Data([0x80]))),
            (50, .end),
        ])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.events == [.next(220, "café"), .next(250, "😀"), .completed(250)])
    }

    @Test func theContentTypesCharsetDecodesTheLines() {
        let transport = transport([
            (0, .ok("text/plain; Charset=\"ISO-8859-1\"")), (10, .chunk(Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))),
            (20, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.events == [.next(210, "café"), .completed(220)])
    }

    @Test func anEmptyBodyCompletesWithoutALine() {
        let observer = scheduler.start { client(transport([(0, .ok()), (10, .end)])).lines(.get("log")) }
        #expect(observer.events == [.completed(210)])
    }

    @Test func theLinesOfABodyThatArrivesWholeAreEmittedAtOnce() {
        let stub = StubTransport()
        stub.stub("GET", "/v1/log", .status(200, body: "a\r\nb\n\nc"))
        let observer = scheduler.start { client(stub).lines(.get("log")) }
        #expect(observer.events == [.next(200, "a"), .next(200, "b"), .next(200, ""), .next(200, "c"), .completed(200)])
    }

    // MARK: Decoding failures

    @Test func anUnknownCharsetFailsBeforeAnyLineAndClosesTheStream() {
        let transport = transport([(0, .ok("text/plain; charset=klingon")), (10, .text("a\n")), (20, .end)])
        let observer = scheduler.start { client(transport, retry: policy).lines(.get("log")) }
        #expect(observer.elements.isEmpty)
        #expect(observer.requestError?.decodingError != nil)
        #expect(observer.terminalTime == 200)
        #expect(transport.calls.count == 1)
        #expect(transport.calls.first?.disposedAt == 200)
    }

    @Test func invalidBytesFailAfterTheLinesBeforeThem() {
        let transport = transport([(0, .ok()), (10, .text("a\n")), (20, .chunk(Data([0x62, 0xFF, 0x0A]))), (30, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.elements == ["a"])
        #expect(observer.requestError?.decodingError != nil)
        #expect(observer.terminalTime == 220)
    }

    @Test func aBodyEndingInsideACharacterFails() {
        let transport = transport([(0, .ok()), (10, .chunk(Data([0x61, 0x0A, 0xC3]))), (20, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.elements == ["a"])
        #expect(observer.requestError?.decodingError != nil)
        #expect(observer.terminalTime == 220)
    }

    // MARK: Status, before the first line

    @Test func anErrorStatusFailsWithTheServersErrorBodyCollectedWhole() {
        let transport = transport([
            (0, .head(404, ["Content-Type": "application/json"])), (10, .text(#"{"error": {"code": "no-log", "#)),
            (20, .text(#""title": "No such log"}}"#)), (30, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.elements.isEmpty)
        #expect(observer.requestError?.apiError?.code == "no-log")
        #expect(observer.terminalTime == 230)
    }

    @Test func anErrorStatusWithoutAnErrorBodyFailsWithTheStatusAndItsBody() {
        let transport = transport([(0, .head(500, [:])), (10, .text("down\n")), (20, .text("for now\n")), (30, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.elements.isEmpty)
        #expect(observer.requestError?.statusCode == 500)
        #expect(observer.requestError?.response?.body == Data("down\nfor now\n".utf8))
        #expect(observer.terminalTime == 230)
    }

    // MARK: Retry: before the first line only

    @Test func aRetryableStatusIsRetriedBeforeTheFirstLine() {
        let transport = transport(
            [(0, .head(503, [:])), (5, .text("busy")), (10, .end)],
            [(0, .ok()), (10, .text("a\n")), (20, .end)])
        let observer = scheduler.start { client(transport, retry: policy).lines(.get("log")) }
        #expect(observer.events == [.next(320, "a"), .completed(330)])
        #expect(transport.callTimes == [200, 310])
    }

    @Test func aConnectionLostBeforeTheFirstLineIsRetried() {
        let transport = transport(
            [(0, .ok()), (10, .text("no line break yet")), (20, .drop(URLError(.networkConnectionLost)))],
            [(0, .ok()), (10, .text("a\n")), (20, .end)])
        let observer = scheduler.start { client(transport, retry: policy).lines(.get("log")) }
        #expect(observer.events == [.next(330, "a"), .completed(340)])
        #expect(transport.callTimes == [200, 320])
    }

    @Test func aConnectionLostAfterALineFailsWithoutARetry() {
        let transport = transport(
            [(0, .ok()), (10, .text("a\nb")), (20, .drop(URLError(.networkConnectionLost)))],
            [(0, .ok()), (10, .text("a\n")), (20, .end)])
        let observer = scheduler.start { client(transport, retry: policy).lines(.get("log")) }
        #expect(observer.elements == ["a"])
        #expect(observer.requestError?.urlErrorCode == .networkConnectionLost)
        #expect(observer.terminalTime == 220)
        #expect(transport.calls.count == 1)
    }

    @Test func withoutAPolicyNothingIsRetried() {
        let transport = transport([(0, .drop(URLError(.timedOut)))], [(0, .ok()), (10, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")) }
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(transport.calls.count == 1)
    }

    // MARK: The request

    @Test func acceptsAnythingUnlessTheEndpointSaysWhat() {
        let transport = transport([(0, .ok()), (1, .end)], [(0, .ok()), (1, .end)])
        let client = client(transport)
        _ = client.lines(.get("log")).subscribe()
        _ = client.lines(.get("log", headers: ["accept": "application/x-ndjson"])).subscribe()
        scheduler.start()
        #expect(transport.headers("Accept") == ["*/*", "application/x-ndjson"])
    }

    @Test func adaptersRunAndTheLoggerWritesOnEveryAttempt() {
        let adapter = NumberingAdapter()
        let log = LogRecorder()
        let transport = transport([(0, .head(503, [:])), (1, .end)], [(0, .ok()), (1, .text("a")), (2, .end)])
        let observer = scheduler.start {
            client(transport, retry: policy, adapters: [adapter], logger: log.logger).lines(.get("log"))
        }
        #expect(observer.elements == ["a"])
        #expect(transport.headers("X-Adapted") == ["1", "2"])
        #expect(log.lines == [
            "--> GET https://api.example.com/v1/log", "<-- 503 GET https://api.example.com/v1/log",
            "--> GET https://api.example.com/v1/log (attempt 2)", "<-- 200 GET https://api.example.com/v1/log",
        ])
    }

    // MARK: Disposal

    @Test func disposingCancelsTheStream() {
        let transport = transport([(0, .ok()), (10, .text("a\n")), (100, .text("b\n")), (200, .end)])
        let observer = scheduler.start(disposed: 250) { client(transport).lines(.get("log")) }
        #expect(observer.events == [.next(210, "a")])
        #expect(transport.calls.first?.disposedAt == 250)
    }

    @Test func takingTheFirstLineClosesTheStream() {
        let transport = transport([(0, .ok()), (10, .text("a\nb\n")), (100, .text("c\n")), (200, .end)])
        let observer = scheduler.start { client(transport).lines(.get("log")).take(1) }
        #expect(observer.events == [.next(210, "a"), .completed(210)])
        #expect(transport.calls.first?.disposedAt == 210)
    }

    /// Nothing of a finished stream stays behind (its attempts, their
    /// exchanges, the subscriber's closures) while the caller still holds
    /// the disposable.
    @Test func aFinishedStreamReleasesWhatItHeld() {
        let transport = transport([(0, .head(503, [:])), (1, .end)], [(0, .ok()), (10, .text("a\n")), (20, .end)])
        let client = client(transport, retry: policy)
        weak var released: LifetimeProbe?
        let subscription: any Disposable = {
            let probe = LifetimeProbe()
            released = probe
            return client.lines(.get("log")).subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
        }()
        scheduler.start()
        #expect(released == nil)
        subscription.dispose()
    }

    // MARK: async

    @Test func lineStreamYieldsTheLines() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/log", .status(200, body: "a\nb\n"))
        var lines: [String] = []
        for try await line in client(stub).lineStream(.get("log")) { lines.append(line) }
        #expect(lines == ["a", "b"])
    }

    @Test func cancellingTheIteratingTaskCancelsTheStream() async {
        let transport = transport([(0, .ok())])
        let lines = client(transport).lineStream(.get("log"))
        scheduler.start()
        let task = Task {
            for try await _ in lines {}
        }
        task.cancel()
        _ = await task.result
        #expect(transport.calls.count == 1)
        #expect(transport.calls.first?.disposedAt != nil)
    }
}
