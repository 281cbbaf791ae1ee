import Dispatch
import Foundation
import Handlers
import Requester
import Stream
import Testing

/// Where `Requester.request`'s closure runs, as its doc comment and
/// Docs/ErrorHandling.md ("Threads") say: on the subscribe scheduler, not on
/// the caller's actor, so main-actor code either captures values before or
/// subscribes on `MainScheduler.instance`.
@Suite("Where the request closure runs")
struct RequestClosureSchedulingTests {
    @Test func theClosureRunsWhenTheSubscribeSchedulerRunsIt() {
        let scheduler = TestScheduler()
        let requester = Requester(presentable: nil, handlers: HandlerRegistry())
        let options = RequestOptions.Builder()
            .observeOnScheduler(ImmediateScheduler.instance)
            .subscribeOnScheduler(scheduler)
            .build()
        var made = 0
        var received: [Int] = []
        let subscription = requester.request(options: options) {
            made += 1
            return Observable.just(made)
        }.subscribe(onNext: { received.append($0) })
        #expect(made == 0)  // subscribing only scheduled it
        scheduler.start()
        #expect(made == 1)
        #expect(received == [1])
        subscription.dispose()
    }

    /// The default subscribe scheduler is a background queue: a closure
    /// written in main-actor code does not run on the main queue.
    @MainActor @Test func byDefaultTheClosureRunsOffTheMainQueue() async throws {
        let main = MainQueueMark()
        defer { main.remove() }
        let requester = Requester(presentable: nil, handlers: HandlerRegistry())
        let ranOnMain = try await requester.request { Observable.just(main.isCurrent) }.first()
        #expect(ranOnMain == false)
    }

    @MainActor @Test func onTheMainSchedulerTheClosureRunsOnTheMainQueue() async throws {
        let main = MainQueueMark()
        defer { main.remove() }
        let requester = Requester(presentable: nil, handlers: HandlerRegistry())
        let options = RequestOptions.Builder().subscribeOnScheduler(MainScheduler.instance).build()
        let ranOnMain = try await requester.request(options: options) { Observable.just(main.isCurrent) }.first()
        #expect(ranOnMain == true)
    }

    /// Docs/Threading.md: a `TokenRefreshHandler`'s refresh runs where the
    /// failure that starts it is delivered, the failing request's observe
    /// scheduler (the main queue by default), not on the transport's thread.
    @Test func aRefreshRunsOnTheObserveSchedulerOfTheFailingRequest() {
        struct Me: Decodable { let id: Int }
        let observeOn = TestScheduler()
        let stub = StubTransport()
        stub.stub("GET", "/me", .status(401), .json(#"{"id": 1}"#))
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
        var refreshes = 0
        let registry = HandlerRegistry()
        registry.resumableHandlers = [TokenRefreshHandler(refresh: {
            refreshes += 1
            return .just(())
        })]
        let requester = Requester(presentable: nil, handlers: registry)
        let options = RequestOptions.Builder()
            .observeOnScheduler(observeOn)
            .subscribeOnScheduler(ImmediateScheduler.instance)
            .build()
        var received: [Int] = []
        let subscription = requester.request(options: options) { client.request(Endpoint<Me>.get("me")) }
            .subscribe(onNext: { received.append($0.id) })
        #expect(stub.callCount("GET", "/me") == 1)  // the 401 has arrived,
        #expect(refreshes == 0)  // its delivery waits for the observe scheduler
        observeOn.start()
        #expect(refreshes == 1)
        #expect(stub.callCount("GET", "/me") == 2)
        #expect(received == [1])
        subscription.dispose()
    }
}

/// Tells whether the caller runs on the main queue (where main-actor code
/// runs; on Linux not always the main thread), through a key set on it.
private struct MainQueueMark: Sendable {
    private let key = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    func remove() {
        DispatchQueue.main.setSpecific(key: key, value: nil)
    }
}
