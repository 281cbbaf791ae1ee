import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Response<Value>: requestResponse and sendResponse")
struct ResponseTests {
    let scheduler = millisecondScheduler()
    let stub = StubTransport()

    @Test func theValueComesWithTheFinalResponse() async throws {
        let answered = URL(string: "https://cdn.example.com/v2/users/1")!
        stub.stub("GET", "/v1/users/1", .response(HTTPResponse(
            statusCode: 200, url: answered,
            headers: ["ETag": "\"u1\"", "Link": "<https://api.example.com/v1/users?page=2>; rel=\"next\""],
            body: Data(userJSON.utf8))))
        let client = APIClient(baseURL: baseURL, transport: stub)
        let response = try await client.sendResponse(Endpoint<User>.get("users/1"))
        #expect(response.value == User(id: 1, name: "Ada"))
        #expect(response.response.statusCode == 200)
        #expect(response.response.url == answered)
        #expect(response.response.header("etag") == "\"u1\"")
        #expect(response.response.header("Link")?.contains("rel=\"next\"") == true)
        #expect(response.response.body == Data(userJSON.utf8))
    }

    @Test func itIsTheLastAttemptsResponse() {
        stub.stub("GET", "/v1/users/1", .status(503), .json(userJSON, headers: ["X-Attempt": "2"]))
        let client = APIClient(
            baseURL: baseURL, transport: stub,
            retryPolicy: RetryPolicy(backoff: .constant(.milliseconds(100)), scheduler: scheduler))
        let observer = scheduler.start { client.requestResponse(Endpoint<User>.get("users/1")) }
        #expect(observer.elements.map(\.response.statusCode) == [200])
        #expect(observer.elements.first?.response.header("X-Attempt") == "2")
        #expect(observer.elements.first?.value == User(id: 1, name: "Ada"))
        #expect(observer.terminalTime == 300)
    }

    @Test func failuresAreTheSameAsRequests() async throws {
        stub.stub("GET", "/v1/users/1", .json(#"{"id": "one"}"#))
        let client = APIClient(baseURL: baseURL, transport: stub)
        await #expect {
            _ = try await client.sendResponse(Endpoint<User>.get("users/1"))
        } throws: { error in
            guard case .decoding? = error as? RequestError else { return false }
            return true
        }
    }

    @Test func rawAnswersComeWithTheirResponseToo() async throws {
        stub.stub("GET", "/v1/report.csv", .status(200, body: "a,b\n1,2\n", headers: ["Content-Type": "text/csv"]))
        let client = APIClient(baseURL: baseURL, transport: stub)
        let response = try await client.sendResponse(Endpoint<String>.get("report.csv"))
        #expect(response.value == "a,b\n1,2\n")
        #expect(response.response.header("Content-Type") == "text/csv")
    }

    @Test func cancellingTheTaskThrowsCancelled() async throws {
        let slow = StubTransport(delay: .seconds(60))
        slow.stub("GET", "/v1/users/1", .json(userJSON))
        let client = APIClient(baseURL: baseURL, transport: slow)
        let task = Task { try await client.sendResponse(Endpoint<User>.get("users/1")) }
        task.cancel()
        await #expect(throws: RequestError.cancelled) { _ = try await task.value }
    }
}
