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

/// What this transport promises beyond the shared matrix: URLSession's
/// exact error codes, delivery off the event loop, cold sends, redirect
/// limits, and a client of your own.
@Suite("AsyncHTTPClientTransport against a real server", .serialized)
final class AsyncHTTPClientTransportTests {
    struct User: Decodable, Equatable {
        let id: Int
        let name: String
    }

    let server: FixtureServer
    let transport = AsyncHTTPClientTransport()

    init() async throws {
        server = try await FixtureServer()
    }

    private func url(_ path: String, _ query: [String: String] = [:]) -> URL {
        var components = URLComponents(url: server.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.key, value: $0.value) }
        return components.url!
    }

    /// `/chunked` sending `count` small pieces, `ms` apart.
    private func chunked(count: Int, ms: Int) -> URL {
        var components = URLComponents(url: server.baseURL.appendingPathComponent("chunked"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "ms", value: "\(ms)")]
            + (0..<count).map { URLQueryItem(name: "chunk", value: "piece \($0);") }
        return components.url!
    }

    /// The `RequestError` sending `request` failed with, or nil (and an issue) if it did not fail.
    private func failure(of request: URLRequest, on transport: AsyncHTTPClientTransport? = nil) async -> RequestError? {
        await Hostile.failure(of: (transport ?? self.transport).send(request))
    }

    private func urlErrorCode(_ error: RequestError?) -> URLError.Code? {
        Hostile.code(of: error)
    }

    @Test func theDefaultClientStandsForShared() {
        #expect(transport.client === AsyncHTTPClientTransport.sharedClient)
        #expect(AsyncHTTPClientTransport(client: .shared).client === AsyncHTTPClientTransport.sharedClient)
    }

    @Test func failuresCarryURLSessionsCodes() async {
        #expect(urlErrorCode(await failure(of: URLRequest(url: url("drop")))) == .networkConnectionLost)
        #expect(urlErrorCode(await failure(of: URLRequest(url: url("drop-mid-body")))) == .networkConnectionLost)
        #expect(urlErrorCode(await failure(of: URLRequest(url: url("http09")))) == .badServerResponse)
        #expect(urlErrorCode(await failure(of: URLRequest(url: URL(string: "ftp://127.0.0.1/x")!))) == .unsupportedURL)
    }

    @Test func eventsArriveOffTheEventLoop() async throws {
        let onLoop = LockedFlags()
        let request = URLRequest(url: chunked(count: 3, ms: 20))
        for try await _ in transport.stream(request).do(onNext: { _ in
            onLoop.note(MultiThreadedEventLoopGroup.currentEventLoop != nil)
        }).values {}
        _ = try await transport.send(URLRequest(url: url("json"))).do(onNext: { _ in
            onLoop.note(MultiThreadedEventLoopGroup.currentEventLoop != nil)
        }).first()
        #expect(onLoop.count > 2)
        #expect(onLoop.anySet == false, "an event was delivered on an event loop")
    }

    @Test func eachSubscriptionSends() async throws {
        let key = "cold-\(UUID().uuidString.prefix(8))"
        let sending = transport.send(URLRequest(url: url("flaky", ["key": key, "fail": "0"])))
        #expect(try await server.count(key: key) == 0, "sent before a subscription")
        _ = try await sending.first()
        _ = try await sending.first()
        #expect(try await server.count(key: key) == 2)
    }

    @Test func disposingMidBodyEndsTheStreamWithoutAnotherEvent() async throws {
        let events = LockedFlags()
        let firstChunk = AsyncStream<Void>.makeStream()
        let subscription = transport.stream(URLRequest(url: chunked(count: 20, ms: 100))).subscribe(
            onNext: { event in
                events.note(false)
                if case .received = event { firstChunk.continuation.finish() }
            },
            onError: { _ in events.note(true) }, onCompleted: { events.note(true) })
        for await _ in firstChunk.stream {}
        subscription.dispose()
        let seen = events.count
        try await Task.sleep(for: .milliseconds(400))
        #expect(events.count == seen, "events after dispose")
        #expect(events.anySet == false, "a terminal event after dispose")
    }

    @Test func moreRedirectsThanAllowedFail() async throws {
        // /redirect -> /redirect -> /json: two redirects.
        let inner = "/redirect?to=%2Fjson"
        let request = URLRequest(url: url("redirect", ["to": inner]))
        let limited = AsyncHTTPClientTransport(maximumRedirects: 1)
        #expect(urlErrorCode(await failure(of: request, on: limited)) == .httpTooManyRedirects)
        let response = try await AsyncHTTPClientTransport(maximumRedirects: 2).send(request).first()
        #expect(response?.statusCode == 200)
        #expect(response?.url?.path == "/json")
    }

    @Test func aRedirectThatWouldResendAStreamedBodyIsTheAnswer() async throws {
        var request = URLRequest(url: url("redirect", ["to": "/upload", "status": "307"]))
        request.httpMethod = "POST"
        request.httpBodyStream = InputStream(data: Data("hello".utf8))
        request.setValue("5", forHTTPHeaderField: "Content-Length")
        let response = try await transport.send(request).first()
        #expect(response?.statusCode == 307)
    }

    @Test func aClientOfYourOwnWithTheTransportsConfiguration() async throws {
        let client = HTTPClient(
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            configuration: AsyncHTTPClientTransport.configuration(from: .init()))
        let api = APIClient(baseURL: server.baseURL, transport: AsyncHTTPClientTransport(client: client))
        let user = try? await api.send(Endpoint<User>.get("json"))
        // The transport follows the redirect itself: the client does not.
        let redirected = try? await api.send(Endpoint<User>.get("redirect", query: ["to": "/json"]))
        try await client.shutdown()
        #expect(user == User(id: 1, name: "Ada"))
        #expect(redirected == User(id: 1, name: "Ada"))
    }
}

/// Flags noted from any thread, for the checks above.
final class LockedFlags: @unchecked Sendable {
    // @unchecked: `flags` is only touched under `lock`.
    private let lock = NSLock()
    private var flags: [Bool] = []

    func note(_ flag: Bool) { lock.withLock { flags.append(flag) } }
    var count: Int { lock.withLock { flags.count } }
    var anySet: Bool { lock.withLock { flags.contains(true) } }
}
