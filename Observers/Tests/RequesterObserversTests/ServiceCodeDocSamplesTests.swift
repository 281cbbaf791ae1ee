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
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com/v1")!,
            observers: [
                LoggingRequestObserver(logger: Logger(label: "api")),
                MetricsRequestObserver(),
                TracingRequestObserver(),
            ])
        // MARK: end
        #expect(client.adapters.isEmpty)
        #expect(client.observers.count == 3)
        #expect(client.observers.last is any RequestInstrument)
    }
}
