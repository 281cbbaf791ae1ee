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
        var base = HTTPClient.Configuration()
        base.tracing.tracer = NoOpTracer()
        #expect(AsyncHTTPClientTransport.configuration(from: base).tracing.tracer == nil)
    }

    /// The client's `TracingRequestObserver` makes the spans (TracingSpanCountTests).
    @Test func aRealTracerIsTurnedOffToo() {
        var base = HTTPClient.Configuration()
        base.tracing.tracer = InMemoryTracer()
        #expect(AsyncHTTPClientTransport.configuration(from: base).tracing.tracer == nil)
    }

    @Test func theDefaultClientMakesNoSpans() {
        #expect(AsyncHTTPClientTransport.sharedClient.tracer == nil)
    }

    @Test func refusedConnectionsAreNotRetriedAndBodiesAreDecompressed() {
        let configuration = AsyncHTTPClientTransport.configuration(from: .init())
        #expect(!configuration.connectionPool.retryConnectionEstablishment)
        if case .disabled = configuration.decompression {
            Issue.record("decompression stays disabled")
        }
    }
}
