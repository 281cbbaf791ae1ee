import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `RequestLimits` as `APIClient` applies them: the body kept for an answer,
/// a line of `lines`, an event of `events`, each failing with
/// `URLError(.dataLengthExceedsMaximum)`, never retried.
@Suite("RequestLimits through APIClient")
struct RequestLimitsTests {
    let scheduler = millisecondScheduler()

    var policy: RetryPolicy {
        RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(100)), scheduler: scheduler)
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let limits = RequestLimits.default
        #expect(limits.maximumBodySize == 32 << 20)
        #expect(limits.maximumLineLength == 1 << 20)
        #expect(limits.maximumEventSize == 1 << 20)
        #expect(limits.maximumDownloadSize == nil)
        #expect(limits.deadline == nil)
        #expect(limits.minimumReconnectionDelay == .seconds(1))
        #expect(APIClient(baseURL: baseURL).limits == .default)
    }

    @Test func aBodyOverTheLimitFailsNamingItsValueAndURLAndIsNotRetried() throws {
        let transport = StubTransport()
        transport.stub("GET", "/v1/big", .status(500, data: Data(count: 2_000)))
        let client = APIClient(
            baseURL: baseURL, transport: transport, retryPolicy: policy,
            limits: RequestLimits(maximumBodySize: 1_000))
        let observer = scheduler.start { client.request(Endpoint<Data>.get("big")) }
        let error = try #require(observer.events.first?.value.error as? RequestError)
        guard case .transport(let urlError) = error else { Issue.record("got \(error)"); return }
        #expect(urlError.code == .dataLengthExceedsMaximum)
        let description = urlError.localizedDescription
        #expect(description.contains("maximumBodySize"), "\(description)")
        #expect(description.contains("1000 bytes"), "\(description)")
        #expect(description.contains("https://api.example.com/v1/big"), "\(description)")
        #expect(transport.callCount("GET", "/v1/big") == 1)
    }

    @Test func aBodyAtTheLimitIsKept() {
        let transport = StubTransport()
        transport.stub("GET", "/v1/exact", .status(200, data: Data(count: 1_000)))
        let client = APIClient(baseURL: baseURL, transport: transport, limits: RequestLimits(maximumBodySize: 1_000))
        let observer = scheduler.start { client.request(Endpoint<Data>.get("exact")) }
        #expect(observer.events.first?.value.element?.count == 1_000)
    }

    @Test func anEndpointsLimitsReplaceTheClients() {
        let transport = StubTransport()
        transport.stub("GET", "/v1/export", .status(200, data: Data(count: 5_000)))
        let client = APIClient(baseURL: baseURL, transport: transport, limits: RequestLimits(maximumBodySize: 1_000))
        let export = Endpoint<Data>.get("export").limits(RequestLimits(maximumBodySize: nil))
        let observer = scheduler.start { client.request(export) }
        #expect(observer.events.first?.value.element?.count == 5_000)
    }

    @Test func aLineOverTheLimitFailsTheStream() throws {
        let transport = ScriptedStreamTransport(scheduler: scheduler, [[
            (0, .ok()), (10, .text("short\n")), (20, .text(String(repeating: "a", count: 60))),
            (30, .text(String(repeating: "a", count: 60))), (40, .end),
        ]])
        let client = APIClient(baseURL: baseURL, transport: transport, limits: RequestLimits(maximumLineLength: 100))
        let observer = scheduler.start { client.lines(.get("log")) }
        #expect(observer.events.first == .next(210, "short"))
        #expect(observer.events.count == 2)
        let last = try #require(observer.events.last)
        #expect(last.time == 230)
        let error = try overLimit(last)
        #expect(error.localizedDescription.contains("maximumLineLength (100 bytes)"))
        #expect(transport.calls.first?.disposedAt == 230)
    }

    @Test func anEventOverTheLimitFailsTheStreamWithoutReconnecting() throws {
        let transport = ScriptedStreamTransport(scheduler: scheduler, [[
            (0, .eventStream), (10, .text("data: ok\n\n")), (20, .text("data: " + String(repeating: "a", count: 50))),
            (30, .text("\ndata: " + String(repeating: "b", count: 50) + "\n")), (40, .end),
        ]])
        let client = APIClient(
            baseURL: baseURL, transport: transport, retryPolicy: policy, limits: RequestLimits(maximumEventSize: 100))
        let observer = scheduler.start { client.events(.get("feed")) }
        #expect(observer.events.first?.value.element?.data == "ok")
        let last = try #require(observer.events.last)
        #expect(last.time == 230)
        let error = try overLimit(last)
        #expect(error.localizedDescription.contains("maximumEventSize (100 bytes)"))
        #expect(transport.calls.count == 1)
    }

    @Test func aRejectedStreamsErrorBodyIsBoundedToo() throws {
        let transport = ScriptedStreamTransport(scheduler: scheduler, [[
            (0, .head(500, ["Content-Type": "text/plain"])), (10, .chunk(Data(count: 80))), (20, .chunk(Data(count: 80))),
            (30, .end),
        ]])
        let client = APIClient(baseURL: baseURL, transport: transport, limits: RequestLimits(maximumBodySize: 100))
        let observer = scheduler.start { client.lines(.get("log")) }
        let last = try #require(observer.events.last)
        #expect(last.time == 220)
        _ = try overLimit(last)
    }

    /// The `URLError` of a stream's last event, which must be the over-the-limit error.
    private func overLimit<T>(_ last: Recorded<Event<T>>) throws -> URLError {
        guard case .transport(let error)? = last.value.error as? RequestError else {
            throw Failure(message: "got \(last)")
        }
        #expect(error.code == .dataLengthExceedsMaximum)
        return error
    }

    private struct Failure: Error {
        let message: String
    }
}
