import Foundation
import Logging
import Requester
import RequesterLogging
import RequesterMetrics
import RequesterTracing
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The side package's sample of Docs/Networking.md, "Service code" (the root's
// NetworkingDocTests checks that it appears here word for word).

@Suite("Docs/Networking.md, Logs, metrics and traces")
struct ServiceCodeDocSamplesTests {
    @Test func allThreeObserversOnOneClient() {
        // MARK: Docs "Logs, metrics and traces"
        let tracing = TracingRequestObserver()
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            adapters: [tracing],
            observers: [
                LoggingRequestObserver(logger: Logger(label: "api")),
                MetricsRequestObserver(),
                tracing,
            ])
        // MARK: end
        #expect(client.adapters.count == 1)
        #expect(client.observers.count == 3)
        #expect(client.observers.last as? TracingRequestObserver === tracing)
    }
}
