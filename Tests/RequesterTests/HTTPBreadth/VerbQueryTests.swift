import Foundation
import Handlers
@testable import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Verbs: a query on every one, and HEAD")
struct VerbQueryTests {
    let query = ["page": "2", "q": "a b&c"]
    let expectedQuery = "page=2&q=a%20b%26c"

    func request<T>(_ endpoint: Endpoint<T>) throws -> URLRequest {
        try endpoint.urlRequest(relativeTo: baseURL)
    }

    @Test func everyVerbTakesAQueryBeforeItsHeaders() throws {
        let headers = ["X-Trace": "7"]
        let endpoints: [(String, Endpoint<User>)] = [
            ("GET", .get("users", query: query, headers: headers)),
            ("POST", .post("users", body: ["name": "Ada"], query: query, headers: headers)),
            ("POST", .post("users", query: query, headers: headers)),
            ("PUT", .put("users", body: ["name": "Ada"], query: query, headers: headers)),
            ("PATCH", .patch("users", body: ["name": "Ada"], query: query, headers: headers)),
            ("DELETE", .delete("users", query: query, headers: headers)),
            ("POST", .post("users", form: ["a": "b"], query: query, headers: headers)),
            ("POST", .post("users", data: Data("x".utf8), contentType: "text/plain", query: query, headers: headers)),
            ("PUT", .put("users", data: Data("x".utf8), contentType: "text/plain", query: query, headers: headers)),
            ("POST", .post("users", multipart: MultipartForm(), query: query, headers: headers)),
            ("PUT", .put("users", multipart: MultipartForm(), query: query, headers: headers)),
        ]
        for (method, endpoint) in endpoints {
            let built = try request(endpoint)
            #expect(built.httpMethod == method)
            #expect(built.url?.query == expectedQuery, "\(method) \(endpoint.path)")
            #expect(built.value(forHTTPHeaderField: "X-Trace") == "7")
        }
    }

    @Test func aJSONBodyWithAQueryKeepsItsEncoderAndContentType() throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        struct Body: Encodable { var firstName = "Ada" }
        let built = try request(Endpoint<Empty>.post("people", body: Body(), query: ["v": "1"], encoder: encoder))
        #expect(built.httpBody == Data(#"{"first_name":"Ada"}"#.utf8))
        #expect(built.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(built.url?.absoluteString == "https://api.example.com/v1/people?v=1")
    }

    @Test func headSendsNoBodyAndItsAnswerIsEmpty() async throws {
        let stub = StubTransport()
        stub.stub("HEAD", "/v1/files/1", .status(200, headers: ["X-Total-Count": "42", "Content-Length": "1000"]))
        let client = APIClient(baseURL: baseURL, transport: stub)
        let response = try await client.sendResponse(Endpoint.head("files/1", query: ["v": "1"]))
        #expect(response.value == Empty())
        #expect(response.response.header("X-Total-Count") == "42")
        #expect(stub.requests.last?.httpMethod == "HEAD")
        #expect(stub.requests.last?.url?.query == "v=1")
        #expect(stub.requests.last?.httpBody == nil)
    }
}
