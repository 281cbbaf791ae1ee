import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Testing

@Suite("Validation: API error body, then status, then decoding")
struct ResponseValidatorTests {
    let validator = ResponseValidator()

    func response(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(body.utf8))
    }

    func failure<T: Decodable>(_ response: HTTPResponse, _ endpoint: Endpoint<T>) -> RequestError? {
        do {
            _ = try validator.validate(response, for: endpoint)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesASuccessfulBody() throws {
        #expect(try validator.validate(response(200, userJSON), for: .get("u") as Endpoint<User>) == User(id: 1, name: "Ada"))
    }

    @Test func anyTwoHundredStatusIsSuccess() throws {
        #expect(try validator.validate(response(201, userJSON), for: .get("u") as Endpoint<User>).id == 1)
        #expect(try validator.validate(response(299, userJSON), for: .get("u") as Endpoint<User>).id == 1)
    }

    @Test func apiErrorBodyOnTwoHundredFailsWithApi() {
        let error = failure(response(200, #"{"error": {"code": "quota", "title": "Quota exceeded"}}"#), Endpoint<User>.get("u"))
        #expect(error?.apiError?.code == "quota")
        #expect(error?.apiError?.title == "Quota exceeded")
        #expect(error?.apiError?.response.statusCode == 200)
    }

    @Test func apiErrorBodyWinsOverTheStatus() {
        let error = failure(response(422, #"{"error": {"code": "invalid", "title": "Bad name"}}"#), Endpoint<User>.get("u"))
        #expect(error?.apiError?.code == "invalid")
    }

    @Test func statusOutsideTwoHundredsFailsWithStatusAndKeepsTheBody() {
        for status in [100, 204 + 96, 301, 400, 404, 500, 503] {
            let error = failure(response(status, #"{"detail": "x"}"#), Endpoint<User>.get("u"))
            #expect(error?.statusCode == status)
            #expect(error?.response?.body == Data(#"{"detail": "x"}"#.utf8))
        }
    }

    @Test func errorBodiesTheDecoderReadsAreFoundWhateverTheirEncoding() throws {
        // The pre-check on the bytes must not hide what the decoder would read.
        let json = #"{"error": {"code": "quota", "title": "Quota"}}"#
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(try #require(json.data(using: .utf16LittleEndian)))
        let bodies = [
            utf16, try #require(json.data(using: .utf16BigEndian)),
            Data(#"{"\u0065rror": {"code": "quota", "title": "Quota"}}"#.utf8),
            Data([0xEF, 0xBB, 0xBF] + Array(json.utf8)),
            // The key after other escapes and quotes: the search goes on past them.
            Data(#"{"note": "a\\b \"q\" \/", "\u0065rror": {"code": "quota", "title": "Quota"}}"#.utf8),
            Data(#"{"note": "say \"hi\"", "error": {"code": "quota", "title": "Quota"}}"#.utf8),
        ]
        for body in bodies {
            let error = failure(HTTPResponse(statusCode: 400, body: body), Endpoint<User>.get("u"))
            #expect(error?.apiError?.code == "quota", "\(error.map { "\($0)" } ?? "no error")")
        }
        // A success with a backslash is still a success.
        let escaped = #"{"id": 1, "name": "A\/da"}"#
        #expect(try validator.validate(response(200, escaped), for: .get("u") as Endpoint<User>).name == "A/da")
    }

    @Test func anErrorKeyWithoutTheContractShapeIsNotAnApiError() {
        let error = failure(response(500, #"{"error": "boom"}"#), Endpoint<User>.get("u"))
        #expect(error?.statusCode == 500)
    }

    @Test func malformedJSONFailsWithDecoding() {
        let error = failure(response(200, #"{"id": 1, "name": "Ad"#), Endpoint<User>.get("u"))
        #expect(error?.decodingError != nil)
        #expect(error?.response?.statusCode == 200)
    }

    @Test func mistypedFieldsFailWithDecoding() {
        let error = failure(response(200, #"{"id": "one", "name": "Ada"}"#), Endpoint<User>.get("u"))
        guard case .typeMismatch? = error?.decodingError else {
            Issue.record("expected a type mismatch, got \(String(describing: error))")
            return
        }
    }

    /// Decoding is `JSONDecoder`'s: a number with more digits than a
    /// `Double` holds is read through `Double`, so one that rounds to a whole
    /// number fills an `Int` and one that does not fails; a whole number
    /// written with a fraction and an exponent is read exactly, past what a
    /// `Double` holds (the ResponseValidation fuzzer's oracle allows for
    /// both).
    @Test func aNumberIsReadThroughDoubleAsJSONDecoderDoes() throws {
        let rounded = #"{"id": 166661.56000000000000000000010731578367241005739e2, "name": "Ada"}"#
        #expect(try validator.validate(response(200, rounded), for: .get("u") as Endpoint<User>).id == 16_666_156)
        #expect(failure(response(200, #"{"id": 1.5, "name": "Ada"}"#), Endpoint<User>.get("u"))?.decodingError != nil)
        let large = #"{"id": 530939.5616471e12, "name": "Ada"}"#
        #expect(try validator.validate(response(200, large), for: .get("u") as Endpoint<User>).id == 530_939_561_647_100_000)
    }

    @Test func anEmptyBodyFailsForAModel() {
        #expect(failure(response(200, ""), Endpoint<User>.get("u"))?.decodingError != nil)
    }

    @Test func anHTMLPageFailsWithDecodingOnTwoHundredAndStatusOtherwise() {
        let page = "<!DOCTYPE html><html><body>Oops</body></html>"
        #expect(failure(response(200, page), Endpoint<User>.get("u"))?.decodingError != nil)
        #expect(failure(response(502, page), Endpoint<User>.get("u"))?.statusCode == 502)
    }

    @Test func emptyDecodesFromAnEmptyOrBlankBodyOrAnyJSON() throws {
        for body in ["", "  \n", "{}", #"{"ok": true}"#, "[1]", "null"] {
            #expect(try validator.validate(response(200, body), for: Endpoint<Empty>.delete("u")) == Empty())
        }
        #expect(try validator.validate(response(204, ""), for: Endpoint<Empty>.delete("u")) == Empty())
    }

    @Test func emptyStillRejectsABodyThatIsNotJSON() {
        #expect(failure(response(200, "<html>"), Endpoint<Empty>.delete("u"))?.decodingError != nil)
    }

    @Test func envelopesAreOpened() throws {
        let body = #"{"data": {"user": {"id": 2, "name": "Lin"}}, "meta": {}}"#
        let user = try validator.validate(response(200, body), for: Endpoint<User>.get("u").unwrapping("data").unwrapping("user"))
        #expect(user == User(id: 2, name: "Lin"))
    }

    @Test func aMissingEnvelopeKeyFailsWithDecoding() {
        let error = failure(response(200, userJSON), Endpoint<User>.get("u").unwrapping("data"))
        guard case .keyNotFound(let key, _)? = error?.decodingError else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "data")
    }

    @Test func aCustomContractReplacesTheDefault() {
        let contract = APIErrorContract { response in
            struct Body: Decodable { let message: String; let kind: String }
            guard response.statusCode >= 400, let body = try? JSONDecoder().decode(Body.self, from: response.body) else { return nil }
            return APIError(code: body.kind, title: body.message, response: response)
        }
        let endpoint = Endpoint<User>.get("u").apiErrors(contract)
        #expect(failure(response(409, #"{"message": "Taken", "kind": "conflict"}"#), endpoint)?.apiError?.code == "conflict")
        // The default shape is not recognised under this contract: a plain status failure.
        #expect(failure(response(409, #"{"error": {"code": "c", "title": "t"}}"#), endpoint)?.statusCode == 409)
        #expect(failure(response(200, #"{"error": {"code": "c", "title": "t"}}"#), Endpoint<User>.get("u").apiErrors(.none))?.decodingError != nil)
    }

    @Test func aClientWideContractAppliesWhenTheEndpointNamesNone() {
        let validator = ResponseValidator(apiErrorContract: .none)
        #expect(throws: RequestError.self) { try validator.validate(response(500, "{}"), for: Endpoint<User>.get("u")) }
    }

    @Test func aCustomDecoderIsUsed() throws {
        struct Event: Decodable, Equatable { let createdAt: Date; let userName: String }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let event = try validator.validate(
            response(200, #"{"created_at": 10, "user_name": "Ada"}"#), for: Endpoint<Event>.get("e").decoder(decoder))
        #expect(event == Event(createdAt: Date(timeIntervalSince1970: 10), userName: "Ada"))
    }

    @Test func aModelThatThrowsItsOwnErrorFailsWithDecoding() {
        struct Picky: Decodable {
            struct Refused: Error {}
            init(from decoder: any Decoder) throws { throw Refused() }
        }
        #expect(failure(response(200, "{}"), Endpoint<Picky>.get("p"))?.decodingError != nil)
    }
}
