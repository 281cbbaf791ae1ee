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
        loggedRequest(url, method: method, headers: headers, body: body)
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

    @Test func namesAddedAfterTheLoggerIsMadeAreRedactedToo() {
        var logger = RequestLogger(options: [.requestURL, .requestHeaders, .requestBody], sink: { _ in })
        logger.redactedHeaders.insert("X-Session")
        logger.redactedBodyFields.insert("pin_code")
        let message = logger.requestMessage(request(
            headers: ["x-session": "session-SECRET", "Content-Type": "application/json"],
            body: #"{"pinCode": "1234-SECRET", "name": "Ada"}"#)) ?? ""
        #expect(!message.contains("SECRET"), "\(message)")
        #expect(message.contains("Ada"))
        logger.redactedHeaders = []
        #expect(logger.requestMessage(request(headers: ["x-session": "session-VISIBLE"]))?.contains("session-VISIBLE") == true)
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
    @Test func jsonThatCannotBeReprintedKeepsItsSecretsRedacted() {
        let logger = RequestLogger(options: [.requestBody, .responseBody], sink: { _ in })
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let bodies = [
            #"{"password":"SECRET-1","n":1e400}"#,  // beyond Double
            #"{"password":"SECRET-2","s":"\ud800"}"#,  // a lone surrogate
            #"{"password":"SECRET-3","deep":\#(deep)}"#,  // nested deeper than JSONSerialization reads
            #"{"user": {"name": "ada", "password": "SECRET-4", "id": 1"#,  // cut off
            #"{"access_token": "SECRET-5"#,  // cut off inside the secret
            #"{"refresh_token": {"value": "SECRET-6", "exp": 1}, "n": 1e400}"#,  // a secret object
            #"{"pass\u0077ord": "SECRET-7", "n": 1e400}"#,  // an escaped key
            #"{"api_key": SECRET-8, "n": }"#,  // malformed, bare value
        ]
        for body in bodies {
            let message = logger.requestMessage(request(body: body)) ?? ""
            #expect(!message.contains("SECRET"), "\(message)")
            let response = HTTPResponse(statusCode: 500, body: Data(body.utf8))
            let answer = logger.responseMessage(response, for: request(), elapsed: .zero) ?? ""
            #expect(!answer.contains("SECRET"), "\(answer)")
        }
        // What is not secret stays readable, so a cut-off body still helps.
        let cut = logger.requestMessage(request(body: #"{"user": {"name": "ada", "password": "SECRET", "id": 1"#)) ?? ""
        #expect(cut.contains(#""name": "ada""#), "\(cut)")
        #expect(cut.contains(#""password": "<redacted>""#), "\(cut)")
        // JSON inside a string of unreadable JSON may hide keys: withheld.
        let nested = logger.requestMessage(request(body: #"{"echo": "{\"password\":\"SECRET\"}", "n": 1e400}"#)) ?? ""
        #expect(!nested.contains("SECRET"), "\(nested)")
        #expect(nested.contains("withheld"), "\(nested)")
    }

    @Test func bracketedFieldNamesAreSecretWhenAPartIs() {
        let logger = RequestLogger(options: [.requestURL, .requestBody], sink: { _ in })
        let form = logger.requestMessage(request(
            "https://api.example.com/sign_in?user%5Bpassword%5D=SECRET-Q&access_token%5B%5D=SECRET-A&page=2",
            body: "user%5Bemail%5D=ada%40example.com&user%5Bpassword%5D=SECRET-F")) ?? ""
        #expect(!form.contains("SECRET"), "\(form)")
        #expect(form.contains("user%5Bemail%5D=ada%40example.com"))
        #expect(form.contains("page=2"))
        let json = logger.requestMessage(request(body: #"{"user[password]":"SECRET-J","user[name]":"ada"}"#)) ?? ""
        #expect(!json.contains("SECRET"), "\(json)")
        #expect(json.contains("ada"))
    }

    @Test func tokensInTheURLFragmentAreRedacted() {
        let logger = RequestLogger(options: [.requestURL], sink: { _ in })
        #expect(logger.requestMessage(request("https://app.example.com/cb#access_token=SECRET&state=xyz&expires_in=3600"))
                == "--> POST https://app.example.com/cb#access_token=<redacted>&state=xyz&expires_in=3600")
    }
}
