import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a `FaultLoadPlan` to the fixture server's /fault/item through
/// `Requester` + `APIClient` + `URLSessionTransport`, `inFlight` requests at
/// a time, with a retry policy and a `TokenRefreshHandler` that refreshes
/// against /fault/refresh, and records every outcome in a `FaultLoadLedger`.
final class FaultLoadRun: Sendable {
    static let maxRefreshes = 20
    static let refreshWindow = Duration.seconds(1)

    let plan: FaultLoadPlan
    let ledger: FaultLoadLedger
    let presentable = RecordingPresentable()
    private let client: APIClient
    private let requester: Requester
    private let token = Locked("fault-token-0")
    private let inFlight: Int

    init(plan: FaultLoadPlan, server: URL, inFlight: Int) {
        self.plan = plan
        self.inFlight = inFlight
        ledger = FaultLoadLedger(plan: plan)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = inFlight
        let transport = RecordingTransport(inner: URLSessionTransport(configuration: configuration), ledger: ledger)
        let token = self.token
        let client = APIClient(
            baseURL: server, transport: transport,
            adapters: [BearerTokenAdapter { token.withLock { $0 } }],
            retryPolicy: RetryPolicy(maxAttempts: 3, backoff: .constant(.milliseconds(10))))
        self.client = client
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            TokenRefreshHandler(
                refresh: {
                    client.request(Endpoint<RefreshedToken>.post("fault/refresh"))
                        .map { refreshed in token.withLock { $0 = refreshed.accessToken } }
                },
                maxRefreshes: Self.maxRefreshes, per: Self.refreshWindow),
        ]
        requester = Requester(presentable: presentable, handlers: registry)
    }

    struct RefreshedToken: Decodable {
        let accessToken: String

        enum CodingKeys: String, CodingKey {
            case accessToken = "access_token"
        }
    }

    /// Runs the whole plan; returns when every request has ended and a
    /// little more time has passed for events that should not come.
    func run() {
        let slots = DispatchSemaphore(value: inFlight)
        let done = DispatchGroup()
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        for request in plan.requests {
            slots.wait()
            done.enter()
            // Released once, by whichever ends the request first: its terminal event or its dispose.
            let release = Locked(false)
            let end: @Sendable () -> Void = {
                let first = release.withLock { released in
                    defer { released = true }
                    return !released
                }
                if first {
                    slots.signal()
                    done.leave()
                }
            }
            let number = request.number, ledger = self.ledger
            let subscription = requester.request(options: options) { [client] in
                client.request(Self.endpoint(for: request))
            }.subscribe(
                onNext: { _ in ledger.value(number) },
                onError: { error in
                    ledger.failed(number, error)
                    end()
                },
                onCompleted: {
                    ledger.completed(number)
                    end()
                },
                onDisposed: { ledger.disposed(number) })
            if let delay = request.disposeAfter {
                DispatchQueue.global().asyncAfter(deadline: .now() + delay.timeInterval) {
                    ledger.disposeStarted(number)
                    subscription.dispose()
                    ledger.disposeReturned(number)
                    end()
                }
            }
        }
        done.wait()
        // Anything delivered now is delivered late: give it the time to show.
        Thread.sleep(forTimeInterval: 1)
    }

    static func endpoint(for request: FaultLoadPlan.Request) -> Endpoint<LoadItem> {
        var endpoint: Endpoint<LoadItem> = switch request.method {
        case .get: .get("fault/item")
        case .keyedPost: Endpoint<LoadItem>.post("fault/item", body: ["n": request.number]).idempotencyKey(request.id)
        case .unkeyedPost: .post("fault/item", body: ["n": request.number])
        }
        endpoint = endpoint.header("X-Request-Id", request.id)
            .header("X-Fault-Script", FaultLoadPlan.script(for: request.fault))
            .timeout(FaultLoadPlan.timeout)
        return endpoint
    }
}

struct LoadItem: Decodable, Sendable {
    let id: Int
    let name: String
}
