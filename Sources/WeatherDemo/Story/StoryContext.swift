import Foundation
import Handlers
import Requester
import Stream

/// Everything the chapters share, wired as an app would wire it: one
/// `APIClient` (bearer token adapter, retry policy, logger) over a network
/// that can go offline, one `Requester` on the screen, and a registry with
/// a token refresh handler, a 404 handler and a connectivity handler.
final class StoryContext {
    let environment: StoryEnvironment
    let console: Console
    let screen: ConsolePresentable
    let network: NetworkSwitch
    let networkLog: NetworkLog
    let tokens: TokenStore
    let cache = SearchCache()
    let retryPolicy: RetryPolicy
    let client: APIClient
    let registry = HandlerRegistry()
    let requester: Requester
    let options: RequestOptions
    private let refreshes = Locked(0)

    init(environment: StoryEnvironment, write: @escaping @Sendable (String) -> Void) {
        self.environment = environment
        console = Console(clock: environment.clock, write: write)
        screen = ConsolePresentable(console: console)
        network = NetworkSwitch(environment.transport)
        networkLog = NetworkLog(console: console, clock: environment.clock)
        // The access token saved by an earlier run of the app has expired by now.
        tokens = TokenStore(accessToken: "saved-yesterday", refreshToken: "refresh-" + UUID().uuidString)
        retryPolicy = RetryPolicy(
            maxAttempts: 4,
            backoff: .exponential(initial: .milliseconds(200)),
            // Offline is answered from the cache at once: waiting would not bring the network back.
            retryableURLErrorCodes: RetryPolicy.defaultRetryableURLErrorCodes.subtracting([.notConnectedToInternet]),
            scheduler: environment.timeScheduler)
        let tokens = self.tokens
        client = APIClient(
            baseURL: environment.baseURL,
            transport: network,
            adapters: [BearerTokenAdapter { tokens.accessToken }],
            retryPolicy: retryPolicy,
            logger: networkLog.logger())
        requester = Requester(presentable: screen, handlers: registry)
        options = RequestOptions.Builder()
            .showLoading(true)
            .observeOnScheduler(environment.observeScheduler)
            .subscribeOnScheduler(environment.subscribeScheduler)
            .build()
        registry.resumableHandlers = [
            TokenRefreshHandler(refresh: { [unowned self] in refreshSession() }, scheduler: environment.timeScheduler),
        ]
        registry.statusCodeHandlers = [CityNotFoundHandler()]
        registry.nsErrorHandlers = [ConnectivityHandler()]
    }

    /// How many token refreshes ran so far.
    var refreshCount: Int { refreshes.withLock { $0 } }

    /// `endpoint` through the requester: loading on the screen, resuming after
    /// a refresh, errors routed to the handlers. Elements arrive after the
    /// screen's own calls for them (one more hop on the observe scheduler),
    /// so the story prints them in the order a person would see them.
    func load<Response: Decodable>(_ endpoint: Endpoint<Response>) -> Observable<Response> {
        let client = self.client
        return requester.request(options: options) { client.request(endpoint) }
            .observeOn(environment.observeScheduler)
    }

    /// The token refresh the `TokenRefreshHandler` runs: one at a time, shared
    /// by every request that meets a 401 meanwhile.
    private func refreshSession() -> Observable<Void> {
        let number = refreshes.withLock { count in
            count += 1
            return count
        }
        console.line("auth", "access token rejected: refresh #\(number) starts; requests that fail meanwhile wait for it")
        let tokens = self.tokens, console = self.console
        return client.request(WeatherAPI.refreshAccessToken(tokens.refreshToken)).map { grant in
            tokens.update(accessToken: grant.accessToken)
            console.line("auth", "new access token stored; waiting requests are made again")
        }
    }
}
