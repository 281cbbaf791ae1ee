import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Endpoint.acceptableStatusCodes: what counts as a success")
struct AcceptableStatusCodesTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()

    func client(retry: Bool = false) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: retry ? RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler) : nil)
    }

    @Test func a304IsASuccessWithAnEmptyBody() async throws {
        stub.stub("GET", "/v1/article", .status(304, headers: ["ETag": "\"v1\""]))
        let client = client()
        let empty = Endpoint<Empty>.get("article", headers: ["If-None-Match": "\"v1\""])
            .acceptableStatusCodes([200, 304])
        #expect(try await client.send(empty) == Empty())
        let raw = Endpoint<Data>.get("article").acceptableStatusCodes([200, 304])
        let response = try await client.sendResponse(raw)
        #expect(response.value.isEmpty)
        #expect(response.response.statusCode == 304)
        #expect(response.response.header("ETag") == "\"v1\"")
        // Without the set, the same answer is an error.
        await #expect(throws: RequestError.self) { _ = try await client.send(Endpoint<Empty>.get("article")) }
    }

    @Test func theSetReplacesTwoHundredToThreeHundred() async throws {
        stub.stub("POST", "/v1/things", .json(userJSON, status: 201))
        let client = client()
        do {
            _ = try await client.send(Endpoint<User>.post("things", body: ["n": 1]).acceptableStatusCodes([200]))
            Issue.record("201 is outside [200]")
        } catch RequestError.status(let error) {
            #expect(error.statusCode == 201)
        }
        stub.stub("GET", "/v1/teapot", .json(userJSON, status: 418))
        #expect(try await client.send(Endpoint<User>.get("teapot").acceptableStatusCodes([418])) == User(id: 1, name: "Ada"))
    }

    @Test func anAcceptedStatusIsNeverRetried() {
        stub.stub("GET", "/v1/busy", .json(userJSON, status: 503), .json(userJSON))
        let client = client(retry: true)
        let observer = scheduler.start { client.request(Endpoint<User>.get("busy").acceptableStatusCodes([200, 503])) }
        #expect(observer.events == [.next(200, User(id: 1, name: "Ada")), .completed(200)])
        #expect(stub.callCount("GET", "/v1/busy") == 1)
    }

    @Test func anAcceptedStatusIsNeverHandedToAResumableHandler() {
        let refreshes = Locked(0)
        let registry = HandlerRegistry()
        registry.resumableHandlers = [TokenRefreshHandler(refresh: {
            refreshes.withLock { $0 += 1 }
            return .just(())
        })]
        stub.stub("GET", "/v1/me", .json(userJSON, status: 401))
        let client = client()
        let requester = Requester(presentable: nil, handlers: registry)
        let options = virtualOptions(scheduler).build()
        let observer = scheduler.start {
            requester.request(options: options) { client.request(Endpoint<User>.get("me").acceptableStatusCodes([200, 401])) }
        }
        #expect(observer.elements == [User(id: 1, name: "Ada")])
        #expect(observer.completed)
        #expect(refreshes.withLock { $0 } == 0)
        #expect(stub.callCount("GET", "/v1/me") == 1)
    }

    @Test func anAPIErrorBodyIsStillAnAPIError() async throws {
        stub.stub("GET", "/v1/odd", .json(#"{"error": {"code": "gone", "title": "Gone"}}"#, status: 410))
        do {
            _ = try await client().send(Endpoint<Empty>.get("odd").acceptableStatusCodes([410]))
            Issue.record("an API error body is .api whatever the status")
        } catch RequestError.api(let error) {
            #expect(error.code == "gone")
        }
    }
}
