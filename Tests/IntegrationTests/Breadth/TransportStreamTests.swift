import Foundation
import Handlers
import Requester
import Stream
import Synchronization
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionTransport.stream(_:)` against Tests/Fixtures/server.py: the
/// body as it arrives, upload progress, drops and cancellation.
@Suite("URLSessionTransport.stream on loopback")
final class TransportStreamTests {
    let server: FixtureServer
    let transport = URLSessionTransport(configuration: .ephemeral)

    init() async throws {
        server = try await FixtureServer()
    }

    @Test func chunksArriveAsTheServerSendsThem() async throws {
        // 600 ms apart: a test run's parallel tests can hold a delivery up by
        // a few hundred milliseconds, which bunched chunks 150 ms apart.
        let record = await record(transport, fixtureRequest(server, "chunked?chunk=one&chunk=two&chunk=three&ms=600"))
        #expect(record.failure == nil)
        #expect(record.statuses == [200])
        #expect(record.chunks == ["one", "two", "three"].map { Data($0.utf8) })
        // The first chunk came well before the last: it was not held for the whole body.
        let arrivals = record.events.filter { if case .received = $0.kind { true } else { false } }.map(\.at)
        #expect(try #require(arrivals.last) - #require(arrivals.first) >= .milliseconds(600))
    }

    @Test func theHeadComesFirstWithAnEmptyBody() async throws {
        var heads: [HTTPResponse] = []
        for try await event in transport.stream(fixtureRequest(server, "meta")).values {
            if case .response(let head) = event { heads.append(head) }
        }
        #expect(heads.count == 1)
        #expect(heads.first?.header("X-Total-Count") == "42")
        #expect(heads.first?.body.isEmpty == true)
    }

    @Test func aBodyOfAnySizeArrivesWhole() async throws {
        let record = await record(transport, fixtureRequest(server, "bytes?size=3000000&chunk=100000"))
        #expect(record.failure == nil)
        #expect(record.body == pattern(3_000_000))
        #expect(record.chunks.count > 1)
    }

    @Test func anUploadReportsItsProgress() async throws {
        var request = fixtureRequest(server, "upload", method: "POST")
        request.httpBody = pattern(4_000_000)
        let record = await record(transport, request)
        #expect(record.failure == nil)
        #expect(record.sent.count > 1)
        #expect(record.sent == record.sent.sorted())
        #expect(record.sent.last == 4_000_000)
        let echo = try JSONDecoder().decode(UploadEcho.self, from: record.body)
        #expect(echo.bytes == 4_000_000)
        // Every .sent comes before the head.
        let head = try #require(record.events.firstIndex { if case .response = $0.kind { true } else { false } })
        #expect(!record.events[head...].contains { if case .sent = $0.kind { true } else { false } })
    }

    @Test(arguments: ["bytes?size=100000&drop_at=5000", "chunked?chunk=a&chunk=b&drop=1", "sse?key=x&count=1&drop=1"])
    func aConnectionLostMidBodyIsNetworkConnectionLost(_ path: String) async throws {
        let record = await record(transport, fixtureRequest(server, path))
        #expect(record.statuses == [200])
        #expect(record.failure?.transportCode == .networkConnectionLost)
    }

    @Test func disposingCancelsTheTask() async throws {
        let chunks = Locked(0)
        let ended = Locked(false)
        let subscription = transport.stream(fixtureRequest(server, "bytes?size=1000000&chunk=1000&ms=20")).subscribe(
            onNext: { event in if case .received = event { chunks.withLock { $0 += 1 } } },
            onError: { _ in ended.withLock { $0 = true } }, onCompleted: { ended.withLock { $0 = true } })
        try await until { chunks.withLock { $0 } >= 2 }
        subscription.dispose()
        let atDispose = chunks.withLock { $0 }
        try await Task.sleep(for: .milliseconds(300))
        // A chunk already on its way may still land; the stream then stops for good.
        #expect(chunks.withLock { $0 } <= atDispose + 1)
        #expect(!ended.withLock { $0 })
    }

    @Test func aChallenged401ArrivesAsTheAnswerWithItsBody() async throws {
        let record = await record(transport, fixtureRequest(server, "challenge/basic"))
        #expect(record.failure == nil)
        #expect(record.statuses == [401])
        #expect(String(decoding: record.body, as: UTF8.self).contains("\"challenge\": \"basic\""))
    }

    @Test func overASessionOfYourOwnTheBodyArrivesWhole() async throws {
        let record = await record(ephemeralTransport(), fixtureRequest(server, "chunked?chunk=one&chunk=two&ms=50"))
        #expect(record.failure == nil)
        #expect(record.statuses == [200])
        #expect(record.chunks == [Data("onetwo".utf8)])
    }
}
