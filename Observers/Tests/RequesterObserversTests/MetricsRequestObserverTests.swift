import CoreMetrics
import Foundation
import Handlers
import MetricsTestKit
import Requester
@testable import RequesterMetrics
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("MetricsRequestObserver, over StubTransport in virtual time")
struct MetricsRequestObserverTests {
    let metrics = TestMetrics()
    let stub = StubTransport()
    let scheduler = millisecondScheduler()

    func client(transport: (any Transport)? = nil) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: transport ?? stub, retryPolicy: retryPolicy(on: scheduler),
            observers: [MetricsRequestObserver(factory: metrics)])
    }

    func dimensions(_ method: String, _ statusClass: String) -> [(String, String)] {
        [("method", method), ("host", "api.example.com"), ("status_class", statusClass)]
    }

    @Test func eachAttemptIsCountedAndTimedByMethodHostAndStatusClass() throws {
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        let client = client()
        let events = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.events.count == 2)
        #expect(try metrics.expectCounter("http_client_requests", dimensions("GET", "5xx")).totalValue == 1)
        #expect(try metrics.expectCounter("http_client_requests", dimensions("GET", "2xx")).totalValue == 1)
        #expect(metrics.counterTotal(label: "http_client_requests") == 2)
        let timed = try metrics.expectTimer("http_client_request_duration", dimensions("GET", "2xx"))
        #expect(timed.values.count == 1)
        #expect(timed.values.allSatisfy { $0 >= 0 })
    }

    @Test func anAttemptWithoutResponseIsFailed() throws {
        stub.stub("DELETE", "/v1/users/1", .failure(URLError(.cannotConnectToHost)))
        // DELETE is retried on a refused connection: three attempts, all failed.
        let client = client()
        _ = scheduler.start { client.request(Endpoint<Empty>.delete("users/1")) }
        #expect(try metrics.expectCounter("http_client_requests", dimensions("DELETE", "failed")).totalValue == 3)
    }

    @Test func anAttemptDisposedInFlightIsCancelled() throws {
        let slow = StubTransport(delay: .seconds(10), scheduler: scheduler)
        slow.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client(transport: slow)
        let events = scheduler.start(disposed: 500) { client.request(Endpoint<User>.get("users/1")) }
        #expect(events.events.isEmpty)
        #expect(try metrics.expectCounter("http_client_requests", dimensions("GET", "cancelled")).totalValue == 1)
    }

    @Test func durationsAreWholeNanoseconds() {
        #expect(MetricsRequestObserver.nanoseconds(.milliseconds(12)) == 12_000_000)
        #expect(MetricsRequestObserver.nanoseconds(.nanoseconds(7) + .seconds(2)) == 2_000_000_007)
        #expect(MetricsRequestObserver.nanoseconds(.seconds(Int64.max)) == .max)
        #expect(MetricsRequestObserver.nanoseconds(.seconds(-1)) == 0)
    }
}
