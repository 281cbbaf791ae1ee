import AsyncHTTPClient
import Foundation
import InMemoryTracing
import NIOPosix
import Requester
import RequesterAsyncHTTPClient
import RequesterTracing
import Testing
import TransportFaultMatrix
import Tracing

/// With a tracer that AsyncHTTPClient would use too (one bootstrapped before
/// its client was configured), a client registering `TracingRequestObserver`
/// gets one client span per request: the observer's, not AsyncHTTPClient's
/// beside it.
@Suite("Tracing over AsyncHTTPClientTransport against a real server", .serialized)
final class TracingSpanCountTests {
    struct User: Decodable, Equatable {
        let id: Int
        let name: String
    }

    static let requests = 7
    let server: FixtureServer
    let tracer = InMemoryTracer()

    init() async throws {
        server = try await FixtureServer()
    }

    /// A configuration made while `tracer` was bootstrapped: it holds it.
    private var tracedConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.tracing.tracer = tracer
        return configuration
    }

    /// `requests` GETs through a client on `configuration`, traced by the observer.
    private func sendRequests(through configuration: HTTPClient.Configuration) async throws {
        let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
        let api = APIClient(
            baseURL: server.baseURL, transport: AsyncHTTPClientTransport(client: client),
            observers: [TracingRequestObserver(tracer: tracer)])
        do {
            for _ in 0..<Self.requests { _ = try await api.send(Endpoint<User>.get("json")) }
        } catch {
            try await client.shutdown()
            throw error
        }
        try await client.shutdown()
    }

    @Test func eachRequestIsOneSpanWithTheTransportsConfiguration() async throws {
        try await sendRequests(through: AsyncHTTPClientTransport.configuration(from: tracedConfiguration))
        #expect(tracer.finishedSpans.count == Self.requests)
        #expect(tracer.finishedSpans.allSatisfy { $0.kind == .client && $0.operationName == "GET" })
        #expect(tracer.activeSpans.isEmpty)
        // Each request carried its own span's context.
        #expect(Set(tracer.performedContextInjections.map(\.values)).count == Self.requests)
    }

    /// What the configuration prevents: a client that keeps its tracer adds
    /// AsyncHTTPClient's span to the observer's, for every request.
    @Test func aClientKeepingItsTracerTracesEachRequestTwice() async throws {
        try await sendRequests(through: tracedConfiguration)
        #expect(tracer.finishedSpans.count == 2 * Self.requests)
    }
}
