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

@Suite("APIClient over StubTransport, in virtual time")
struct APIClientTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()

    func client(
        retry: RetryPolicy? = nil, adapters: [any RequestAdapter] = [], logger: RequestLogger? = nil
    ) -> APIClient {
        APIClient(baseURL: baseURL, transport: stub, adapters: adapters, retryPolicy: retry, logger: logger)
    }

    func policy(_ backoff: Backoff = .constant(.milliseconds(100)), maxAttempts: Int = 3) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, backoff: backoff, scheduler: scheduler)
    }

    // MARK: Answers

    @Test func decodesTheResponse() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let observer = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        #expect(observer.events == [.next(200, User(id: 1, name: "Ada")), .completed(200)])
    }

    /// Nothing of a finished request stays behind (its attempts, its
    /// exchange with the transport, the subscriber's closures), even while
    /// the caller still holds the disposable, with or without a retry.
    @Test(arguments: [false, true])
    func aFinishedRequestReleasesWhatItHeld(afterARetry: Bool) {
        if afterARetry {
            stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON))
        } else {
            stub.stub("GET", "/v1/users/1", .json(userJSON))
        }
        let client = client(retry: policy())
        weak var released: ReleaseProbe?
        let received = Locked(0)
        let subscription: any Disposable = {
            let probe = ReleaseProbe()
            released = probe
            return client.request(Endpoint<User>.get("users/1")).subscribe(onNext: { _ in
                withExtendedLifetime(probe) { received.withLock { $0 += 1 } }
            })
        }()
        scheduler.start()
        #expect(received.withLock { $0 } == 1)
        #expect(released == nil)
        subscription.dispose()
    }

    @Test func opensEnvelopes() {
        stub.stub("GET", "/v1/users", .json(#"{"data": [{"id": 1, "name": "Ada"}]}"#))
        let client = client()
        let observer = scheduler.start { client.request(Endpoint<[User]>.get("users").unwrapping("data")) }
        #expect(observer.elements == [[User(id: 1, name: "Ada")]])
    }

    /// Envelope keys are written as in the JSON, also for a decoder that
    /// converts keys from snake case (which has made `user_data` `userData`).
    @Test(arguments: [false, true])
    func envelopeKeysAreWrittenAsInTheJSON(convertingFromSnakeCase: Bool) {
        stub.stub("GET", "/v1/me", .json(#"{"user_data": {"profile_info": {"id": 1, "name": "Ada"}}}"#))
        let decoder = JSONDecoder()
        if convertingFromSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        let client = APIClient(baseURL: baseURL, transport: stub, decoder: decoder)
        let endpoint = Endpoint<User>.get("me").unwrapping("user_data").unwrapping("profile_info")
        #expect(scheduler.start { client.request(endpoint) }.elements == [User(id: 1, name: "Ada")])
    }

    @Test func noContentAnswersEmpty() {
        stub.stub("DELETE", "/v1/users/1", .status(204))
        let client = client()
        let observer = scheduler.start { client.request(Endpoint<Empty>.delete("users/1")) }
        #expect(observer.events == [.next(200, Empty()), .completed(200)])
    }

    @Test func failuresArriveAsRequestErrorsInValidationOrder() {
        stub.stub("GET", "/v1/api", .json(#"{"error": {"code": "quota", "title": "Over"}}"#))
        stub.stub("GET", "/v1/missing", .status(404, body: "gone"))
        stub.stub("GET", "/v1/mistyped", .json(#"{"id": "1", "name": "Ada"}"#))
        let client = client()
        #expect(scheduler.start { client.request(Endpoint<User>.get("api")) }.requestError?.apiError?.code == "quota")
        #expect(scheduler.start { client.request(Endpoint<User>.get("missing")) }.requestError?.statusCode == 404)
        #expect(scheduler.start { client.request(Endpoint<User>.get("mistyped")) }.requestError?.decodingError != nil)
    }

    @Test func transportFailuresKeepTheirURLErrorAndCancellationIsItsOwnCase() {
        stub.stub("GET", "/v1/offline", .failure(URLError(.notConnectedToInternet)))
        stub.stub("GET", "/v1/cancelled", .failure(URLError(.cancelled)))
        let client = client()
        #expect(scheduler.start { client.request(Endpoint<User>.get("offline")) }.requestError?.urlErrorCode == .notConnectedToInternet)
        #expect(scheduler.start { client.request(Endpoint<User>.get("cancelled")) }.requestError?.isCancelled == true)
    }

    @Test func requestIsColdEachSubscriptionSends() {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let request = client().request(Endpoint<User>.get("users/1"))
        #expect(stub.callCount("GET", "/v1/users/1") == 0)
        _ = request.subscribe()
        _ = request.subscribe()
        #expect(stub.callCount("GET", "/v1/users/1") == 2)
    }

    @Test func aClientWideDecoderAndContractApply() {
        stub.stub("GET", "/v1/event", .json(#"{"user_name": "Ada", "failure": "none"}"#))
        struct Event: Decodable, Equatable { let userName: String }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let client = APIClient(baseURL: baseURL, transport: stub, apiErrorContract: .none, decoder: decoder)
        #expect(scheduler.start { client.request(Endpoint<Event>.get("event")) }.elements == [Event(userName: "Ada")])
    }

    // MARK: Retry

    @Test func flappingServiceSucceedsOnTheThirdAttemptAfterTheBackoffs() {
        stub.stub("GET", "/v1/users/1", .status(503), .status(503), .json(userJSON))
        let client = client(retry: policy(.exponential(initial: .milliseconds(100))))
        let observer = scheduler.start { client.request(Endpoint<User>.get("users/1")) }
        // 200: first try; +100 ms: second; +200 ms: third.
        #expect(observer.events == [.next(500, User(id: 1, name: "Ada")), .completed(500)])
        #expect(stub.callCount("GET", "/v1/users/1") == 3)
    }

    @Test func afterMaxAttemptsTheLastErrorArrives() {
        stub.stub("GET", "/v1/down", .status(503), .status(503), .status(500))
        let client = client(retry: policy())
        let observer = scheduler.start { client.request(Endpoint<User>.get("down")) }
        #expect(observer.requestError?.statusCode == 500)
        #expect(observer.terminalTime == 400)
        #expect(stub.callCount("GET", "/v1/down") == 3)
    }

    @Test func postIsNotRetried() {
        stub.stub("POST", "/v1/orders", .status(503), .json(userJSON))
        let client = client(retry: policy())
        let observer = scheduler.start { client.request(Endpoint<User>.post("orders", body: User(id: 0, name: "x"))) }
        #expect(observer.requestError?.statusCode == 503)
        #expect(stub.callCount("POST", "/v1/orders") == 1)
    }

    @Test func postWithAnIdempotencyKeyIsRetriedWithTheSameKey() {
        stub.stub("POST", "/v1/orders", .status(503), .json(userJSON))
        let client = client(retry: policy())
        let observer = scheduler.start {
            client.request(Endpoint<User>.post("orders", body: User(id: 0, name: "x")).idempotencyKey("order-1"))
        }
        #expect(observer.elements == [User(id: 1, name: "Ada")])
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Idempotency-Key") } == ["order-1", "order-1"])
    }

    @Test func retryAfterReplacesTheBackoff() {
        stub.stub("GET", "/v1/busy", .status(429, headers: ["Retry-After": "2"]), .json(userJSON))
        let client = client(retry: policy())
        let observer = scheduler.start(disposed: 10_000) { client.request(Endpoint<User>.get("busy")) }
        #expect(observer.events == [.next(2_200, User(id: 1, name: "Ada")), .completed(2_200)])
    }

    @Test func retryAfterAsADateIsMeasuredOnTheSchedulersClock() {
        // Clock 200 ms = 00:00:00.2 GMT; the header asks for 00:00:03, so 2.8 s later.
        stub.stub("GET", "/v1/busy", .status(503, headers: ["Retry-After": "Thu, 01 Jan 1970 00:00:03 GMT"]), .json(userJSON))
        let client = client(retry: policy())
        let observer = scheduler.start(disposed: 10_000) { client.request(Endpoint<User>.get("busy")) }
        #expect(observer.events == [.next(3_000, User(id: 1, name: "Ada")), .completed(3_000)])
    }

    @Test func disposingDuringTheBackoffStopsAllFurtherAttempts() {
        stub.stub("GET", "/v1/down", .status(503))
        let client = client(retry: policy(.constant(.seconds(1)), maxAttempts: 5))
        let observer = scheduler.start(disposed: 700) { client.request(Endpoint<User>.get("down")) }
        #expect(observer.events.isEmpty)
        #expect(stub.callCount("GET", "/v1/down") == 1)
        #expect(scheduler.clock == 700)  // the backoff timer was cancelled, nothing ran at 1200
    }

    @Test func disposingCancelsTheRequestInFlight() {
        let slow = StubTransport(delay: .milliseconds(500), scheduler: scheduler)
        slow.stub("GET", "/v1/slow", .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: slow)
        let observer = scheduler.start(disposed: 300) { client.request(Endpoint<User>.get("slow")) }
        #expect(observer.events.isEmpty)
        #expect(scheduler.clock == 300)
    }

    @Test func transportFailuresAreRetriedWhenTransient() {
        stub.stub("GET", "/v1/users/1", .failure(URLError(.networkConnectionLost)), .failure(URLError(.timedOut)), .json(userJSON))
        let client = client(retry: policy())
        #expect(scheduler.start { client.request(Endpoint<User>.get("users/1")) }.elements.count == 1)
        #expect(stub.callCount("GET", "/v1/users/1") == 3)
    }

    @Test func decodingFailuresAreNotRetried() {
        stub.stub("GET", "/v1/bad", .json("{"), .json(userJSON))
        let client = client(retry: policy())
        #expect(scheduler.start { client.request(Endpoint<User>.get("bad")) }.requestError?.decodingError != nil)
        #expect(stub.callCount("GET", "/v1/bad") == 1)
    }

    // MARK: Adapters

    @Test func adaptersRunAgainOnEveryAttempt() {
        stub.stub("GET", "/v1/me", .status(503), .status(503), .json(userJSON))
        let issued = Atomic<Int>(0)
        let adapter = BearerTokenAdapter { "token-\(issued.add(1, ordering: .relaxed).newValue)" }
        let client = client(retry: policy(), adapters: [adapter])
        _ = scheduler.start { client.request(Endpoint<User>.get("me")) }
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer token-1", "Bearer token-2", "Bearer token-3"])
    }

    @Test func theTokenIsNotSentToAnotherHost() {
        stub.stub("GET", "/elsewhere", .json(userJSON))
        let client = client(adapters: [BearerTokenAdapter { "secret" }])
        _ = scheduler.start { client.request(Endpoint<User>.get("https://cdn.example.net/elsewhere")) }
        #expect(stub.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func aThrowingAdapterFailsWithTransportUnknownWithoutSending() {
        struct Locked: Error, Equatable { let reason: String }
        struct Failing: RequestAdapter {
            func adapt(_ request: URLRequest) throws -> URLRequest { throw Locked(reason: "keychain") }
        }
        stub.stub("GET", "/v1/me", .json(userJSON))
        let client = client(retry: policy(), adapters: [Failing()])
        let error = scheduler.start { client.request(Endpoint<User>.get("me")) }.requestError
        #expect(error?.urlErrorCode == .unknown)
        if case .transport(let urlError)? = error {
            // The adapter's own error, whole, on every platform.
            #expect(urlError.errorUserInfo[NSUnderlyingErrorKey] as? Locked == Locked(reason: "keychain"))
            let underlying = urlError.errorUserInfo[NSUnderlyingErrorKey] as? any Error
            #expect(underlying.map { ($0 as NSError).domain.contains("Locked") } == true)
        }
        #expect(stub.totalCallCount == 0)
    }

    @Test func anAdapterMayFailWithItsOwnRequestError() {
        struct SignedOut: RequestAdapter {
            func adapt(_ request: URLRequest) throws -> URLRequest { throw RequestError.transport(URLError(.userAuthenticationRequired)) }
        }
        let client = client(adapters: [SignedOut()])
        #expect(scheduler.start { client.request(Endpoint<User>.get("me")) }.requestError?.urlErrorCode == .userAuthenticationRequired)
    }

    // MARK: Logging

    @Test func theLoggerSeesEveryAttemptWithSecretsRedacted() {
        stub.stub("GET", "/v1/me", .status(503), .json(userJSON))
        let lines = LogLines()
        let logger = RequestLogger(options: .all, sink: lines.append)
        let client = client(retry: policy(), adapters: [BearerTokenAdapter { "super-secret-token" }], logger: logger)
        _ = scheduler.start { client.request(Endpoint<User>.get("me")) }
        #expect(lines.lines.count == 4)
        #expect(lines.lines[0].hasPrefix("--> GET https://api.example.com/v1/me"))
        #expect(lines.lines[1].hasPrefix("<-- 503 GET https://api.example.com/v1/me"))
        #expect(lines.lines[2].hasPrefix("--> GET https://api.example.com/v1/me (attempt 2)"))
        #expect(lines.lines[3].hasPrefix("<-- 200 GET"))
        #expect(!lines.text.contains("super-secret-token"))
        #expect(lines.text.contains("Authorization: <redacted>"))
    }

    @Test func aTransportThatEndsWithoutAResponseIsLoggedAsAFailure() {
        let lines = LogLines()
        let client = APIClient(
            baseURL: baseURL, transport: SilentTransport(), logger: RequestLogger(sink: lines.append))
        let observer = scheduler.start { client.request(Endpoint<User>.get("me")) }
        #expect(observer.requestError?.urlErrorCode == .badServerResponse)
        #expect(lines.lines.count == 2)
        #expect(lines.lines.last?.hasPrefix("<-- FAILED GET https://api.example.com/v1/me: transport error -1011") == true)
    }

    // MARK: async

    @Test func sendReturnsTheValue() async throws {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        #expect(try await client().send(Endpoint<User>.get("users/1")) == User(id: 1, name: "Ada"))
    }

    @Test func sendThrowsTheRequestError() async {
        stub.stub("GET", "/v1/users/1", .status(404))
        await #expect {
            try await client().send(Endpoint<User>.get("users/1"))
        } throws: { error in
            (error as? RequestError)?.statusCode == 404
        }
    }

    @Test func cancellingTheTaskThrowsCancelledAndDisposesTheRequest() async {
        // The reply waits on a virtual clock nobody advances: only cancellation can end it.
        let waiting = StubTransport(delay: .seconds(10), scheduler: scheduler)
        waiting.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: waiting)
        let task = Task { try await client.send(Endpoint<User>.get("users/1")) }
        while waiting.totalCallCount == 0 { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect((result.failure as? RequestError)?.isCancelled == true)
        scheduler.start()
        #expect(scheduler.clock == 0)  // the pending reply was cancelled, not delivered at 10 s
    }

    @Test func aTaskCancelledBeforeSendingNeverSends() async {
        stub.stub("GET", "/v1/users/1", .json(userJSON))
        let client = client()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(Endpoint<User>.get("users/1"))
        }
        #expect(((await task.result).failure as? RequestError)?.isCancelled == true)
        #expect(stub.totalCallCount == 0)
    }
}

/// A scheduler that runs every action at once, on the calling thread, as an
/// immediate scheduler does.
private struct InlineScheduler: SchedulerType {
    var now: Date { Date(timeIntervalSince1970: 0) }

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }
}

@Suite("APIClient with a scheduler that runs waits inline")
struct APIClientInlineSchedulerTests {
    @Test func aRetryStartedInlineIsNotCancelledByItsOwnWait() {
        // The reply arrives later on the test scheduler; the retry waits run inline.
        let scheduler = millisecondScheduler()
        let stub = StubTransport(delay: .milliseconds(10), scheduler: scheduler)
        stub.stub("GET", "/v1/flaky", .status(503), .json(userJSON))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.seconds(1)), scheduler: InlineScheduler()))
        let observer = scheduler.start { client.request(Endpoint<User>.get("flaky")) }
        #expect(observer.events == [.next(220, User(id: 1, name: "Ada")), .completed(220)])
        #expect(stub.callCount("GET", "/v1/flaky") == 2)
    }

    @Test func synchronousRetriesThroughAnInlineSchedulerEndAtMaxAttempts() {
        let stub = StubTransport()
        stub.stub("GET", "/v1/down", .status(503))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(maxAttempts: 50, backoff: .constant(.zero), scheduler: InlineScheduler()))
        var failure: (any Error)?
        _ = client.request(Endpoint<User>.get("down")).subscribe(onError: { failure = $0 })
        #expect((failure as? RequestError)?.statusCode == 503)
        #expect(stub.callCount("GET", "/v1/down") == 50)
    }

    @Test func anEarlierAttemptsCompletionAfterALaterAttemptBeganIsNotAnAnswer() {
        // Attempts 1 and 2 fail inside their own subscribe and the retries run
        // inline, so each attempt's completion arrives while a later attempt is
        // live; attempt 3 then waits. No completion may count as a failure of
        // its attempt and start a fourth.
        let transport = SynchronousFailuresThenSilence(failures: 2)
        let client = APIClient(
            baseURL: baseURL, transport: transport,
            retryPolicy: RetryPolicy(maxAttempts: 5, backoff: .constant(.zero), scheduler: InlineScheduler()))
        var events = 0
        let subscription = client.request(Endpoint<User>.get("users/1")).subscribe(
            onNext: { _ in events += 1 }, onError: { _ in events += 1 }, onCompleted: { events += 1 })
        #expect(transport.calls == 3)
        #expect(events == 0)
        subscription.dispose()
    }
}

/// Answers its first `failures` calls with a 503 (response, then completion)
/// inside subscribe, and never answers the calls after them.
private final class SynchronousFailuresThenSilence: Transport {
    private let failures: Int
    private let count = Locked(0)

    init(failures: Int) {
        self.failures = failures
    }

    var calls: Int { count.withLock { $0 } }

    func send(_ request: URLRequest) -> Observable<HTTPResponse> {
        Observable.create { [self] observer in
            let call = count.withLock { count in
                count += 1
                return count
            }
            if call <= failures {
                observer.onNext(HTTPResponse(statusCode: 503, headers: [:], body: Data()))
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}

/// An object whose release a test watches through a weak reference.
private final class ReleaseProbe: Sendable {}

/// Completes every call without a response: a transport that broke its contract.
private struct SilentTransport: Transport {
    func send(_ request: URLRequest) -> Observable<HTTPResponse> { .empty() }
}
