import Foundation
import Handlers
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("The vocabulary of failure: equality and descriptions")
struct FailureVocabularyTests {
    func status(_ code: Int, body: String = "") -> RequestError {
        .status(HTTPError(response: HTTPResponse(statusCode: code, body: Data(body.utf8))))
    }

    func decoding(_ json: String) -> RequestError {
        struct Model: Decodable { let id: Int }
        do {
            _ = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
            fatalError("\(json) decoded")
        } catch let error as DecodingError {
            return .decoding(error, HTTPResponse(statusCode: 200, body: Data(json.utf8)))
        } catch {
            fatalError("\(error)")
        }
    }

    @Test func requestErrorsCompareByWhatFailed() {
        #expect(status(404) == status(404))
        #expect(status(404) != status(500))
        #expect(status(404, body: "a") != status(404, body: "b"))
        #expect(RequestError.transport(URLError(.timedOut)) == .transport(URLError(.timedOut)))
        #expect(RequestError.transport(URLError(.notConnectedToInternet)) != .transport(URLError(.timedOut)))
        let response = HTTPResponse(statusCode: 422)
        #expect(RequestError.api(APIError(code: "a", title: "A", response: response))
                == .api(APIError(code: "a", title: "A", response: response)))
        #expect(RequestError.api(APIError(code: "a", title: "A", response: response))
                != .api(APIError(code: "b", title: "A", response: response)))
        #expect(decoding(#"{"id": "x"}"#) == decoding(#"{"id": "x"}"#))
        #expect(decoding(#"{"id": "x"}"#) != decoding(#"{}"#))
        #expect(RequestError.cancelled == .cancelled)
        #expect(RequestError.cancelled != status(404))
    }

    @Test func recordedEventsCompareRequestErrorsByWhatFailed() {
        // RxTest-style assertions: a 500 must not pass for the 404 expected.
        let expected = Recorded<Event<Int>>.error(200, status(404))
        #expect(expected == .error(200, status(404)))
        #expect(expected != .error(200, status(500)))
        #expect(Recorded<Event<Int>>.error(200, RequestError.transport(URLError(.notConnectedToInternet)))
                != .error(200, RequestError.transport(URLError(.timedOut))))
    }

    @Test func anAPIErrorDescribesItselfWithTheServersTitle() {
        let error = APIError(code: "city_not_found", title: "City not found", response: HTTPResponse(statusCode: 404))
        #expect(error.localizedDescription == "City not found")
        #expect(RequestError.api(error).localizedDescription == "City not found")
    }
}
