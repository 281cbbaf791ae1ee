import Foundation
import Handlers
import Requester
import RequesterTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("RequestLogger: what is written, and what never is")
struct RequestLoggerTests {
    func request(_ url: String = "https://api.example.com/v1/users?page=2", method: String = "POST",
                 headers: [String: String] = [:], body: String? = nil) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        return request
    }

    @Test func defaultOptionsAreURLCodeAndTime() {
        #expect(RequestLogger.Options.default == [.requestURL, .responseCode, .time])
        let logger = RequestLogger(sink: { _ in })
        #expect(logger.options == .default)
        #expect(logger.redactedHeaders == ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"])
    }

    @Test func defaultMessagesShowMethodURLStatusAndTime() {
        let logger = RequestLogger(sink: { _ in })
        #expect(logger.requestMessage(request()) == "--> POST https://api.example.com/v1/users?page=2")
        #expect(logger.requestMessage(request(), attempt: 2) == "--> POST https://api.example.com/v1/users?page=2 (attempt 2)")
        let response = HTTPResponse(statusCode: 201)
        #expect(logger.responseMessage(response, for: request(), elapsed: .microseconds(12_345))
                == "<-- 201 POST https://api.example.com/v1/users?page=2 (12.3 ms)")
        #expect(logger.responseMessage(response, for: request(), elapsed: .milliseconds(250))
                == "<-- 201 POST https://api.example.com/v1/users?page=2 (250 ms)")
    }

    @Test func failuresNameTheReasonWithoutItsDescription() {
        let logger = RequestLogger(options: [.requestURL], sink: { _ in })
        #expect(logger.failureMessage(.transport(URLError(.timedOut)), for: request(), elapsed: .zero)
                == "<-- FAILED POST https://api.example.com/v1/users?page=2: transport error -1001 (timed out)")
    }

    @Test func disabledWritesNothing() {
        let lines = LogLines()
        let logger = RequestLogger(options: .disabled, sink: lines.append)
        logger.logRequest(request(headers: ["Authorization": "Bearer x"], body: "{}"))
        logger.logResponse(HTTPResponse(statusCode: 200), for: request(), elapsed: .zero)
        logger.logFailure(.cancelled, for: request(), elapsed: .zero)
        #expect(lines.lines.isEmpty)
    }

    @Test func redactedHeadersPrintAsRedactedWhateverTheirCase() {
        let logger = RequestLogger(options: [.requestURL, .requestHeaders], sink: { _ in })
        let message = logger.requestMessage(request(headers: [
            "authorization": "Bearer secret-token", "COOKIE": "sid=secret-cookie", "proxy-Authorization": "Basic secret-basic",
            "X-Custom": "visible",
        ])) ?? ""
        #expect(!message.contains("secret"))
        #expect(message.contains("<redacted>"))
        #expect(message.contains("X-Custom: visible"))
    }

    @Test func responseSetCookieIsRedacted() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let response = HTTPResponse(statusCode: 200, headers: ["set-cookie": "session=secret-cookie", "Content-Type": "application/json"])
        let message = logger.responseMessage(response, for: request(), elapsed: .zero) ?? ""
        #expect(!message.contains("secret-cookie"))
        #expect(message.contains("set-cookie: <redacted>"))
        #expect(message.contains("Content-Type: application/json"))
    }

    @Test func tokenFieldsInJSONBodiesAreRedactedAtAnyDepth() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let body = #"{"user": "ada", "password": "hunter2", "auth": {"Access_Token": "at-secret", "refresh_token": "rt-secret"}, "list": [{"authorization": "Bearer z-secret"}], "note": "Bearer n-secret"}"#
        let message = logger.requestMessage(request(body: body)) ?? ""
        for secret in ["hunter2", "at-secret", "rt-secret", "z-secret", "n-secret"] {
            #expect(!message.contains(secret), "\(secret) leaked")
        }
        #expect(message.contains(#""user":"ada""#))
    }

    @Test func formBodiesAndQueryItemsAreRedacted() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let message = logger.requestMessage(request(
            "https://api.example.com/cb?access_token=q-secret&state=ok", body: "grant_type=password&password=f-secret&username=ada")) ?? ""
        #expect(!message.contains("q-secret"))
        #expect(!message.contains("f-secret"))
        #expect(message.contains("state=ok"))
        #expect(message.contains("username=ada"))
    }

    @Test func bearerTokensInPlainTextAreRedacted() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let message = logger.requestMessage(request(body: "header was Authorization: Bearer abc.def-ghi and more")) ?? ""
        #expect(!message.contains("abc.def-ghi"))
        #expect(message.contains("and more"))
    }

    @Test func customRedactedHeadersAlsoRedactMatchingBodyFields() {
        let logger = RequestLogger(options: .all, redactedHeaders: ["X-Api-Key"], sink: { _ in })
        let message = logger.requestMessage(request(headers: ["x-api-key": "k-secret"], body: #"{"X-API-KEY": "b-secret"}"#)) ?? ""
        #expect(!message.contains("k-secret"))
        #expect(!message.contains("b-secret"))
    }

    @Test func binaryBodiesPrintTheirSize() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let response = HTTPResponse(statusCode: 200, body: Data([0xFF, 0xFE, 0x00, 0x81]))
        #expect(logger.responseMessage(response, for: request(), elapsed: .zero)?.contains("(4-byte body)") == true)
    }

    @Test func longBodiesAreCut() {
        let logger = RequestLogger(options: .all, maxBodyLength: 10, sink: { _ in })
        let response = HTTPResponse(statusCode: 200, body: Data(String(repeating: "a", count: 25).utf8))
        #expect(logger.responseMessage(response, for: request(), elapsed: .zero)?.contains("aaaaaaaaaa... (15 more characters)") == true)
    }

    @Test func eachOptionControlsItsPart() {
        let codeOnly = RequestLogger(options: [.responseCode], sink: { _ in })
        #expect(codeOnly.requestMessage(request()) == nil)
        #expect(codeOnly.responseMessage(HTTPResponse(statusCode: 404), for: request(), elapsed: .zero) == "<-- 404")
        let bodyOnly = RequestLogger(options: [.requestBody], sink: { _ in })
        #expect(bodyOnly.requestMessage(request(body: #"{"a":1}"#)) == "--> POST\n    {\"a\":1}")
    }

    @Test func secretNamesAreFoundWhateverTheirSpelling() {
        let logger = RequestLogger(options: [.requestURL, .requestHeaders, .requestBody], sink: { _ in })
        let message = logger.requestMessage(request(
            "https://api.example.com/v1/login?sessionToken=SECRET-Q&page=2",
            headers: ["X-Auth-Token": "SECRET-H", "X-Trace": "visible-header"],
            body: #"{"accessToken":"SECRET-A","clientSecret":"SECRET-C","new_password":"SECRET-P","refreshToken":"SECRET-R","name":"visible-field"}"#
        )) ?? ""
        #expect(!message.contains("SECRET"), "\(message)")
        #expect(message.contains("visible-header"))
        #expect(message.contains("visible-field"))
        #expect(message.contains("page=2"))
    }

    @Test func aPasswordInTheURLIsRedactedAndTheURLStaysWhole() {
        let logger = RequestLogger(options: [.requestURL], sink: { _ in })
        #expect(logger.requestMessage(request("https://ada:SECRET-PW@api.example.com/v1/x?token=SECRET-T&page=1#top"))
                == "--> POST https://ada:<redacted>@api.example.com/v1/x?token=<redacted>&page=1#top")
    }

    @Test func aFormBodyEndingInANewlineIsStillAForm() {
        let logger = RequestLogger(options: [.requestBody], sink: { _ in })
        let message = logger.requestMessage(request(body: "grant_type=password&username=ada&password=SECRET-P\n")) ?? ""
        #expect(!message.contains("SECRET"), "\(message)")
        #expect(message.contains("username=ada"))
    }
}
