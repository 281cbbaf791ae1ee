import Foundation
import Handlers
import Requester
import Stream
import Testing

/// Routing step 1 (resuming): a request created before the handler's
/// latest run finished, that fails after it, carried the credential that run
/// replaced. If the run failed, the request fails with that run's error,
/// without a new run and without being sent again.
///
/// In virtual time, over `StubTransport`: `GET /me` answers as scripted per
/// call, `POST /refresh` is the `TokenRefreshHandler`'s refresh.
@Suite("Requester: a late 401 after a failed refresh")
struct FailedRunStaleCredentialTests {
    private struct Setup {
        let scheduler = TestScheduler()
        let stub: StubTransport
        let requester: Requester
        let options: RequestOptions

        init() {
            stub = StubTransport(scheduler: scheduler)
            let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
            let registry = HandlerRegistry()
            registry.resumableHandlers = [
                TokenRefreshHandler(
                    refresh: { client.request(Endpoint<Empty>.post("refresh")).map { _ in } },
                    scheduler: scheduler)
            ]
            requester = Requester(presentable: nil, handlers: registry)
            options = virtualOptions(scheduler).build()
            self.client = client
        }

        let client: APIClient

        /// Subscribes a `GET /me` at `time`; its events go to the observer returned.
        func me(at time: TestTime) -> TestableObserver<User> {
            let observer = scheduler.createObserver(User.self)
            scheduler.scheduleAt(time) {
                _ = requester.request(options: options) { client.request(Endpoint<User>.get("me")) }
                    .subscribe(observer)
            }
            return observer
        }

        var refreshes: Int { stub.callCount("POST", "/refresh") }
        var sent: Int { stub.callCount("GET", "/me") }
    }

    private static let user = #"{"id": 1, "name": "Ada"}"#

    /// Five requests sent at 200 with the expired token; their 401s arrive
    /// from 201 to 220. The refresh started at 201 fails at 204: the two
    /// that failed meanwhile share it, the three 401s after it fail with its
    /// error at once. The refresh endpoint is hit once, not once per late 401.
    @Test func aBurstAgainstAFailingRefreshHitsTheRefreshOnce() {
        let setup = Setup()
        setup.stub.stub("POST", "/refresh", Reply.status(500).delayed(by: .seconds(3)))
        setup.stub.stub("GET", "/me", replies: [1, 2, 10, 15, 20].map { Reply.status(401).delayed(by: .seconds($0)) })
        let observers = (0..<5).map { _ in setup.me(at: 200) }
        setup.scheduler.start()
        #expect(setup.refreshes == 1)
        #expect(setup.sent == 5)
        #expect(observers.map(\.terminalTime) == [204, 204, 210, 215, 220])
        #expect(observers.allSatisfy { $0.requestError?.response?.statusCode == 500 })
    }

    /// A request sent at 200 whose 401 arrives at 220, after the refresh
    /// (201 -> 204) failed: it fails at 220 with the refresh's error, and is
    /// not sent again.
    @Test func aLate401AfterAFailedRunFailsWithThatRunsErrorAndIsNotSentAgain() {
        let setup = Setup()
        setup.stub.stub("POST", "/refresh", Reply.status(500, body: "refresh down").delayed(by: .seconds(3)))
        setup.stub.stub("GET", "/me", Reply.status(401).delayed(by: .seconds(1)), Reply.status(401).delayed(by: .seconds(20)))
        let quick = setup.me(at: 200)
        let late = setup.me(at: 200)
        setup.scheduler.start()
        #expect(quick.terminalTime == 204)
        #expect(late.terminalTime == 220)
        #expect(late.events.count == 1)
        #expect(late.requestError == quick.requestError)
        #expect(late.requestError?.response?.statusCode == 500)
        #expect(setup.sent == 2)
        #expect(setup.refreshes == 1)
    }

    /// After the failed run (201 -> 204), a request made later (230) starts a
    /// new run, which succeeds (231 -> 234) and resumes it; a request made
    /// while that run was in flight (232), whose 401 arrives after it (240),
    /// resumes at once without a third run: as before.
    @Test func afterALaterSuccessfulRunRequestsResumeAsBefore() {
        let setup = Setup()
        setup.stub.stub("POST", "/refresh", Reply.status(500).delayed(by: .seconds(3)))
        setup.scheduler.scheduleAt(210) {
            setup.stub.stub("POST", "/refresh", Reply.json("{}").delayed(by: .seconds(3)))
        }
        setup.stub.stub("GET", "/me", replies: [
            Reply.status(401).delayed(by: .seconds(1)),  // first, at 200
            Reply.status(401).delayed(by: .seconds(1)),  // next, at 230
            Reply.status(401).delayed(by: .seconds(8)),  // stale, at 232
            Reply.json(Self.user).delayed(by: .seconds(1)),  // next again, at 234
            Reply.json(Self.user).delayed(by: .seconds(1)),  // stale again, at 240
        ])
        let first = setup.me(at: 200)
        let next = setup.me(at: 230)
        let stale = setup.me(at: 232)
        setup.scheduler.start()
        #expect(first.requestError?.response?.statusCode == 500)
        #expect(next.events == [.next(235, User(id: 1, name: "Ada")), .completed(235)])
        #expect(stale.events == [.next(241, User(id: 1, name: "Ada")), .completed(241)])
        #expect(setup.refreshes == 2)
        #expect(setup.sent == 5)
    }
}

private typealias Reply = StubTransport.Reply
