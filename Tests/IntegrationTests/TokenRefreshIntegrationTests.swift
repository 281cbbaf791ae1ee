import Dispatch
import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
import TransportFaultMatrix
#endif

/// Where the app keeps its access token: read by `BearerTokenAdapter` on
/// every attempt, written by the refresh.
private final class TokenStore: Sendable {
    private let token = Locked<String?>("expired")

    var current: String? {
        get { token.withLock { $0 } }
        set { token.withLock { $0 = newValue } }
    }
}

private struct Tokens: Decodable {
    let access_token: String
}

/// `Requester` + `APIClient` + `TokenRefreshHandler` over URLSession against
/// Tests/Fixtures/server.py, on real schedulers (observe on a serial queue:
/// the main queue is not drained while tests run).
@Suite("Token refresh through Requester and APIClient, against a real server", .serialized)
final class TokenRefreshIntegrationTests {
    let server: FixtureServer
    private let store = TokenStore()
    let client: APIClient
    let observeScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TokenRefreshIntegrationTests.observe")
    let presentable = RecordingPresentable()

    init() async throws {
        server = try await FixtureServer()
        let store = self.store
        client = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(),
            adapters: [BearerTokenAdapter { store.current }])
    }

    /// A requester whose registry refreshes through the server's /refresh,
    /// called with the same client, taking `refreshMilliseconds`, and
    /// answering only once /protected was requested `awaiting` times.
    private func requester(maxRefreshes: Int = 5, refreshMilliseconds: Int = 0, awaiting: Int = 0) -> Requester {
        let client = self.client, store = self.store
        let registry = HandlerRegistry()
        registry.resumableHandlers = [
            TokenRefreshHandler(
                refresh: {
                    client.request(Endpoint<Tokens>.post("refresh?ms=\(refreshMilliseconds)&awaiting=\(awaiting)"))
                        .map { tokens in store.current = tokens.access_token }
                },
                // An hour: waves on a loaded machine can take longer than a
                // minute, and the budget, not the window, is under test here.
                // No refresh timeout for the same reason: it is tested in
                // virtual time, and here the waits below bound a hang.
                maxRefreshes: maxRefreshes, per: .seconds(3600), refreshTimeout: nil)
        ]
        return Requester(presentable: presentable, handlers: registry)
    }

    private var options: RequestOptions {
        RequestOptions.Builder().observeOnScheduler(observeScheduler).build()
    }

    /// Subscribes to every request at once, calls `subscribed`, and waits (at
    /// most `seconds`, a bound on a hang that a loaded machine's stalls stay
    /// under) for all of them to end; a request that has not ended is `nil`.
    private func outcomes<T: Sendable>(
        of requests: [Observable<T>], within seconds: Double = 180, subscribed: () -> Void = {}
    ) async -> [Result<T, any Error>?] {
        let results = Locked<[Int: Result<T, any Error>]>([:])
        let group = DispatchGroup()
        var subscriptions: [any Disposable] = []
        for (index, request) in requests.enumerated() {
            group.enter()
            subscriptions.append(request.subscribe(
                onNext: { value in results.withLock { $0[index] = .success(value) } },
                onError: { error in
                    results.withLock { $0[index] = .failure(error) }
                    group.leave()
                },
                onCompleted: { group.leave() }))
        }
        subscribed()
        let finished = await waitOnAThread { group.wait(timeout: .now() + seconds) == .success }
        #expect(finished, "some requests never ended")
        subscriptions.forEach { $0.dispose() }
        await drainObserveScheduler()
        let collected = results.withLock { $0 }
        return requests.indices.map { collected[$0] }
    }

    /// Waits until what the observe scheduler had queued (loading calls) has run.
    private func drainObserveScheduler() async {
        await withCheckedContinuation { continuation in
            observeScheduler.schedule { continuation.resume() }
        }
    }

    @Test func fiftyConcurrent401sShareOneRefreshAndAllSucceed() async throws {
        let requester = requester(awaiting: 50)
        let requests = (0..<50).map { _ in
            requester.request(options: options) { self.client.request(Endpoint<User>.get("protected")) }
        }
        let results = await outcomes(of: requests)
        let failures = results.compactMap { result -> String? in
            switch result {
            case .success(let user)?: return user == ada ? nil : "wrong user \(user)"
            case .failure(let error)?: return "\(error)"
            case nil: return "never ended"
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(try await server.count(path: "/refresh") == 1)
        #expect(try await server.count(path: "ok:/protected") == 50)
        // Every request carried the expired token first (the refresh waited for all 50).
        #expect(try await server.count(path: "/protected") == 100)
        #expect(store.current == "token-1")
        #expect(presentable.calls == [.showLoading, .hideLoading])
    }

    /// The server rejects every token: each wave of ten requests shares one
    /// refresh and then fails with the 401, until the budget of two refreshes
    /// is spent; later waves fail with `tooManyRefreshes` without asking.
    @Test func aServerThatAlwaysAnswers401GetsBoundedRefreshesAndTypedErrors() async throws {
        let requester = requester(maxRefreshes: 2, refreshMilliseconds: 100)
        var unauthorized = 0, tooMany = 0, other: [String] = []
        for wave in 0..<5 {
            // The wave's requests are sent once all ten are subscribed (and so
            // counted as loading): none can end before the last one begins,
            // however slowly this thread subscribes them.
            let sent = BehaviorSubject(value: false)
            let requests = (0..<10).map { _ in
                requester.request(options: options) {
                    sent.filter { $0 }.take(1).flatMap { _ in self.client.request(Endpoint<User>.get("always-401")) }
                }
            }
            for result in await outcomes(of: requests, subscribed: { sent.onNext(true) }) {
                switch result {
                case .failure(let error as RequestError)? where error.statusCode == 401 && wave < 2:
                    unauthorized += 1
                case .failure(let error as TokenRefreshError)? where error == .tooManyRefreshes && wave >= 2:
                    tooMany += 1
                default:
                    other.append("wave \(wave): \(String(describing: result))")
                }
            }
        }
        #expect(other.isEmpty, "\(other)")
        #expect(unauthorized == 20)
        #expect(tooMany == 30)
        #expect(try await server.count(path: "/refresh") == 2)
        // Two waves tried twice (before and after their refresh), three waves once.
        #expect(try await server.count(path: "/always-401") == 2 * 20 + 30)
        #expect(presentable.calls.filter { $0 == .showLoading }.count == 5)
        #expect(presentable.calls.filter { $0 == .hideLoading }.count == 5)
        #expect(presentable.calls.last == .hideLoading)
    }

    /// Half of the requests are disposed as their 401 arrives, while they
    /// wait for the refresh: the refresh still runs once and the others
    /// succeed; the disposed ones are never sent again and deliver nothing.
    @Test func requestsDisposedWhileWaitingAreNotResumed() async throws {
        let requester = requester(refreshMilliseconds: 200, awaiting: 20)
        let events = Locked<[Int: [String]]>([:])
        let kept = DispatchGroup()
        let slots = (0..<20).map { _ in SerialDisposable() }
        for index in 0..<20 {
            let stays = index.isMultiple(of: 2)
            if stays { kept.enter() }
            let request = requester.request(options: options) {
                self.client.request(Endpoint<User>.get("protected")).do(onError: { _ in
                    // From another thread, as the failure enters the wait.
                    if !stays { DispatchQueue.global().async { slots[index].dispose() } }
                })
            }
            slots[index].disposable = request.subscribe(
                onNext: { _ in events.withLock { $0[index, default: []].append("next") } },
                onError: { error in
                    events.withLock { $0[index, default: []].append("error \(error)") }
                    if stays { kept.leave() }
                },
                onCompleted: {
                    events.withLock { $0[index, default: []].append("completed") }
                    if stays { kept.leave() }
                })
        }
        let finished = await waitOnAThread { kept.wait(timeout: .now() + 180) == .success }
        #expect(finished)
        await drainObserveScheduler()
        let recorded = events.withLock { $0 }
        for index in 0..<20 {
            #expect(recorded[index] == (index.isMultiple(of: 2) ? ["next", "completed"] : nil), "request \(index)")
        }
        #expect(try await server.count(path: "/refresh") == 1)
        #expect(try await server.count(path: "ok:/protected") == 10)
        #expect(try await server.count(path: "/protected") == 30)
        #expect(presentable.calls == [.showLoading, .hideLoading])
        slots.forEach { $0.dispose() }
    }
}
