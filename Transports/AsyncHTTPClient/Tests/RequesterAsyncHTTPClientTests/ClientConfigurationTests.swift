import AsyncHTTPClient
import InMemoryTracing
import RequesterAsyncHTTPClient
import Testing
import Tracing

/// What `configuration(from:)` changes in a client's configuration, and
/// what it leaves as the caller set it.
@Suite("AsyncHTTPClientTransport.configuration(from:)")
struct ClientConfigurationTests {
    @Test func theNoOpTracerIsTurnedOff() {
        // Nothing in this process bootstraps InstrumentationSystem, so a
        // configuration starts with swift-distributed-tracing's NoOpTracer.
        #expect(HTTPClient.Configuration().tracing.tracer is NoOpTracer)
        #expect(AsyncHTTPClientTransport.configuration(from: .init()).tracing.tracer == nil)
        #expect(AsyncHTTPClientTransport.sharedClient.tracer == nil)
    }

    @Test func aRealTracerIsKept() {
        var base = HTTPClient.Configuration()
        base.tracing.tracer = InMemoryTracer()
        #expect(AsyncHTTPClientTransport.configuration(from: base).tracing.tracer is InMemoryTracer)
    }

    @Test func redirectsAndRefusedConnectionsAreLeftToTheTransport() {
        let configuration = AsyncHTTPClientTransport.configuration(from: .init())
        #expect(!configuration.connectionPool.retryConnectionEstablishment)
        guard case .disabled = configuration.decompression else { return }
        Issue.record("decompression stays disabled")
    }
}
