import AsyncHTTPClient
import Foundation
import Handlers
import NIOPosix
import Requester
import RequesterAsyncHTTPClient
import Stream
import Testing
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `TransportBounds.maximumBodySize` held as the bytes arrive: an endless
/// body, a 1 GB `Content-Length` and a gzip bomb each end in the contract's
/// `dataLengthExceedsMaximum`, through `send` and through `stream`. The
/// bomb here expands to 256 MiB, quicker for the server to make; the
/// memory suite (`HostileMemoryTests`) sends the 1 GiB one.
@Suite("AsyncHTTPClientTransport: body limits against hostile servers", .serialized)
final class BodyLimitTests {
    static let limit: Int64 = 32 << 20
    static let hostile = [
        "hostile/endless?kind=bytes",
        "hostile/length?bytes=1000000000",
        "hostile/gzip-bomb?size=268435456",
    ]

    let server: FixtureServer
    let transport = AsyncHTTPClientTransport()
    let bounds = TransportBounds(maximumBodySize: BodyLimitTests.limit)

    init() async throws {
        server = try await FixtureServer()
    }

    private func request(_ pathAndQuery: String) -> URLRequest {
        URLRequest(url: Hostile.url(pathAndQuery, on: server))
    }

    @Test(arguments: hostile)
    func sendFailsOverTheLimit(_ path: String) async {
        let error = await Hostile.failure(of: transport.send(request(path), bounds: bounds))
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(Hostile.description(of: error).contains(Hostile.url(path, on: server).absoluteString))
    }

    @Test(arguments: hostile)
    func streamPassesOnNoMoreThanTheLimit(_ path: String) async {
        let tally = ByteTally()
        let error = await Hostile.failure(of: transport.stream(request(path), bounds: bounds).do(onNext: tally.note))
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(tally.bytes <= Self.limit)
    }

    @Test func theErrorNamesTheLimitItsValueAndTheURL() async {
        let error = await Hostile.failure(of: transport.send(request("hostile/endless?kind=bytes"), bounds: bounds))
        let description = Hostile.description(of: error)
        #expect(description.contains("maximumBodySize"))
        #expect(description.contains("\(Self.limit)"))
        #expect(description.contains(Hostile.url("hostile/endless?kind=bytes", on: server).absoluteString))
    }

    @Test func sendWithoutBoundsKeepsAtMost32MiB() async {
        let error = await Hostile.failure(of: transport.send(request("hostile/endless?kind=bytes")))
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(Hostile.description(of: error).contains("\(RequestLimits.default.maximumBodySize ?? 0)"))
    }

    @Test func streamWithoutBoundsHasNoLimit() async throws {
        let size: Int64 = 40 << 20
        let tally = ByteTally()
        for try await event in transport.stream(request("hostile/length?bytes=\(size)")).values { tally.note(event) }
        #expect(tally.bytes == size)
    }

    /// The refused one first: /hostile/length closes its connection without
    /// saying so, and a request sent after a complete answer could meet it
    /// closed in the pool (a cancelled exchange closes its connection).
    @Test func aBodyOfExactlyTheLimitArrives() async throws {
        let error = await Hostile.failure(
            of: transport.send(request("hostile/length?bytes=1000"), bounds: TransportBounds(maximumBodySize: 999)))
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        let response = try await transport.send(
            request("hostile/length?bytes=1000"), bounds: TransportBounds(maximumBodySize: 1000)).first()
        #expect(response?.body.count == 1000)
    }

    /// The length a HEAD answer announces is of a body it does not send.
    @Test func aHeadAnswerIsNotRefusedForItsContentLength() async throws {
        var head = request("bytes?size=100000")
        head.httpMethod = "HEAD"
        let response = try await transport.send(head, bounds: TransportBounds(maximumBodySize: 10)).first()
        #expect(response?.statusCode == 200)
    }

    /// AsyncHTTPClient's own bound on a decoded body (25 times the coded
    /// size) answers a gzip bomb with the contract's error too.
    @Test func theDecompressionLimitIsASizeLimit() async {
        let path = "hostile/gzip-bomb?size=268435456"
        let error = await Hostile.failure(of: transport.send(request(path), bounds: .none))
        #expect(Hostile.code(of: error) == .dataLengthExceedsMaximum)
        #expect(Hostile.description(of: error).contains("decompression limit"))
        #expect(Hostile.description(of: error).contains(Hostile.url(path, on: server).absoluteString))
    }

    /// Without AsyncHTTPClient's ratio bound, the count after decoding stops the bomb.
    @Test func aGzipBombIsCountedAfterDecoding() async throws {
        var configuration = AsyncHTTPClientTransport.configuration(from: .init())
        configuration.decompression = .enabled(limit: .none)
        let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
        let tally = ByteTally()
        let unbounded = AsyncHTTPClientTransport(client: client)
        let path = "hostile/gzip-bomb?size=268435456"
        let sent = await Hostile.failure(of: unbounded.send(request(path), bounds: bounds))
        let streamed = await Hostile.failure(of: unbounded.stream(request(path), bounds: bounds).do(onNext: tally.note))
        try await client.shutdown()
        #expect(Hostile.code(of: sent) == .dataLengthExceedsMaximum)
        #expect(Hostile.description(of: sent).contains("maximumBodySize"))
        #expect(Hostile.code(of: streamed) == .dataLengthExceedsMaximum)
        #expect(tally.bytes <= Self.limit)
    }
}
