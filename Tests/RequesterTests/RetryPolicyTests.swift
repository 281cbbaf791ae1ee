import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("RetryPolicy: what is retried, and after how long")
struct RetryPolicyTests {
    func request(_ method: String, headers: [String: String] = [:]) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.example.com/x")!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    func status(_ code: Int, headers: [String: String] = [:]) -> RequestError {
        .status(HTTPError(response: HTTPResponse(statusCode: code, headers: headers)))
    }

    let policy = RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: TestScheduler())

    @Test func defaultsAreTheContractOnes() {
        let policy = RetryPolicy()
        #expect(policy.maxAttempts == 3)
        #expect(policy.backoff == .exponential(initial: .milliseconds(500)))
        #expect(policy.retryableMethods == ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"])
        #expect(policy.retryableStatusCodes == [408, 429, 500, 502, 503, 504])
        #expect(policy.retryableURLErrorCodes.isSuperset(of: [.timedOut, .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost]))
        #expect(!policy.retryableURLErrorCodes.contains(.cancelled))
        #expect(!policy.retryableURLErrorCodes.contains(.serverCertificateUntrusted))
        #expect(policy.respectsRetryAfter)
    }

    @Test func idempotentMethodsAreRetried() {
        for method in ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"] {
            #expect(policy.retryDelay(after: status(503), request: request(method), attempt: 1) == .milliseconds(100))
        }
    }

    @Test func postAndPatchAreNotRetriedWithoutAnIdempotencyKey() {
        #expect(policy.retryDelay(after: status(503), request: request("POST"), attempt: 1) == nil)
        #expect(policy.retryDelay(after: status(503), request: request("PATCH"), attempt: 1) == nil)
        #expect(policy.retryDelay(after: .transport(URLError(.timedOut)), request: request("POST"), attempt: 1) == nil)
    }

    @Test func postWithAnIdempotencyKeyIsRetried() {
        let keyed = request("POST", headers: ["idempotency-key": "abc"])
        #expect(policy.retryDelay(after: status(503), request: keyed, attempt: 1) == .milliseconds(100))
    }

    @Test func onlyRetryableStatusesAreRetried() {
        for code in [408, 429, 500, 502, 503, 504] {
            #expect(policy.retryDelay(after: status(code), request: request("GET"), attempt: 1) != nil)
        }
        for code in [400, 401, 403, 404, 409, 422, 501, 505] {
            #expect(policy.retryDelay(after: status(code), request: request("GET"), attempt: 1) == nil)
        }
    }

    @Test func anApiErrorWithARetryableStatusIsRetried() {
        let limited = RequestError.api(APIError(code: "rate", title: "Slow down", response: HTTPResponse(statusCode: 429)))
        let rejected = RequestError.api(APIError(code: "bad", title: "Bad", response: HTTPResponse(statusCode: 200)))
        #expect(policy.retryDelay(after: limited, request: request("GET"), attempt: 1) != nil)
        #expect(policy.retryDelay(after: rejected, request: request("GET"), attempt: 1) == nil)
    }

    @Test func connectivityAndTimeoutErrorsAreRetriedOthersAreNot() {
        for code: URLError.Code in [.timedOut, .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed] {
            #expect(policy.retryDelay(after: .transport(URLError(code)), request: request("GET"), attempt: 1) != nil)
        }
        for code: URLError.Code in [.badURL, .badServerResponse, .secureConnectionFailed, .unknown, .userAuthenticationRequired] {
            #expect(policy.retryDelay(after: .transport(URLError(code)), request: request("GET"), attempt: 1) == nil)
        }
    }

    @Test func decodingAndCancellationAreNeverRetried() {
        let decoding = RequestError.decoding(.dataCorrupted(.init(codingPath: [], debugDescription: "x")), HTTPResponse(statusCode: 200))
        #expect(policy.retryDelay(after: decoding, request: request("GET"), attempt: 1) == nil)
        #expect(policy.retryDelay(after: .cancelled, request: request("GET"), attempt: 1) == nil)
    }

    @Test func maxAttemptsCountsTheFirstAttempt() {
        #expect(policy.retryDelay(after: status(503), request: request("GET"), attempt: 2) != nil)
        #expect(policy.retryDelay(after: status(503), request: request("GET"), attempt: 3) == nil)
        let once = RetryPolicy(maxAttempts: 1, scheduler: TestScheduler())
        #expect(once.retryDelay(after: status(503), request: request("GET"), attempt: 1) == nil)
    }

    @Test func backoffIsAskedForTheRetryNumber() {
        let policy = RetryPolicy(maxAttempts: 5, backoff: .exponential(initial: .milliseconds(100)), scheduler: TestScheduler())
        let delays = (1...4).map { policy.retryDelay(after: status(500), request: request("GET"), attempt: $0) }
        #expect(delays == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800)])
    }

    @Test func retryAfterSecondsReplacesTheBackoff() {
        let delay = policy.retryDelay(after: status(503, headers: ["Retry-After": "7"]), request: request("GET"), attempt: 1)
        #expect(delay == .seconds(7))
    }

    @Test func retryAfterDateIsMeasuredFromTheSchedulersNow() {
        // TestScheduler's now is `clock` seconds after 1970; clock 100 = 00:01:40 GMT.
        let scheduler = TestScheduler(initialClock: 100)
        let policy = RetryPolicy(scheduler: scheduler)
        let header = ["Retry-After": "Thu, 01 Jan 1970 00:02:10 GMT"]
        #expect(policy.retryDelay(after: status(503, headers: header), request: request("GET"), attempt: 1) == .seconds(30))
    }

    @Test func retryAfterInThePastMeansNow() {
        let header = ["retry-after": "Thu, 01 Jan 1970 00:00:00 GMT"]
        let policy = RetryPolicy(scheduler: TestScheduler(initialClock: 100))
        #expect(policy.retryDelay(after: status(429, headers: header), request: request("GET"), attempt: 1) == .zero)
    }

    @Test func unreadableRetryAfterFallsBackToTheBackoff() {
        let delay = policy.retryDelay(after: status(503, headers: ["Retry-After": "soon"]), request: request("GET"), attempt: 1)
        #expect(delay == .milliseconds(100))
    }

    @Test func retryAfterIsIgnoredWhenNotRespected() {
        var policy = self.policy
        policy.respectsRetryAfter = false
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "7"]), request: request("GET"), attempt: 1) == .milliseconds(100))
    }

    @Test func byDefaultARetryAfterIsWaitedForUpToAMinute() {
        let policy = RetryPolicy(scheduler: TestScheduler())
        #expect(policy.maxRetryAfter == .seconds(60))
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "60"]), request: request("GET"), attempt: 1) == .seconds(60))
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "61"]), request: request("GET"), attempt: 1) == nil)
        #expect(policy.retryDelay(after: status(429, headers: ["Retry-After": "86400"]), request: request("GET"), attempt: 1) == nil)
    }

    @Test func withoutACapARetryAfterIsWaitedForHoweverLong() {
        let policy = RetryPolicy(maxRetryAfter: nil, scheduler: TestScheduler())
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "120"]), request: request("GET"), attempt: 1) == .seconds(120))
        #expect(policy.retryDelay(after: status(429, headers: ["Retry-After": "86400"]), request: request("GET"), attempt: 1) == .seconds(86_400))
        let huge = policy.retryDelay(after: status(503, headers: ["Retry-After": "99999999999999999999999"]), request: request("GET"), attempt: 1)
        #expect(huge == .seconds(Int64.max / 1_000_000_000))
    }

    @Test func aRetryAfterLongerThanTheCapFailsAtOnce() {
        let policy = RetryPolicy(maxRetryAfter: .seconds(10), scheduler: TestScheduler())
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "11"]), request: request("GET"), attempt: 1) == nil)
        #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": "99999999999999999999999"]), request: request("GET"), attempt: 1) == nil)
    }

    @Test func methodsAreComparedWithoutCase() {
        var policy = RetryPolicy(retryableMethods: ["get"], scheduler: TestScheduler())
        #expect(policy.retryDelay(after: status(503), request: request("GET"), attempt: 1) != nil)
        policy.retryableMethods = ["post"]
        #expect(policy.retryDelay(after: status(503), request: request("POST"), attempt: 1) != nil)
        #expect(policy.retryDelay(after: status(503), request: request("GET"), attempt: 1) == nil)
    }

    @Test func everyHTTPDateFormIsRead() {
        let policy = RetryPolicy(scheduler: TestScheduler(initialClock: 0))
        for date in ["Thu, 01 Jan 1970 00:00:30 GMT", "Thursday, 01-Jan-70 00:00:30 GMT", "Thu Jan  1 00:00:30 1970"] {
            #expect(policy.retryDelay(after: status(503, headers: ["Retry-After": date]), request: request("GET"), attempt: 1) == .seconds(30), "\(date)")
        }
    }
}

/// The default `maxRetryAfter` through `APIClient`, in virtual time (ticks
/// of 1 ms, subscribed at 200).
@Suite("RetryPolicy.maxRetryAfter: a server cannot hold a request for a day")
struct MaxRetryAfterTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()

    func client(_ policy: RetryPolicy) -> APIClient {
        APIClient(baseURL: baseURL, transport: stub, retryPolicy: policy)
    }

    @Test func aDayLongRetryAfterFailsAtOnceWithItsAnswer() {
        stub.stub("GET", "/v1/busy", .status(503, headers: ["Retry-After": "86400"]), .json(userJSON))
        let client = client(RetryPolicy(scheduler: scheduler))
        let observer = scheduler.start(disposed: 100_000_000) { client.request(Endpoint<User>.get("busy")) }
        #expect(observer.requestError?.statusCode == 503)
        #expect(observer.requestError?.response?.header("Retry-After") == "86400")
        #expect(observer.terminalTime == 200)
        #expect(stub.callCount("GET", "/v1/busy") == 1)
    }

    @Test func aRetryAfterOfAMinuteIsWaitedFor() {
        stub.stub("GET", "/v1/busy", .status(503, headers: ["Retry-After": "60"]), .json(userJSON))
        let client = client(RetryPolicy(scheduler: scheduler))
        let observer = scheduler.start(disposed: 100_000) { client.request(Endpoint<User>.get("busy")) }
        #expect(observer.events == [.next(60_200, User(id: 1, name: "Ada")), .completed(60_200)])
    }

    @Test func withoutACapTheDayIsWaited() {
        stub.stub("GET", "/v1/busy", .status(503, headers: ["Retry-After": "86400"]), .json(userJSON))
        let client = client(RetryPolicy(maxRetryAfter: nil, scheduler: scheduler))
        let observer = scheduler.start(disposed: 100_000_000) { client.request(Endpoint<User>.get("busy")) }
        #expect(observer.events == [.next(86_400_200, User(id: 1, name: "Ada")), .completed(86_400_200)])
    }
}
