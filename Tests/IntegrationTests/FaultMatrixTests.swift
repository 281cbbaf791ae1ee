import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// APIClient over URLSession against Tests/Fixtures/server.py: one server per test.
/// Serialized: several tests measure real time (timeouts, Retry-After, a
/// backoff to dispose in), and two cores shared by parallel servers and
/// sessions stretch those times past what the tests allow.
@Suite("Fault matrix against a real server", .serialized)
final class FaultMatrixTests {
    let server: FixtureServer
    let client: APIClient

    init() throws {
        server = try FixtureServer()
        client = APIClient(baseURL: server.baseURL, transport: ephemeralTransport())
    }

    /// A client of the server whose transport runs its tasks the `kind` way.
    /// Tests of what the transport hands over run with both kinds: on Linux
    /// one hears the task as a session delegate, the other through a
    /// completion handler.
    func client(_ kind: SessionKind, adapters: [any RequestAdapter] = []) -> APIClient {
        APIClient(baseURL: server.baseURL, transport: kind.transport(), adapters: adapters)
    }

    // MARK: Answers

    @Test(arguments: SessionKind.allCases)
    func decodesJSON(kind: SessionKind) async {
        #expect(await client(kind).outcome(Endpoint<User>.get("json")).value == ada)
    }

    @Test func opensAnEnvelope() async {
        #expect(await client.outcome(Endpoint<User>.get("envelope").unwrapping("data")).value == ada)
    }

    @Test func apiErrorOnTwoHundred() async {
        let error = await client.outcome(Endpoint<User>.get("api-error")).failure
        #expect(error?.apiError?.code == "quota")
        #expect(error?.apiError?.title == "Quota exceeded")
        #expect(error?.apiError?.response.statusCode == 200)
    }

    @Test func apiErrorOnFourHundredTwentyTwo() async {
        let error = await client.outcome(Endpoint<User>.get("api-error", query: ["status": "422"])).failure
        #expect(error?.apiError?.code == "quota")
        #expect(error?.apiError?.response.statusCode == 422)
    }

    @Test(arguments: SessionKind.allCases, [200, 201, 202, 204])
    func successStatusesSucceed(kind: SessionKind, status: Int) async {
        #expect(await client(kind).outcome(Endpoint<Empty>.get("status/\(status)")).value == Empty())
    }

    @Test(arguments: SessionKind.allCases, [300, 400, 401, 403, 404, 409, 418, 422, 429, 500, 501, 502, 503, 504])
    func otherStatusesFailWithTheBodyKept(kind: SessionKind, status: Int) async {
        let error = await client(kind).outcome(Endpoint<Empty>.get("status/\(status)")).failure
        #expect(error?.statusCode == status)
        #expect(error?.response?.body == Data(#"{"status": \#(status)}"#.utf8))
    }

    @Test func malformedJSONIsADecodingFailure() async {
        let error = await client.outcome(Endpoint<User>.get("malformed")).failure
        #expect(error?.decodingError != nil)
        #expect(error?.response?.statusCode == 200)
    }

    @Test func mistypedJSONIsADecodingFailure() async {
        let error = await client.outcome(Endpoint<User>.get("mistyped")).failure
        guard case .typeMismatch? = error?.decodingError else {
            Issue.record("expected a type mismatch, got \(String(describing: error))")
            return
        }
    }

    @Test func anEmptyBodyFailsForAModelAndAnswersEmpty() async {
        #expect(await client.outcome(Endpoint<User>.get("empty")).failure?.decodingError != nil)
        #expect(await client.outcome(Endpoint<Empty>.get("empty")).value == Empty())
    }

    @Test(arguments: SessionKind.allCases)
    func anHTMLErrorPageIsAStatusFailureWithThePageKept(kind: SessionKind) async {
        let error = await client(kind).outcome(Endpoint<User>.get("html")).failure
        #expect(error?.statusCode == 500)
        let page = String(decoding: error?.response?.body ?? Data(), as: UTF8.self)
        #expect(page.contains("<h1>Oops</h1>"))
    }

    @Test func anHTMLPageOnTwoHundredIsADecodingFailure() async {
        #expect(await client.outcome(Endpoint<User>.get("html", query: ["status": "200"])).failure?.decodingError != nil)
    }

    // MARK: Transport

    @Test(arguments: SessionKind.allCases)
    func aRefusedConnectionIsATransportFailure(kind: SessionKind) async throws {
        let port = try await server.closedPort()
        let nowhere = APIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: kind.transport())
        let error = await nowhere.outcome(Endpoint<User>.get("json")).failure
        #expect(error?.urlErrorCode == .cannotConnectToHost)
    }

    @Test(arguments: SessionKind.allCases)
    func aDroppedConnectionIsATransportFailure(kind: SessionKind) async {
        let error = await client(kind).outcome(Endpoint<User>.get("drop")).failure
        #expect(error?.urlErrorCode != nil, "got \(String(describing: error))")
    }

    @Test(arguments: SessionKind.allCases)
    func aConnectionDroppedMidBodyIsATransportFailure(kind: SessionKind) async {
        let error = await client(kind).outcome(Endpoint<User>.get("drop-mid-body")).failure
        #expect(error?.urlErrorCode != nil, "got \(String(describing: error))")
    }

    /// A redirect that keeps a write's method: Apple platforms send the body
    /// again; FoundationNetworking would send the method with an empty body
    /// (and the body's headers), a silent empty write. There the redirect is
    /// not followed: the 3xx arrives as a `.status` failure.
    @Test(arguments: SessionKind.allCases, ["POST", "PUT", "PATCH"])
    func aRedirectKeepingAWritesMethodNeverSendsItEmpty(kind: SessionKind, method: String) async throws {
        struct Echo: Decodable { let method: String; let body: String }
        let body = Data(#"{"text":"hello"}"#.utf8)
        let statuses = method == "POST" ? [307, 308] : [301, 302, 307, 308]
        for status in statuses {
            let endpoint = Endpoint<Echo>(
                method: method, path: "redirect", query: ["to": "/echo", "status": "\(status)"], body: body)
            switch await client(kind).outcome(endpoint) {
            case .success(let echo):
                #expect(echo.method == method && echo.body == #"{"text":"hello"}"#, "\(method) \(status): \(echo)")
            case .failure(let error):
                #expect(error.statusCode == status, "\(method) \(status): \(error)")
            }
        }
    }

    /// Answers URLSession cannot read fail as transport errors with the
    /// code it gives them, never as a success or a crash. The codes are
    /// FoundationNetworking's (Networking.md, platform notes).
    @Test(arguments: SessionKind.allCases)
    func aReplyWithoutAStatusLineIsATransportFailure(kind: SessionKind) async {
        let error = await client(kind).outcome(Endpoint<User>.get("http09")).failure
        #expect(error?.urlErrorCode != nil, "got \(String(describing: error))")
        #if canImport(FoundationNetworking)
        #expect(error?.urlErrorCode == .unsupportedURL)
        #endif
    }

    @Test(arguments: SessionKind.allCases)
    func aHeaderThatIsNotASCIIIsATransportFailureOnLinux(kind: SessionKind) async {
        let outcome = await client(kind).outcome(Endpoint<User>.get("latin1-header"))
        #if canImport(FoundationNetworking)
        #expect(outcome.failure?.urlErrorCode == .unknown, "got \(outcome)")
        #else
        // Apple's URLSession reads the header as Latin-1 and the body as usual.
        #expect(outcome.value == ada || outcome.failure?.urlErrorCode != nil, "got \(outcome)")
        #endif
    }

    @Test(arguments: SessionKind.allCases)
    func aSlowResponseTimesOut(kind: SessionKind) async {
        let started = ContinuousClock.now
        // One second: FoundationNetworking counts timeouts in whole seconds.
        let error = await client(kind).outcome(Endpoint<User>.get("slow", query: ["ms": "4000"]).timeout(.seconds(1))).failure
        let elapsed = ContinuousClock.now - started
        #expect(error?.urlErrorCode == .timedOut)
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(3), "timed out after \(elapsed)")
    }

    // MARK: Retry

    @Test func flappingThenSuccess() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let user = await retrying.outcome(Endpoint<User>.get("flaky", query: ["key": key, "fail": "2"])).value
        #expect(user?.attempt == 3)
        #expect(try await server.count(key: key) == 3)
    }

    @Test func maxAttemptsThenTheLastError() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let error = await retrying.outcome(Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"])).failure
        #expect(error?.statusCode == 503)
        #expect(try await server.count(key: key) == 3)
    }

    @Test func postIsNotRetried() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let error = await retrying.outcome(Endpoint<User>.post("flaky?key=\(key)&fail=1", body: ada)).failure
        #expect(error?.statusCode == 503)
        #expect(try await server.count(key: key) == 1)
    }

    @Test func postWithAnIdempotencyKeyIsRetried() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let endpoint = Endpoint<User>.post("flaky?key=\(key)&fail=1", body: ada).idempotencyKey("order-\(key)")
        #expect(await retrying.outcome(endpoint).value?.attempt == 2)
        #expect(try await server.count(key: key) == 2)
    }

    @Test func retryAfterIsHonoured() async throws {
        let key = uniqueKey()
        let retrying = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: fastRetry)
        let started = ContinuousClock.now
        let user = await retrying.outcome(Endpoint<User>.get("retry-after", query: ["key": key, "after": "1"])).value
        let elapsed = ContinuousClock.now - started
        #expect(user?.attempt == 2)
        #expect(elapsed >= .milliseconds(950), "waited \(elapsed), the backoff alone is 20 ms")
        #expect(try await server.count(key: key) == 2)
    }

    @Test func disposingDuringTheBackoffStopsFurtherRequests() async throws {
        let key = uniqueKey()
        // The logger says when the first answer (503) arrived, so the test
        // disposes a known time into the 1 s backoff however busy the machine is.
        let answered = Mutex<ContinuousClock.Instant?>(nil)
        let logger = RequestLogger(options: .responseCode) { line in
            if line.contains("503") { answered.withLock { $0 = $0 ?? .now } }
        }
        let slowRetry = RetryPolicy(maxAttempts: 5, backoff: .constant(.seconds(1)))
        let retrying = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(), retryPolicy: slowRetry, logger: logger)
        let events = Mutex(0)
        let subscription = retrying.request(Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"]))
            .subscribe(onNext: { _ in events.withLock { $0 += 1 } }, onError: { _ in events.withLock { $0 += 1 } })
        let deadline = ContinuousClock.now + .seconds(5)
        while answered.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let firstAnswer = try #require(answered.withLock { $0 }, "the first attempt was never answered")
        try await Task.sleep(for: .milliseconds(100))
        subscription.dispose()
        let intoBackoff = ContinuousClock.now - firstAnswer
        #expect(intoBackoff < .seconds(1), "disposed \(intoBackoff) after the answer, not during the backoff")
        // Past the moment the second attempt was due.
        try await Task.sleep(until: firstAnswer + .milliseconds(1500))
        #expect(try await server.count(key: key) == 1)
        #expect(events.withLock { $0 } == 0)
    }

    @Test func disposingWhileARetrysAdaptersRunSendsNothingMore() async throws {
        // The second attempt's adapter holds it between the end of the wait
        // and the transport, the window where the attempt had nothing to
        // cancel yet: the test disposes there, then lets the adapter finish.
        let key = uniqueKey()
        let inSecondAttempt = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let gate = GateAdapter(entered: inSecondAttempt, proceed: proceed)
        let retrying = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(), adapters: [gate],
            retryPolicy: RetryPolicy(maxAttempts: 5, backoff: .constant(.milliseconds(10))))
        let events = Mutex(0)
        let subscription = retrying.request(Endpoint<User>.get("flaky", query: ["key": key, "fail": "10"]))
            .subscribe(onNext: { _ in events.withLock { $0 += 1 } }, onError: { _ in events.withLock { $0 += 1 } })
        let entered = await waitOnAThread { inSecondAttempt.wait(timeout: .now() + 10) == .success }
        try #require(entered, "the second attempt never began")
        subscription.dispose()
        proceed.signal()
        // Long enough for a request the attempt sent to reach the server.
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await server.count(key: key) == 1)
        #expect(events.withLock { $0 } == 0)
    }

    @Test func subscribingAndDisposingAtOnceOnTheDefaultTransportIsSafe() async throws {
        // FoundationNetworking can crash cancelling a task whose URL-cache
        // lookup is still pending (swift-corelibs-foundation #3296); the
        // default transport's session has no cache on Linux. A regression
        // takes the test process down (measured: 3 runs of 3 crashed with
        // URLSession.shared's cache, 3,000 rounds each).
        let client = APIClient(baseURL: server.baseURL)
        for _ in 0..<3_000 {
            client.request(Endpoint<User>.get("json")).subscribe().dispose()
        }
        // The cancellations land on the session's own threads.
        try await Task.sleep(for: .seconds(1))
        #expect(await client.outcome(Endpoint<User>.get("json")).value == ada)
    }

    @Test(arguments: SessionKind.allCases)
    func cancellingSendCancelsTheRequest(kind: SessionKind) async throws {
        let client = client(kind)
        let task = Task { try await client.send(Endpoint<User>.get("slow", query: ["ms": "3000"])) }
        let deadline = ContinuousClock.now + .seconds(5)
        while try await server.count(path: "/slow") == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        // Else the test would cancel a request never sent, and prove nothing.
        try #require(try await server.count(path: "/slow") > 0, "the request never reached the server")
        let started = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect((result.failure as? RequestError)?.isCancelled == true)
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    // MARK: Requests as the server saw them

    @Test(arguments: SessionKind.allCases)
    func theServerSeesJSONHeadersBodyAndQuery(kind: SessionKind) async throws {
        struct Echo: Decodable {
            let method: String
            let query: [String: String]
            let headers: [String: String]
            let body: String
        }
        let echo = try await client(kind).send(Endpoint<Echo>.put("echo?q=a%26b", body: ada, headers: ["X-Trace": "t-1"]))
        #expect(echo.method == "PUT")
        #expect(echo.query == ["q": "a&b"])
        let headers = Dictionary(uniqueKeysWithValues: echo.headers.map { ($0.key.lowercased(), $0.value) })
        #expect(headers["content-type"] == "application/json")
        #expect(headers["accept"] == "application/json")
        #expect(headers["x-trace"] == "t-1")
        #expect(try JSONDecoder().decode(User.self, from: Data(echo.body.utf8)) == ada)
    }

    @Test func theBearerTokenOpensAProtectedRoute() async throws {
        struct Token: Decodable { let access_token: String }
        let token = try await client.send(Endpoint<Token>.get("token")).access_token
        let authorized = APIClient(baseURL: server.baseURL, transport: ephemeralTransport(), adapters: [BearerTokenAdapter { token }])
        #expect(await authorized.outcome(Endpoint<User>.get("protected")).value == ada)
        #expect(await client.outcome(Endpoint<User>.get("protected")).failure?.statusCode == 401)
    }

    /// URLSession follows redirects with the request's headers; a redirect
    /// to another origin (here `localhost` instead of `127.0.0.1`) must not
    /// take the token or the cookie along, one on the same origin keeps them.
    @Test(arguments: SessionKind.allCases)
    func aRedirectToAnotherOriginGoesWithoutCredentials(kind: SessionKind) async throws {
        struct Echo: Decodable { let headers: [String: String] }
        let port = try #require(server.baseURL.port)
        let authorized = client(kind, adapters: [BearerTokenAdapter { "tok-SECRET" }])
        func headers(after location: String) async throws -> [String: String] {
            let echo = try await authorized.send(Endpoint<Echo>.get(
                "redirect", query: ["to": location], headers: ["Cookie": "sid=cookie-SECRET"]))
            return Dictionary(uniqueKeysWithValues: echo.headers.map { ($0.key.lowercased(), $0.value) })
        }
        let elsewhere = try await headers(after: "http://localhost:\(port)/echo")
        #expect(elsewhere["authorization"] == nil)
        #expect(elsewhere["cookie"] == nil)
        let sameOrigin = try await headers(after: "/echo")
        #expect(sameOrigin["authorization"] == "Bearer tok-SECRET")
        #expect(sameOrigin["cookie"] == "sid=cookie-SECRET")
    }

    /// A 302 after a POST is followed as a GET without the body; the
    /// headers that described the body go with it (the fetch standard's
    /// rule), or the server is told of a JSON body that is not there.
    @Test(arguments: SessionKind.allCases)
    func aRedirectThatDropsTheBodyDropsItsContentType(kind: SessionKind) async throws {
        struct Echo: Decodable { let method: String; let headers: [String: String]; let body: String }
        struct Note: Encodable { let text: String }
        let echo = try await client(kind).send(Endpoint<Echo>.post(
            "redirect?to=/echo", body: Note(text: "hello"), headers: ["Content-Language": "en"]))
        let headers = Set(echo.headers.keys.map { $0.lowercased() })
        #expect(echo.method == "GET")
        #expect(echo.body.isEmpty)
        #expect(!headers.contains("content-type"), "\(echo.headers)")
        #expect(!headers.contains("content-language"), "\(echo.headers)")
    }

    @Test(arguments: SessionKind.allCases)
    func theObservableFormDeliversOneValueThenCompletes(kind: SessionKind) async throws {
        let events = Mutex<[String]>([])
        let finished = AsyncStream<Void>.makeStream()
        let subscription = client(kind).request(Endpoint<User>.get("json")).subscribe(
            onNext: { user in events.withLock { $0.append("next \(user.name)") } },
            onError: { error in events.withLock { $0.append("error \(error)") }; finished.continuation.finish() },
            onCompleted: { events.withLock { $0.append("completed") }; finished.continuation.finish() })
        for await _ in finished.stream {}
        subscription.dispose()
        #expect(events.withLock { $0 } == ["next Ada", "completed"])
    }

    // MARK: Logging

    @Test func theLoggerNeverPrintsTheTokenOrCookies() async throws {
        let lines = LogLines()
        let logged = APIClient(
            baseURL: server.baseURL, transport: ephemeralTransport(),
            adapters: [BearerTokenAdapter { "tok-SECRET-123" }],
            logger: RequestLogger(options: .all, sink: lines.append))
        struct Login: Encodable { let username: String; let password: String }
        struct Echo: Decodable { let headers: [String: String] }
        let echo = try await logged.send(Endpoint<Echo>.post(
            "echo?access_token=query-SECRET", body: Login(username: "ada", password: "pw-SECRET"),
            headers: ["Cookie": "sid=cookie-SECRET"]))
        // The server really got the secrets...
        #expect(echo.headers.values.contains("Bearer tok-SECRET-123"))
        // ...and the log shows none of them, not even echoed back in the body or in Set-Cookie.
        let text = lines.text
        #expect(!text.contains("SECRET"), "\(text)")
        #expect(!text.contains("secret-cookie-value"), "\(text)")
        #expect(text.contains("<redacted>"))
        #expect(text.contains("--> POST"))
        #expect(text.contains("<-- 200"))
    }
}

/// Blocks the second request it adapts until `proceed` is signalled.
private final class GateAdapter: RequestAdapter {
    private let calls = Atomic<Int>(0)
    private let entered: DispatchSemaphore
    private let proceed: DispatchSemaphore

    init(entered: DispatchSemaphore, proceed: DispatchSemaphore) {
        self.entered = entered
        self.proceed = proceed
    }

    func adapt(_ request: URLRequest) throws -> URLRequest {
        if calls.add(1, ordering: .relaxed).newValue == 2 {
            entered.signal()
            _ = proceed.wait(timeout: .now() + 10)
        }
        return request
    }
}
