import Foundation
import Handlers
@testable import Requester
import Testing

/// `Endpoint.untyped` reinterprets an `Endpoint<Response>` as an
/// `UntypedEndpoint` rather than copying its parts: that is sound only while
/// every `Endpoint<Response>` has one layout and the reinterpretation keeps
/// every part.
@Suite("Endpoint: its response type set aside")
struct UntypedEndpointTests {
    private struct Unencodable: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
        }
    }

    @Test func everyEndpointHasTheLayoutOfTheUntypedOne() {
        func expectSameLayout<Response>(_: Response.Type) {
            #expect(MemoryLayout<Endpoint<Response>>.size == MemoryLayout<UntypedEndpoint>.size)
            #expect(MemoryLayout<Endpoint<Response>>.stride == MemoryLayout<UntypedEndpoint>.stride)
            #expect(MemoryLayout<Endpoint<Response>>.alignment == MemoryLayout<UntypedEndpoint>.alignment)
        }
        expectSameLayout(User.self)
        expectSameLayout(Empty.self)
        expectSameLayout([String: [Int]].self)
        expectSameLayout((Int8, String, Double).self)
        expectSameLayout(Void.self)
    }

    @Test func everyPartIsKept() {
        let decoder = JSONDecoder()
        let contract = APIErrorContract.none
        let endpoint = Endpoint<User>.post("users?x=1", body: ["name": "Ada"], headers: ["X-Trace": "7"])
            .unwrapping("data").unwrapping("user")
            .timeout(.seconds(3))
            .decoder(decoder)
            .apiErrors(contract)
        var withQuery = endpoint
        withQuery.query = ["page": "2"]
        let untyped = withQuery.untyped
        #expect(untyped.method == "POST")
        #expect(untyped.path == "users?x=1")
        #expect(untyped.query == ["page": "2"])
        #expect(untyped.headers == endpoint.headers)
        #expect(untyped.body == endpoint.body)
        #expect(untyped.timeout == .seconds(3))
        #expect(untyped.envelopeKeys == ["data", "user"])
        #expect(untyped.decoder === decoder)
        #expect(untyped.apiErrorContract != nil)
        #expect(untyped.bodyEncodingFailure == nil)

        #expect(untyped.acceptableStatusCodes == nil)
        #expect(untyped.streamedBody == nil)
        #expect(endpoint.acceptableStatusCodes([200, 304]).untyped.acceptableStatusCodes == [200, 304])
        var form = MultipartForm(boundary: "B")
        form.add(name: "a", value: "b")
        #expect(Endpoint<User>.post("f", multipart: form).untyped.streamedBody == form.body)

        let failing = Endpoint<User>.put("users/1", body: Unencodable())
        #expect(failing.bodyEncodingFailure != nil)
        #expect(failing.untyped.bodyEncodingFailure == failing.bodyEncodingFailure)
    }
}
