import Foundation
import GuideSampleSupport
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The code samples of Docs/Networking.md, compiled and run. Keep the two in step.

struct Article: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

struct NewArticle: Encodable {
    var title: String
}

// MARK: Docs "Endpoints"
enum ArticlesAPI {
    static let list = Endpoint<[Article]>.get("articles", query: ["page": "2", "tag": "swift"])
    static let one = Endpoint<Article>.get("articles/42")
    static let create = Endpoint<Article>.post("articles", body: NewArticle(title: "Hello"))
    static let rename = Endpoint<Article>.patch("articles/42", body: ["title": "Renamed"])
    static let remove = Endpoint<Empty>.delete("articles/42")
    // {"data": [...], "meta": {...}}
    static let page = Endpoint<[Article]>.get("articles").unwrapping("data")
    static let slow = Endpoint<Article>.get("reports/1", headers: ["X-Trace": "abc"]).timeout(.seconds(5))
}

/// The page's first sample: compiled, never called (it talks to a real server).
private func overviewSample() async throws {
    // MARK: Docs, the first sample
    let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!)
    let bag = DisposeBag()

    client.request(Endpoint<Article>.get("articles/42"))      // Observable<Article>, cold
        .subscribe(onNext: { article in print(article.title) }, onError: { error in print("failed:", error) })
        .disposed(by: bag)

    let article = try await client.send(Endpoint<Article>.get("articles/42"))
    // MARK: end
    _ = article
}

/// The app's token store in the "Authentication" sample: guarded, since
/// the client reads it from any thread.
private final class AuthenticationTokens: Sendable {
    private let tokens = Locked((access: String?.some("expired"), refresh: "refresh-1"))
    var accessToken: String? {
        get { tokens.withLock { $0.access } }
        set { tokens.withLock { $0.access = newValue } }
    }
    var refreshToken: String { tokens.withLock { $0.refresh } }
}

private struct Session: Decodable {
    let accessToken: String
    enum CodingKeys: String, CodingKey { case accessToken = "access_token" }
}

/// The "Authentication" sample: compiled, never called (it talks to a real server).
private func authenticationSample(tokens: AuthenticationTokens) async throws {
    // MARK: Docs "Authentication"
    // The refresh has a client of its own, without the authenticator: a
    // refused refresh then fails instead of waiting for itself.
    let refresher = APIClient(baseURL: URL(string: "https://api.example.com")!)
    let client = APIClient(
        baseURL: URL(string: "https://api.example.com")!,
        authenticator: .bearer(token: { tokens.accessToken }, refresh: {
            let session = try await refresher.send(
                Endpoint<Session>.post("auth/refresh", body: ["refresh_token": tokens.refreshToken]))
            tokens.accessToken = session.accessToken
        }))

    let article = try await client.send(Endpoint<Article>.get("articles/42"))
    // MARK: end
    _ = article
}

@Suite("Docs/Networking.md samples")
struct NetworkingDocTests {
    @Test func endpointsSample() throws {
        let base = URL(string: "https://api.example.com/v1")!
        #expect(try ArticlesAPI.list.urlRequest(relativeTo: base).url?.absoluteString
                == "https://api.example.com/v1/articles?page=2&tag=swift")
        #expect(try ArticlesAPI.create.urlRequest(relativeTo: base).value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try ArticlesAPI.rename.urlRequest(relativeTo: base).httpMethod == "PATCH")
        #expect(try ArticlesAPI.remove.urlRequest(relativeTo: base).httpMethod == "DELETE")
        #expect(ArticlesAPI.page.envelopeKeys == ["data"])
        #expect(try ArticlesAPI.slow.urlRequest(relativeTo: base).timeoutInterval == 5)
        _ = ArticlesAPI.one
    }

    @Test func customContractAndDecoderSample() throws {
        // MARK: Docs "The server's error contract"
        // The server says {"message": "...", "reason": "..."} with a 4xx or 5xx.
        struct ServerError: Decodable { let message: String; let reason: String }
        let contract = APIErrorContract { response in
            guard response.statusCode >= 400,
                  let body = try? JSONDecoder().decode(ServerError.self, from: response.body)
            else { return nil }
            return APIError(code: body.reason, title: body.message, response: response)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601

        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            apiErrorContract: contract,   // for every endpoint of this client
            decoder: decoder)
        let legacy = Endpoint<Article>.get("legacy/1").apiErrors(.default)  // one endpoint differs
        // MARK: end

        #expect(client.validator.decoder === decoder)
        let failure = HTTPResponse(statusCode: 409, body: Data(#"{"message": "Taken", "reason": "conflict"}"#.utf8))
        #expect(contract.apiError(in: failure)?.code == "conflict")
        #expect(legacy.apiErrorContract != nil)
    }

    @Test func errorSwitchSample() {
        // MARK: Docs "Errors"
        func message(for error: any Error) -> String {
            guard let error = error as? RequestError else { return "Something went wrong." }
            switch error {
            case .transport(let urlError) where urlError.code == .notConnectedToInternet:
                return "You are offline."
            case .transport:
                return "The server could not be reached."
            case .status(let httpError) where httpError.statusCode == 404:
                return "Not found."
            case .status(let httpError):
                return "The server answered \(httpError.statusCode)."
            case .api(let apiError):
                return apiError.title  // the server's own words
            case .decoding(_, let response):
                return "Unexpected answer (HTTP \(response.statusCode))."
            case .cancelled:
                return ""  // the user went away; say nothing
            }
        }
        // MARK: end
        #expect(message(for: RequestError.transport(URLError(.notConnectedToInternet))) == "You are offline.")
        #expect(message(for: RequestError.status(HTTPError(response: HTTPResponse(statusCode: 404)))) == "Not found.")
        #expect(message(for: RequestError.api(APIError(code: "c", title: "Quota exceeded", response: HTTPResponse(statusCode: 200)))) == "Quota exceeded")
    }

    @Test func retrySample() {
        // MARK: Docs "Retry"
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            retryPolicy: RetryPolicy(
                maxAttempts: 4,
                backoff: .exponential(initial: .milliseconds(300)).jittered(0.2)))

        // A payment may be retried only because it carries a key the server de-duplicates on.
        let pay = Endpoint<Empty>.post("payments", body: ["amount": 1200])
            .idempotencyKey(UUID().uuidString)
        // MARK: end
        #expect(client.retryPolicy?.maxAttempts == 4)
        #expect(pay.headers["Idempotency-Key"] != nil)
    }

    @Test func adapterAndLoggerSample() {
        final class Session: @unchecked Sendable { var accessToken: String? = "t" }  // a user's token store
        let session = Session()
        // MARK: Docs "Adapters" and "Logging"
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            adapters: [BearerTokenAdapter { session.accessToken }],
            logger: RequestLogger(
                options: [.requestURL, .responseCode, .time, .requestHeaders],
                redactedHeaders: RequestLogger.defaultRedactedHeaders.union(["X-Api-Key"]),
                sink: { line in print(line) }))
        // MARK: end
        #expect(client.adapters.count == 1)
        #expect(client.logger?.redactedHeaders.contains("X-Api-Key") == true)
    }

    @Test func loggerLinesSample() {
        // MARK: Docs "Logging", keeping the lines
        /// The lines of a `RequestLogger`, for a debug screen: the sink may be
        /// called by several requests at once.
        final class LogLines: Sendable {
            private let lines = Mutex<[String]>([])

            func append(_ line: String) { lines.withLock { $0.append(line) } }
            var all: [String] { lines.withLock { $0 } }
        }

        let lines = LogLines()
        let logger = RequestLogger(sink: { line in lines.append(line) })
        // MARK: end

        // What the sample is for: requests on several threads at once, each
        // writing a request line and a response line; none is lost.
        let stub = StubTransport()
        stub.stub("GET", "/articles/42", .json(#"{"id": 42, "title": "Hi"}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub, logger: logger)
        let delivered = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            _ = client.request(Endpoint<Article>.get("articles/42"))
                .subscribe(onNext: { _ in delivered.withLock { $0 += 1 } })
        }
        #expect(delivered.withLock { $0 } == 200)
        #expect(lines.all.count == 400)
        #expect(lines.all.filter { $0.hasPrefix("--> GET https://api.example.com/articles/42") }.count == 200)
        #expect(lines.all.filter { $0.hasPrefix("<-- 200 GET https://api.example.com/articles/42") }.count == 200)
    }

    @Test func stubbingSample() {
        // MARK: Docs "Stubbing for tests"
        let scheduler = TestScheduler(resolution: .milliseconds(1))  // one tick = 1 ms
        let stub = StubTransport(delay: .milliseconds(20), scheduler: scheduler)
        stub.stub("GET", "/articles/42", .status(503), .status(503), .json(#"{"id": 42, "title": "Hi"}"#))
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler))

        let observer = scheduler.start { client.request(Endpoint<Article>.get("articles/42")) }

        // Subscribed at 200; three replies of 20 ms, two waits of 100 ms.
        #expect(observer.events == [.next(460, Article(id: 42, title: "Hi")), .completed(460)])
        #expect(stub.callCount("GET", "/articles/42") == 3)
        // MARK: end
    }

    @Test func asyncSample() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/articles/42", .json(#"{"id": 42, "title": "Hi"}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
        // MARK: Docs "async/await"
        let article = try await client.send(Endpoint<Article>.get("articles/42"))
        // MARK: end
        #expect(article.title == "Hi")
    }

    @Test func tokenRefreshSample() {
        /// The app's token store: guarded, since adapters read it from any thread.
        final class TokenStore: Sendable {
            private let tokens = Locked((access: String?.some("expired"), refresh: "refresh-1"))
            var accessToken: String? {
                get { tokens.withLock { $0.access } }
                set { tokens.withLock { $0.access = newValue } }
            }
            var refreshToken: String { tokens.withLock { $0.refresh } }
        }
        let tokens = TokenStore()
        let registry = HandlerRegistry()
        let screen = RecordingPresentable()

        // MARK: Docs "Token refresh"
        struct Session: Decodable {
            let accessToken: String
            enum CodingKeys: String, CodingKey { case accessToken = "access_token" }
        }

        /// On a 401: one call to auth/refresh for every request failing meanwhile,
        /// then each of them is made again, with the new token.
        func installTokenRefresh(client: APIClient, tokens: TokenStore, in registry: HandlerRegistry = .shared) {
            registry.resumableHandlers = [
                TokenRefreshHandler(refresh: {
                    // The client itself, not a Requester: a refresh that fails
                    // with 401 must fail, not wait for its own refresh.
                    client.request(Endpoint<Session>.post("auth/refresh", body: ["refresh_token": tokens.refreshToken]))
                        .map { session in tokens.accessToken = session.accessToken }
                })
            ]
        }
        // MARK: end

        // MARK: Docs "Token refresh", wiring
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            adapters: [BearerTokenAdapter { tokens.accessToken }])
        installTokenRefresh(client: client, tokens: tokens, in: registry)

        let requester = Requester(presentable: screen, handlers: registry)
        let article = requester.request { client.request(Endpoint<Article>.get("articles/42")) }
        // MARK: end
        _ = article
        #expect(registry.resumableHandlers.first is TokenRefreshHandler)

        // The same installation over a stub, in virtual time: two requests
        // fail with 401, one refresh, both are made again with the new token.
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        let stub = StubTransport(delay: .milliseconds(10), scheduler: scheduler)
        stub.stub("GET", "/articles/42", .status(401), .status(401), .json(#"{"id": 42, "title": "Hi"}"#))
        // As servers (and Tests/Fixtures/server.py) write it: snake_case.
        stub.stub("POST", "/auth/refresh", .json(#"{"access_token": "fresh"}"#))
        let stubbed = APIClient(
            baseURL: URL(string: "https://api.example.com")!, transport: stub,
            adapters: [BearerTokenAdapter { tokens.accessToken }])
        let stubRegistry = HandlerRegistry()
        installTokenRefresh(client: stubbed, tokens: tokens, in: stubRegistry)
        let options = RequestOptions.Builder().observeOnScheduler(scheduler).subscribeOnScheduler(scheduler).build()
        let stubRequester = Requester(presentable: screen, handlers: stubRegistry)
        let first = scheduler.createObserver(Article.self)
        let second = scheduler.createObserver(Article.self)
        for observer in [first, second] {
            _ = stubRequester.request(options: options) { stubbed.request(Endpoint<Article>.get("articles/42")) }
                .subscribe(observer)
        }
        scheduler.start()
        #expect(first.events == [.next(30, Article(id: 42, title: "Hi")), .completed(30)])
        #expect(second.events == [.next(30, Article(id: 42, title: "Hi")), .completed(30)])
        #expect(stub.callCount("POST", "/auth/refresh") == 1)
        #expect(stub.requests.last?.value(forHTTPHeaderField: "Authorization") == "Bearer fresh")
        #expect(tokens.accessToken == "fresh")
    }

    /// The "Authentication" sample's client over a stub: one 401, one
    /// refresh through the refresher, the request sent again with the new token.
    @Test func authenticationSampleRefreshesAndSendsAgain() async throws {
        let tokens = AuthenticationTokens()
        let stub = StubTransport()
        stub.stub("GET", "/articles/42", .status(401), .json(#"{"id": 42, "title": "Hi"}"#))
        stub.stub("POST", "/auth/refresh", .json(#"{"access_token": "fresh"}"#))
        let refresher = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!, transport: stub,
            authenticator: .bearer(token: { tokens.accessToken }, refresh: {
                let session = try await refresher.send(
                    Endpoint<Session>.post("auth/refresh", body: ["refresh_token": tokens.refreshToken]))
                tokens.accessToken = session.accessToken
            }))
        let article = try await client.send(Endpoint<Article>.get("articles/42"))
        #expect(article == Article(id: 42, title: "Hi"))
        #expect(stub.callCount("POST", "/auth/refresh") == 1)
        #expect(stub.requests.last?.value(forHTTPHeaderField: "Authorization") == "Bearer fresh")
        #expect(tokens.accessToken == "fresh")
        _ = authenticationSample
    }

    /// The "The client's configuration" sample: the client's settings on an
    /// endpoint that sets none, the endpoint's own where it does.
    @Test func configurationSample() throws {
        let apiKey = "key-1"
        let exportKey = "key-export"
        // MARK: Docs "The client's configuration"
        let client = APIClient(configuration: .init(
            baseURL: URL(string: "https://api.example.com/v1")!,
            defaultHeaders: ["User-Agent": "newsreader/3.2", "X-Api-Key": apiKey],
            timeout: .seconds(15),
            retryPolicy: RetryPolicy(maxAttempts: 4)))

        // Each endpoint may override what the client sets.
        let export = Endpoint<Data>.get("export", headers: ["X-Api-Key": exportKey])
            .timeout(.seconds(120))
            .retryPolicy(nil)
        // MARK: end
        let plain = try client.urlRequest(for: Endpoint<Article>.get("articles/42"))
        #expect(plain.value(forHTTPHeaderField: "X-Api-Key") == "key-1")
        #expect(plain.value(forHTTPHeaderField: "User-Agent") == "newsreader/3.2")
        #expect(plain.timeoutInterval == 15)
        let overridden = try client.urlRequest(for: export)
        #expect(overridden.value(forHTTPHeaderField: "X-Api-Key") == "key-export")
        #expect(overridden.value(forHTTPHeaderField: "User-Agent") == "newsreader/3.2")
        #expect(overridden.timeoutInterval == 120)
        #expect(client.configuration.retryPolicy?.maxAttempts == 4)
    }

    /// The "Service code" sample over a stub: no `Requester`; one 401, one
    /// refresh, the request sent again with the new token and the defaults.
    @Test func serviceClientSampleRefreshesByItself() async throws {
        let tokens = AuthenticationTokens()
        let transport = StubTransport()
        transport.stub("GET", "/v1/articles/42", .status(401), .json(#"{"id": 42, "title": "Hi"}"#))
        transport.stub("POST", "/v1/auth/refresh", .json(#"{"access_token": "fresh"}"#))
        let refresher = APIClient(baseURL: URL(string: "https://api.example.com/v1")!, transport: transport)
        let slowAttempts = SlowAttempts(budget: .seconds(60))
        // MARK: Docs "Service code"
        let service = APIClient(
            configuration: .init(
                baseURL: URL(string: "https://api.example.com/v1")!,
                defaultHeaders: ["User-Agent": "billing-worker/1.4"],
                timeout: .seconds(10),
                retryPolicy: RetryPolicy(),
                authenticator: .bearer(token: { tokens.accessToken }, refresh: {
                    let session = try await refresher.send(
                        Endpoint<Session>.post("auth/refresh", body: ["refresh_token": tokens.refreshToken]))
                    tokens.accessToken = session.accessToken
                }),
                observers: [slowAttempts]),
            transport: transport)  // AsyncHTTPClientTransport() on Linux

        let article = try await service.send(Endpoint<Article>.get("articles/42"))
        // MARK: end
        #expect(article == Article(id: 42, title: "Hi"))
        #expect(transport.callCount("POST", "/v1/auth/refresh") == 1)
        let last = try #require(transport.requests.last)
        #expect(last.value(forHTTPHeaderField: "Authorization") == "Bearer fresh")
        #expect(last.value(forHTTPHeaderField: "User-Agent") == "billing-worker/1.4")
        #expect(last.timeoutInterval == 10)
        #expect(slowAttempts.slow == 0)
    }

    @Test func guideSamplesAppearHereVerbatim() throws {
        let guide = try GuideSamples.check(
            guide: "Docs/Networking.md",
            alsoIn: [
                networkingLoggingDocTestsFile, networkingHTTPDocTestsFile, networkingStreamingDocTestsFile,
                networkingServiceCodeDocTestsFile, observersDocSamplesFile,
            ])
        #expect(guide.samples.count > 10)
        for sample in guide.missing { Issue.record("Networking.md sample not in this file:\n\(sample)") }
    }
}
