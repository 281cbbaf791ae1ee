import Foundation
import Handlers
@testable import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Endpoints with form, raw and no bodies")
struct EndpointBodiesTests {
    let base = URL(string: "https://api.example.com/v1")!

    @Test func aFormIsSortedURLEncodedAndAcceptsAnything() throws {
        let endpoint = Endpoint<Empty>.post("login", form: ["user": "ada lovelace", "code": "1+1"])
        let request = try endpoint.urlRequest(relativeTo: base)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.example.com/v1/login")
        #expect(request.httpBody == Data("code=1%2B1&user=ada+lovelace".utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.value(forHTTPHeaderField: "Accept") == "*/*")
    }

    @Test func theFormsContentTypeReplacesOneInTheHeadersButAnAcceptIsKept() throws {
        let endpoint = Endpoint<Empty>.post(
            "login", form: ["a": "b"], query: ["v": "2"],
            headers: ["content-type": "application/json", "ACCEPT": "application/json", "X-Trace": "t"])
        let request = try endpoint.urlRequest(relativeTo: base)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/login?v=2")
        #expect(request.allHTTPHeaderFields?.filter { $0.key.lowercased() == "content-type" }.count == 1)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "t")
    }

    @Test(arguments: ["POST", "PUT"])
    func rawDataGoesAsItIsWithItsContentType(_ method: String) throws {
        let data = Data([0x00, 0xFF, 0x10])
        let endpoint: Endpoint<Data> = method == "POST"
            ? .post("blobs", data: data, contentType: "image/png", query: ["name": "a b"],
                    headers: ["Content-Type": "text/plain"])
            : .put("blobs", data: data, contentType: "image/png", query: ["name": "a b"],
                   headers: ["Content-Type": "text/plain"])
        let request = try endpoint.urlRequest(relativeTo: base)
        #expect(request.httpMethod == method)
        #expect(request.url?.query == "name=a%20b")
        #expect(request.httpBody == data)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(request.value(forHTTPHeaderField: "Accept") == "*/*")
    }

    @Test func headIsAnEmptyEndpointWithQueryAndHeaders() throws {
        let endpoint = Endpoint<Empty>.head("files/1", query: ["v": "1"], headers: ["If-None-Match": "\"x\""])
        #expect(endpoint.method == "HEAD")
        let request = try endpoint.urlRequest(relativeTo: base)
        #expect(request.httpMethod == "HEAD")
        #expect(request.url?.absoluteString == "https://api.example.com/v1/files/1?v=1")
        #expect(request.httpBody == nil)
        #expect(request.value(forHTTPHeaderField: "If-None-Match") == "\"x\"")
    }
}
