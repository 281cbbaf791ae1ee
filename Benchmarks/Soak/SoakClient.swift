import Foundation
import Handlers
import Requester
import Stream
import Synchronization

struct User: Codable, Equatable {
    var id: Int
    var name: String
}

/// Counts the errors a status-code handler was handed.
final class HandledCount: Sendable {
    let value = Atomic<Int>(0)
}

struct CountingStatusHandler: StatusCodeHandler {
    let supportedErrorCodes: [Int]
    let handled: HandledCount

    func handle(error: HTTPError, presentable: (any Presentable)?) {
        handled.value.add(1, ordering: .relaxed)
    }
}

/// The soak's server and client: a `StubTransport` answering in virtual time
/// (`scheduler`, one tick a millisecond), an `APIClient` retrying on the same
/// clock, a registry with a 404/503 handler and a `TokenRefreshHandler` that
/// refreshes against the stub, and one `Requester` per screen.
final class SoakClient {
    let scheduler = TestScheduler(initialClock: 0, resolution: .milliseconds(1))
    let stub: StubTransport
    let client: APIClient
    let registry = HandlerRegistry()
    let presentables = (0..<4).map { _ in CountingPresentable() }
    let requesters: [Requester]
    let handled = HandledCount()
    let options = RequestOptions.Builder()
        .observeOnScheduler(ImmediateScheduler.instance)
        .subscribeOnScheduler(ImmediateScheduler.instance)
        .build()

    static let flakySlots = 5
    static let keyedSlots = 3
    static let maxRefreshes = 5
    static let refreshWindow = Duration.seconds(30)

    init() {
        stub = StubTransport(scheduler: scheduler)
        client = APIClient(
            baseURL: URL(string: "https://api.example.com")!, transport: stub,
            retryPolicy: RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(20)), scheduler: scheduler))
        let registry = self.registry
        requesters = presentables.map { Requester(presentable: $0, handlers: registry) }
        registry.statusCodeHandlers = [CountingStatusHandler(supportedErrorCodes: [404, 503], handled: handled)]
        registry.resumableHandlers = [
            TokenRefreshHandler(
                refresh: { [client] in client.request(Endpoint<Empty>.post("auth/refresh")).map { _ in () } },
                maxRefreshes: Self.maxRefreshes, per: Self.refreshWindow, scheduler: scheduler),
        ]
        let soon = Duration.milliseconds(10)
        let user = #"{"id": 1, "name": "Ada"}"#
        stub.stub("GET", "/users/1", .json(user).delayed(by: soon))
        stub.stub("GET", "/users/slow", .json(user).delayed(by: .milliseconds(50)))
        stub.stub("GET", "/missing", .json(#"{"status": 404}"#, status: 404).delayed(by: soon))
        stub.stub("GET", "/stale", .json(#"{"status": 401}"#, status: 401).delayed(by: soon))
        stub.stub("GET", "/fresh", .json(user).delayed(by: soon))
        stub.stub("GET", "/down", .json(#"{"status": 503}"#, status: 503).delayed(by: soon))
        stub.stub("POST", "/orders", .json(#"{"status": 503}"#, status: 503).delayed(by: soon))
        stub.stub("GET", "/api-error", .json(#"{"error": {"code": "quota", "title": "Quota"}}"#).delayed(by: soon))
        stub.stub("GET", "/malformed", .json(#"{"id": 1, "na"#).delayed(by: soon))
        stub.stub("POST", "/auth/refresh", .json("{}").delayed(by: .milliseconds(5)))
    }

    /// Scripts flaky slot `slot` afresh: 503 with `Retry-After: 0`, 503, then 200.
    func rescriptFlaky(_ slot: Int) {
        stub.stub(
            "GET", "/flaky/\(slot)",
            .json(#"{"status": 503}"#, status: 503, headers: ["Retry-After": "0"]).delayed(by: .milliseconds(10)),
            .json(#"{"status": 503}"#, status: 503).delayed(by: .milliseconds(10)),
            .json(#"{"id": 1, "name": "Ada"}"#).delayed(by: .milliseconds(10)))
    }

    /// Scripts keyed-POST slot `slot` afresh: 503, then 201.
    func rescriptKeyed(_ slot: Int) {
        stub.stub(
            "POST", "/payments/\(slot)",
            .json(#"{"status": 503}"#, status: 503).delayed(by: .milliseconds(10)),
            .json(#"{"id": 1, "name": "Ada"}"#, status: 201).delayed(by: .milliseconds(10)))
    }

    /// The request of `kind` number `number`, through the requester of its screen.
    func request(_ kind: SoakKind, number: Int, slot: Int) -> Observable<User> {
        let requester = requesters[number % requesters.count]
        let client = self.client
        switch kind {
        case .ok: return requester.request(options: options) { client.request(Endpoint<User>.get("users/1")) }
        case .notFound: return requester.request(options: options) { client.request(Endpoint<User>.get("missing")) }
        case .expired:
            // The first attempt carries the stale token; once refreshed, the
            // requester makes the request again and it carries the new one.
            var made = 0
            return requester.request(options: options) {
                made += 1
                return client.request(Endpoint<User>.get(made == 1 ? "stale" : "fresh"))
            }
        case .flaky: return requester.request(options: options) { client.request(Endpoint<User>.get("flaky/\(slot)")) }
        case .unavailable: return requester.request(options: options) { client.request(Endpoint<User>.get("down")) }
        case .unsafePost:
            return requester.request(options: options) { client.request(Endpoint<User>.post("orders", body: ["n": number])) }
        case .keyedPost:
            return requester.request(options: options) {
                client.request(Endpoint<User>.post("payments/\(slot)", body: ["n": number]).idempotencyKey("pay-\(number)"))
            }
        case .apiError: return requester.request(options: options) { client.request(Endpoint<User>.get("api-error")) }
        case .malformed: return requester.request(options: options) { client.request(Endpoint<User>.get("malformed")) }
        case .disposed: return requester.request(options: options) { client.request(Endpoint<User>.get("users/slow")) }
        }
    }
}
