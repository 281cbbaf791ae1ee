import Foundation
import Handlers
import Testing

/// What a response, and so an error carrying it, prints: enough to tell which
/// response it was, nothing that can carry a secret.
@Suite("HTTPResponse's description")
struct HTTPResponseDescriptionTests {
    private let response = HTTPResponse(
        statusCode: 401,
        url: URL(string: "https://ada:pa55word@api.example.com/v1/me?access_token=s3cret&page=2#id_token=f4ke")!,
        headers: ["Set-Cookie": "session=c00kie", "Content-Type": "application/json", "X-Auth-Token": "t0ken"],
        body: Data(#"{"password": "hunter2"}"#.utf8))

    @Test func namesTheStatusTheLocationTheHeadersAndTheBodysSize() {
        #expect(response.description == "HTTPResponse(401 https://api.example.com/v1/me?…, "
            + "headers: Content-Type, Set-Cookie, X-Auth-Token; body: 23 bytes)")
    }

    @Test func aResponseWithoutURLOrHeaders() {
        #expect(HTTPResponse(statusCode: 204).description == "HTTPResponse(204, headers: none; body: 0 bytes)")
        let plain = HTTPResponse(statusCode: 404, url: URL(string: "https://api.example.com/v1/cities/atlantis"))
        #expect(plain.description == "HTTPResponse(404 https://api.example.com/v1/cities/atlantis, headers: none; body: 0 bytes)")
    }

    /// `print("failed:", error)` is what the guides show: the error's whole
    /// printout keeps the secrets of its response out.
    @Test(arguments: ["s3cret", "f4ke", "pa55word", "c00kie", "t0ken", "hunter2"])
    func printingAnErrorThatCarriesTheResponseShowsNoSecret(_ secret: String) {
        let errors: [any Error] = [
            RequestError.status(HTTPError(response: response)),
            RequestError.api(APIError(code: "expired", title: "Sign in again", response: response)),
            RequestError.decoding(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), response),
            HTTPError(response: response),
        ]
        for error in errors {
            let printed = String(describing: error)
            #expect(printed.contains("401"))
            #expect(!printed.contains(secret), "\(printed)")
        }
    }

    @Test func aRequestErrorPrintsItsCaseAndTheResponsesDescription() {
        #expect(String(describing: RequestError.status(HTTPError(response: response)))
            == "status(\(response.description))")
        #expect(String(describing: RequestError.api(APIError(code: "expired", title: "Sign in again", response: response)))
            == "api(expired: Sign in again; \(response.description))")
        #expect(String(describing: RequestError.cancelled) == "cancelled")
    }

    /// URLSession puts the failing URL, query and all, in a `URLError`'s
    /// `userInfo`; printing the error shows the code and the reason only.
    @Test func aTransportErrorPrintsItsCodeAndReasonWithoutTheFailingURL() {
        let failingURL = URL(string: "https://api.example.com/v1/me?access_token=s3cret")!
        let timedOut = URLError(.timedOut, userInfo: [
            NSURLErrorFailingURLErrorKey: failingURL,
            "NSErrorFailingURLStringKey": failingURL.absoluteString,
        ])
        #expect(String(describing: RequestError.transport(timedOut)) == "transport(URLError -1001)")
        let unbuildable = URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: "No URL can be made of it"])
        #expect(String(describing: RequestError.transport(unbuildable)) == "transport(URLError -1000: No URL can be made of it)")
    }
}
