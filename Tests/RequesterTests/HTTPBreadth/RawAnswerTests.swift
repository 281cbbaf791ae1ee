import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends `endpoint` through code that knows only `T: Decodable`, as an
/// app's generic helper would: raw answers stay raw there too.
private func sendGenerically<T: Decodable>(_ endpoint: Endpoint<T>, with client: APIClient) async throws -> T {
    try await client.send(endpoint)
}

@Suite("Raw answers: Endpoint<Data> and Endpoint<String>")
struct RawAnswerTests {
    let stub = StubTransport()
    var client: APIClient { APIClient(baseURL: baseURL, transport: stub) }

    func text(_ bytes: [UInt8], contentType: String?) async throws -> String {
        stub.stub("GET", "/v1/text", .status(200, data: Data(bytes), headers: contentType.map { ["Content-Type": $0] } ?? [:]))
        return try await client.send(Endpoint<String>.get("text"))
    }

    @Test func dataIsTheBodyAsItCame() async throws {
        let bytes = Data([0x00, 0xFF, 0x7B, 0x22])
        stub.stub("GET", "/v1/blob", .status(200, data: bytes, headers: ["Content-Type": "application/json"]))
        #expect(try await client.send(Endpoint<Data>.get("blob")) == bytes)
        #expect(try await sendGenerically(Endpoint<Data>.get("blob"), with: client) == bytes)
    }

    @Test func textIsDecodedInTheDeclaredCharset() async throws {
        #expect(try await text([0x63, 0x61, 0x66, 0xC3, 0xA9], contentType: nil) == "café")
        #expect(try await text([0x63, 0x61, 0x66, 0xE9], contentType: "text/plain; charset=ISO-8859-1") == "café")
        #expect(try await text([0x80, 0x41], contentType: #"text/plain; CHARSET="Windows-1252""#) == "€A")
        #expect(try await text([0x68, 0x69], contentType: "text/plain; charset=us-ascii") == "hi")
        #expect(try await text([0xEF, 0xBB, 0xBF, 0x68, 0x69], contentType: "text/plain") == "hi")
        stub.stub("GET", "/v1/json", .json(userJSON))
        #expect(try await sendGenerically(Endpoint<String>.get("json"), with: client) == userJSON)
    }

    @Test func anUnknownCharsetOrInvalidBytesFailAsDecoding() async throws {
        for (bytes, type) in [([0x68, 0x69], "text/plain; charset=koi8-r"), ([0xC3, 0x28], "text/plain"),
                              ([0xE9], "text/plain; charset=us-ascii"), ([0x41], "text/plain; charset=\"\"")]
            as [([UInt8], String)] {
            await #expect {
                _ = try await text(bytes, contentType: type)
            } throws: { error in
                guard case .decoding(_, let response)? = error as? RequestError else { return false }
                return response.body == Data(bytes)
            }
        }
    }

    @Test func theValidationOrderIsKept() async throws {
        stub.stub("GET", "/v1/quota", .json(#"{"error": {"code": "quota", "title": "Over"}}"#))
        stub.stub("GET", "/v1/missing", .status(404, body: "not here"))
        for endpoint in [Endpoint<Data>.get("quota"), Endpoint<Data>.get("missing")] {
            await #expect(throws: RequestError.self) { _ = try await client.send(endpoint) }
        }
        do {
            _ = try await client.send(Endpoint<String>.get("quota"))
            Issue.record("an API error body is still .api")
        } catch RequestError.api(let error) {
            #expect(error.code == "quota")
        }
        do {
            _ = try await client.send(Endpoint<String>.get("missing"))
            Issue.record("a 404 is still .status")
        } catch RequestError.status(let error) {
            #expect(error.statusCode == 404)
            #expect(error.response.body == Data("not here".utf8))
        }
    }

    @Test func rawEndpointsAcceptAnythingUnlessTheySay() throws {
        func accept<T>(_ endpoint: Endpoint<T>) throws -> String? {
            try endpoint.urlRequest(relativeTo: baseURL).value(forHTTPHeaderField: "Accept")
        }
        #expect(try accept(Endpoint<Data>.get("a")) == "*/*")
        #expect(try accept(Endpoint<String>.get("a")) == "*/*")
        #expect(try accept(Endpoint<Data>.post("a", body: ["k": "v"])) == "*/*")
        #expect(try accept(Endpoint<String>.delete("a", query: ["x": "1"])) == "*/*")
        #expect(try accept(Endpoint<String>.get("a", headers: ["accept": "text/csv"])) == "text/csv")
        #expect(try accept(Endpoint<User>.get("a")) == "application/json")
        #expect(try accept(Endpoint<Empty>.head("a")) == "application/json")
    }

    @Test func envelopeKeysDoNotApplyToRawAnswers() async throws {
        stub.stub("GET", "/v1/wrapped", .json(#"{"data": 1}"#))
        #expect(try await client.send(Endpoint<String>.get("wrapped").unwrapping("data")) == #"{"data": 1}"#)
    }
}
