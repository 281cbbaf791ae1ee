import Benchmark
import Foundation
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One GET of a small JSON user, answered in memory and synchronously, at
/// three depths: the bare decode, `APIClient` (also with a bearer token
/// adapter, first or second), and `Requester` over it.
enum InMemoryWorkloads {
    private static let baseURL = URL(string: "https://api.example.com")!

    /// The floor: what decoding the body costs on its own.
    static func bareDecode(_ benchmark: Benchmark) {
        let body = Data(userJSON.utf8)
        let decoder = JSONDecoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try decoder.decode(User.self, from: body))
            } catch {
                fatalError("decode failed: \(error)")
            }
        }
        benchmark.stopMeasurement()
    }

    /// `APIClient.request` over `StubTransport` (no delay, no scheduler: the
    /// reply arrives during subscribe, so the loop is synchronous).
    static func apiClient(_ benchmark: Benchmark) {
        measureRequests(through: APIClient(baseURL: baseURL, transport: stubbedTransport()), benchmark)
    }

    /// `apiClient` with a `BearerTokenAdapter` adding the token to every request.
    static func apiClientWithBearerToken(_ benchmark: Benchmark) {
        let client = APIClient(
            baseURL: baseURL, transport: stubbedTransport(), adapters: [BearerTokenAdapter { "token-123" }])
        measureRequests(through: client, benchmark)
    }

    /// The same token behind an adapter that changes nothing: the token is
    /// then added to the built request, as any adapter's change is.
    static func apiClientWithBearerTokenSecond(_ benchmark: Benchmark) {
        let client = APIClient(
            baseURL: baseURL, transport: stubbedTransport(),
            adapters: [UnchangingAdapter(), BearerTokenAdapter { "token-123" }])
        measureRequests(through: client, benchmark)
    }

    private static func measureRequests(through client: APIClient, _ benchmark: Benchmark) {
        let endpoint = Endpoint<User>.get("users/1")
        let received = Counter()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            _ = client.request(endpoint).subscribe(
                onNext: { user in received.add(user.id) },
                onError: { error in fatalError("request failed: \(error)") })
        }
        benchmark.stopMeasurement()
        received.expect(benchmark.scaledIterations.count)
    }

    /// `Requester.request` (loading on a presentable, error routing, resuming
    /// ready) wrapping the same `APIClient` call, observing and subscribing
    /// on `ImmediateScheduler.instance`.
    static func requester(_ benchmark: Benchmark) {
        let client = APIClient(baseURL: baseURL, transport: stubbedTransport())
        let endpoint = Endpoint<User>.get("users/1")
        let presentable = SilentPresentable()
        let requester = Requester(presentable: presentable, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        let received = Counter()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            _ = requester.request(options: options) { client.request(endpoint) }.subscribe(
                onNext: { user in received.add(user.id) },
                onError: { error in fatalError("request failed: \(error)") })
        }
        benchmark.stopMeasurement()
        received.expect(benchmark.scaledIterations.count)
        precondition(presentable.loadingShows > 0, "the loading indicator was never shown")
    }

    private static func stubbedTransport() -> StubTransport {
        let stub = StubTransport()
        stub.stub("GET", "/users/1", .json(userJSON))
        return stub
    }
}

/// An adapter that returns the request as it is.
struct UnchangingAdapter: RequestAdapter {
    func adapt(_ request: URLRequest) throws -> URLRequest { request }
}

/// Counts deliveries, so a workload that silently delivered nothing fails.
final class Counter {
    private var total = 0
    private var count = 0

    func add(_ value: Int) {
        total &+= value
        count += 1
    }

    func expect(_ expected: Int) {
        precondition(count == expected, "expected \(expected) deliveries, got \(count)")
        blackHole(total)
    }
}
