import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `APIClient(authenticator:)` over a `StubTransport` in virtual time (ticks
/// of 1 s): every request answers 1 s after it is sent, a refresh takes 5 s
/// unless a test says otherwise. The token starts "expired"; a refresh
/// stores "fresh".
@Suite("Authenticator: refreshing on the client")
struct AuthenticatorTests {
    let scheduler = TestScheduler()
    let stub: StubTransport
    let token = Locked("expired")
    let refreshes = Locked(0)

    init() {
        stub = StubTransport(delay: .seconds(1), scheduler: scheduler)
    }

    /// A refresh that takes `latency`, then stores "fresh" (or fails with `error`).
    func refresh(latency: Duration = .seconds(5), failingWith error: (any Error)? = nil) -> () -> Observable<Void> {
        { [scheduler, token, refreshes] in
            refreshes.withLock { $0 += 1 }
            return Observable<Int>.timer(latency, scheduler: scheduler).map { _ in
                if let error { throw error }
                token.withLock { $0 = "fresh" }
            }
        }
    }

    func authenticator(
        maxRefreshes: Int = 5, refreshTimeout: Duration? = .seconds(60), refresh: @escaping () -> Observable<Void>
    ) -> Authenticator {
        let token = self.token
        return Authenticator(
            adapter: BearerTokenAdapter { token.withLock { $0 } }, maxRefreshes: maxRefreshes,
            refreshTimeout: refreshTimeout, scheduler: scheduler, refresh: refresh)
    }

    func client(_ authenticator: Authenticator) -> APIClient {
        APIClient(baseURL: baseURL, transport: stub, authenticator: authenticator)
    }

    /// Subscribes to `request` at `time`; its events go to the observer returned.
    func subscribe<T>(_ request: Observable<T>, at time: TestTime) -> TestableObserver<T> {
        let observer = scheduler.createObserver(T.self)
        scheduler.scheduleAt(time) { _ = request.subscribe(observer) }
        return observer
    }

    var authorizations: [String?] {
        stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") }
    }

    @Test func fiftyConcurrent401sShareOneRefreshAndAllSucceedWithTheNewToken() {
        stub.stub("GET", "/v1/users/1", replies: Array(repeating: .status(401), count: 50) + [.json(userJSON)])
        let client = client(authenticator(refresh: refresh()))
        let observers = (0..<50).map { _ in subscribe(client.request(Endpoint<User>.get("users/1")), at: 200) }
        scheduler.start()
        // 401s at 201, one refresh 201 -> 206, each sent again and answered at 207.
        for observer in observers {
            #expect(observer.events == [.next(207, User(id: 1, name: "Ada")), .completed(207)])
        }
        #expect(refreshes.withLock { $0 } == 1)
        #expect(authorizations.prefix(50).allSatisfy { $0 == "Bearer expired" })
        #expect(authorizations.dropFirst(50).allSatisfy { $0 == "Bearer fresh" })
        #expect(stub.callCount("GET", "/v1/users/1") == 100)
    }

    @Test func aSecond401AfterTheRefreshIsDelivered() {
        stub.stub("GET", "/v1/users/1", .status(401))
        let client = client(authenticator(refresh: refresh()))
        let observer = subscribe(client.request(Endpoint<User>.get("users/1")), at: 200)
        scheduler.start()
        #expect(observer.requestError?.statusCode == 401)
        #expect(observer.terminalTime == 207)
        #expect(refreshes.withLock { $0 } == 1)
        #expect(authorizations == ["Bearer expired", "Bearer fresh"])
    }

    @Test func theBudgetGivesTooManyRefreshes() {
        stub.stub("GET", "/v1/users/1", .status(401))
        let client = client(authenticator(maxRefreshes: 1, refresh: refresh()))
        let first = subscribe(client.request(Endpoint<User>.get("users/1")), at: 200)
        // Made after the first refresh ended (206): its 401 asks for a second one.
        let second = subscribe(client.request(Endpoint<User>.get("users/1")), at: 210)
        scheduler.start()
        #expect(first.requestError?.statusCode == 401)
        #expect(second.events.count == 1)
        #expect(second.terminalTime == 211)
        let error = second.events.first.flatMap { event -> (any Error)? in
            if case .error(let error) = event.value { return error } else { return nil }
        }
        #expect(error as? TokenRefreshError == .tooManyRefreshes)
        #expect(refreshes.withLock { $0 } == 1)
    }

    @Test func aRefreshThatOutlivesItsTimeoutFailsEveryWaiterWithTimedOut() {
        stub.stub("GET", "/v1/users/1", .status(401))
        let client = client(authenticator(refreshTimeout: .seconds(30), refresh: { .never() }))
        let observers = (0..<3).map { subscribe(client.request(Endpoint<User>.get("users/1")), at: 200 + $0) }
        scheduler.start()
        // The refresh starts at 201 and times out at 231.
        for observer in observers {
            #expect(observer.events.count == 1)
            #expect(observer.terminalTime == 231)
            #expect(observer.requestError?.urlErrorCode == .timedOut)
        }
        #expect(stub.callCount("GET", "/v1/users/1") == 3)  // none sent again
    }

    @Test func aFailingRefreshFailsEveryWaiterWithItsError() {
        struct SignedOut: Error, Equatable {}
        stub.stub("GET", "/v1/users/1", .status(401))
        let client = client(authenticator(refresh: refresh(failingWith: SignedOut())))
        let observers = (0..<3).map { subscribe(client.request(Endpoint<User>.get("users/1")), at: 200 + $0) }
        scheduler.start()
        for observer in observers {
            #expect(observer.events.count == 1)
            #expect(observer.terminalTime == 206)
            if case .error(let error)? = observer.events.first?.value {
                #expect(error as? SignedOut == SignedOut())
            } else {
                Issue.record("expected the refresh's error, got \(observer.events)")
            }
        }
        #expect(refreshes.withLock { $0 } == 1)
        #expect(stub.callCount("GET", "/v1/users/1") == 3)
    }

    @Test func aRequestToAnOriginNotCoveredGetsNoHeaderAndNoRefresh() {
        stub.stub("GET", "/elsewhere", .status(401))
        let client = client(authenticator(refresh: refresh()))
        let observer = subscribe(client.request(Endpoint<User>.get("https://other.example.com/elsewhere")), at: 200)
        scheduler.start()
        #expect(observer.requestError?.statusCode == 401)
        #expect(observer.terminalTime == 201)
        #expect(refreshes.withLock { $0 } == 0)
        #expect(authorizations == [nil])
    }

    @Test func aDisposedWaiterDoesNotStopTheRefresh() {
        stub.stub("GET", "/v1/users/1", .status(401), .status(401), .json(userJSON))
        let client = client(authenticator(refresh: refresh()))
        let kept = subscribe(client.request(Endpoint<User>.get("users/1")), at: 200)
        let leaving = scheduler.createObserver(User.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) { subscription.disposable = client.request(Endpoint<User>.get("users/1")).subscribe(leaving) }
        // Both wait for the refresh (201 -> 206); one leaves at 203, before it ends.
        scheduler.scheduleAt(203) { subscription.dispose() }
        scheduler.start()
        #expect(kept.events == [.next(207, User(id: 1, name: "Ada")), .completed(207)])
        #expect(leaving.events.isEmpty)
        #expect(refreshes.withLock { $0 } == 1)
        #expect(stub.callCount("GET", "/v1/users/1") == 3)
    }

    @Test func aRequestMadeBeforeTheRefreshEndedResumesWithoutAnother() {
        // The first request's 401 (201) starts the refresh (-> 206); the
        // second, sent at 205 with the old token, is answered 401 at 206,
        // after it ended: it is sent again at once, without a new refresh.
        stub.stub("GET", "/v1/users/1", .status(401), .status(401), .json(userJSON))
        let client = client(authenticator(refresh: refresh()))
        let first = subscribe(client.request(Endpoint<User>.get("users/1")), at: 200)
        let stale = subscribe(client.request(Endpoint<User>.get("users/1")), at: 205)
        scheduler.start()
        #expect(first.events == [.next(207, User(id: 1, name: "Ada")), .completed(207)])
        #expect(stale.completed)
        #expect(refreshes.withLock { $0 } == 1)
    }

    @Test func theDeadlineCoversTheWait() {
        stub.stub("GET", "/v1/users/1", .status(401))
        // The deadline is timed on the retry policy's scheduler.
        let client = APIClient(
            baseURL: baseURL, transport: stub, retryPolicy: RetryPolicy(maxAttempts: 1, scheduler: scheduler),
            authenticator: authenticator(refreshTimeout: nil, refresh: { .never() }))
        let endpoint = Endpoint<User>.get("users/1").limits(RequestLimits(deadline: .seconds(10)))
        let observer = subscribe(client.request(endpoint), at: 200)
        scheduler.advanceTo(1000)
        #expect(observer.terminalTime == 210)
        #expect(observer.requestError?.urlErrorCode == .timedOut)
        #expect(observer.requestError?.localizedDescription.contains("deadline") == true)
    }

    @Test func everyMethodOfTheClientRefreshes() {
        stub.stub("GET", "/v1/users/1", .status(401), .json(userJSON))
        stub.stub("GET", "/v1/feed", .status(401), .json("a\nb"))
        let client = client(authenticator(refresh: refresh()))
        let response = subscribe(client.requestResponse(Endpoint<User>.get("users/1")), at: 200)
        let lines = subscribe(client.lines(Endpoint<String>.get("feed")), at: 200)
        scheduler.start()
        #expect(response.elements.map(\.value) == [User(id: 1, name: "Ada")])
        #expect(lines.elements == ["a", "b"])
        #expect(refreshes.withLock { $0 } == 1)
    }

    /// A `Requester` with a `TokenRefreshHandler` over a client with an
    /// authenticator: the authenticator refreshes, the handler never runs.
    @Test func underARequesterTheAuthenticatorActsFirst() {
        stub.stub("GET", "/v1/users/1", .status(401), .json(userJSON))
        let client = client(authenticator(refresh: refresh()))
        let handlerRuns = Locked(0)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [TokenRefreshHandler(refresh: {
            handlerRuns.withLock { $0 += 1 }
            return .just(())
        })]
        let requester = Requester(presentable: nil, handlers: registry)
        let options = RequestOptions.Builder().observeOnScheduler(scheduler).subscribeOnScheduler(scheduler).build()
        let observer = subscribe(requester.request(options: options) { client.request(Endpoint<User>.get("users/1")) }, at: 200)
        scheduler.start()
        #expect(observer.elements == [User(id: 1, name: "Ada")])
        #expect(refreshes.withLock { $0 } == 1)
        #expect(handlerRuns.withLock { $0 } == 0)
    }
}

/// Both refresh forms read as written, with a trailing closure too.
@Suite("Authenticator: its initializers")
struct AuthenticatorInitializerTests {
    @Test func eachRefreshFormIsChosenByItsClosure() {
        let adapter = BearerTokenAdapter { "t" }
        let observable = Authenticator(adapter: adapter) { Observable<Void>.just(()) }
        let async = Authenticator(adapter: adapter) { await Task.yield() }
        let tuned = Authenticator(
            adapter: adapter, statusCodes: [401, 419], maxRefreshes: 2, per: .seconds(60), refreshTimeout: nil
        ) { Observable<Void>.empty() }
        #expect(observable.statusCodes == [401])
        #expect(observable.maxRefreshes == 5)
        #expect(observable.window == .seconds(30))
        #expect(async.refreshTimeout == TokenRefreshHandler.defaultRefreshTimeout)
        #expect(tuned.statusCodes == [401, 419])
        #expect(tuned.maxRefreshes == 2)
        #expect(tuned.refreshTimeout == nil)
        #expect(Authenticator.bearer(token: { "t" }, refresh: {}).adapter.headerName == "Authorization")
    }
}

/// The async refresh form, without virtual time: the stub answers at once,
/// the refresh runs in a task, `send` awaits it all.
@Suite("Authenticator: the async refresh")
struct AuthenticatorAsyncRefreshTests {
    @Test func anAsyncRefreshRefreshesAndTheRequestIsSentAgain() async throws {
        let stub = StubTransport()
        stub.stub("GET", "/v1/users/1", .status(401), .json(userJSON))
        let token = Locked("expired")
        let refreshes = Locked(0)
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            authenticator: .bearer(token: { token.withLock { $0 } }, refresh: {
                await Task.yield()
                refreshes.withLock { $0 += 1 }
                token.withLock { $0 = "fresh" }
            }))
        let user = try await client.send(Endpoint<User>.get("users/1"))
        #expect(user == User(id: 1, name: "Ada"))
        #expect(refreshes.withLock { $0 } == 1)
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer expired", "Bearer fresh"])
    }

    @Test func anAsyncRefreshThatThrowsFailsTheRequestWithItsError() async {
        struct SignedOut: Error {}
        let stub = StubTransport()
        stub.stub("GET", "/v1/users/1", .status(401))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            authenticator: .bearer(token: { "expired" }, refresh: { throw SignedOut() }))
        await #expect(throws: SignedOut.self) { try await client.send(Endpoint<User>.get("users/1")) }
        #expect(stub.callCount("GET", "/v1/users/1") == 1)
    }
}
