import Foundation
import Handlers
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Secrets under names beyond the default four (`code`, `jwt`,
/// `client_assertion`, `passphrase`, `X-Auth`, ...): the built-in name
/// patterns hide them wherever a name names a value (a
/// request or response header, a query item, a JSON field, a form field),
/// and near misses (`monkey`, `tokenizer`) still print.
@Suite("RequestLogger: secret name patterns")
struct RequestLoggerNamePatternTests {
    static let value = "v4lue-4711"

    /// Names whose values print as `<redacted>` with no set naming them.
    static let secretNames = [
        // Exact short names, in any case.
        "pin", "PIN", "otp", "code", "Code", "pwd", "passwd", "auth", "jwt", "JWT",
        // The word `token`, and the names ending in it even unseparated.
        "token", "tokens", "access_token", "X-Refresh-Token", "idToken", "IDToken", "X-CSRF-Token", "tokenId",
        "token2", "accesstoken", "TOKENs",
        // `secret`, `password`, `passwd`, `passphrase`, `credential`.
        "secret", "client_secret", "clientSecret", "secrets", "secret_answer", "password", "new_password",
        "newPassword", "user.password", "password_confirmation", "db_passwd", "passphrase", "key_passphrase",
        "credentials", "credential", "X-Amz-Credential", "AWSCredentials",
        // `assertion`, `authorization`.
        "client_assertion", "JWTAssertion", "saml-assertion", "Authorization", "Authorization-Extra",
        "Proxy-Authorization", "x_authorization_code",
        // `key` after another word; `apikey`.
        "api_key", "x-api-key", "X-API-KEY", "apiKey", "APIKey", "apikey", "xapikey", "private_key", "privateKey",
        "X-Signing-Key",
        // `X-Auth*`.
        "X-Auth", "x-auth", "X-Auth-User", "x_auth", "XAuth", "X-AuthToken",
        // The default headers, as any name.
        "Cookie", "set-cookie",
        // Hidden on purpose though they rarely hold a secret (Docs/Networking.md says so).
        "token_type", "max_tokens", "X-Author", "Idempotency-Key", "Access-Control-Allow-Credentials",
    ]

    /// Names close to a secret one whose values still print.
    static let plainNames = [
        "monkey", "keyboard", "donkey", "hotkey", "key_id", "keycode", "tokenizer", "detokenize", "passwordless",
        "secretary", "author", "authority", "authored_by", "oauth_provider", "codec", "zip_code", "pinCode", "pinned",
        "otpauth", "jwt_header", "page", "state", "name", "Accept", "Content-Type", "X-Request-Id",
    ]

    /// Names whose values print as `<redacted>` only in brackets or in
    /// places a header cannot be (not RFC 9110 tokens).
    static let bracketedSecretNames = ["user[pin]", "user[password]", "creds[api_key]", "otp[]"]

    /// Every place a name names a value, one message per place, with
    /// `name`'s value in it; the other parts of the request are plain.
    static func messages(_ name: String, options: RequestLogger.Options) -> [String: String] {
        let logger = RequestLogger(options: options, sink: { _ in })
        // Percent-encoded as a URL or a form carries it (`user%5Bpin%5D`).
        let queryName = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", "_", ".", "~"])) ?? name
        // Header names are RFC 9110 tokens: a bracketed name is never one.
        let headers = name.contains("[") ? [:] : [name: value]
        let query = loggedRequest("https://api.example.com/r?\(queryName)=\(value)&page=2")
        let fragment = loggedRequest("https://app.example.com/cb#\(queryName)=\(value)&state=1")
        let json = loggedRequest("https://api.example.com/r", method: "POST",
                                 body: #"{"\#(name)": "\#(value)", "n": 1}"#)
        let form = loggedRequest("https://api.example.com/r", method: "POST", body: "\(queryName)=\(value)&n=1")
        let response = HTTPResponse(statusCode: 200, headers: headers.merging(["X-Trace": "t"]) { $1 },
                                    body: Data(#"{"echo": {"\#(name)": "\#(value)"}}"#.utf8))
        var printed = [
            "query": logger.requestMessage(query) ?? "",
            "fragment": logger.requestMessage(fragment) ?? "",
            "JSON body": logger.requestMessage(json) ?? "",
            "form body": logger.requestMessage(form) ?? "",
            "response": logger.responseMessage(response, for: json, elapsed: .milliseconds(1)) ?? "",
        ]
        // URLRequest may write a header's name in a case of its own
        // (`tokenId` as `Tokenid` on Linux): a word boundary the case made
        // is gone by the time the logger reads it.
        if !headers.isEmpty, !hasCaseBoundary(name) {
            printed["request header"] = logger.requestMessage(loggedRequest("https://api.example.com/r", headers: headers))
        }
        return printed
    }

    /// Whether a word of `name` starts at a change of case (`idToken`, `APIKey`).
    static func hasCaseBoundary(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        func isUpper(_ index: Int) -> Bool { index < scalars.count && ("A"..."Z").contains(scalars[index]) }
        func isLower(_ index: Int) -> Bool { index < scalars.count && ("a"..."z").contains(scalars[index]) }
        return scalars.indices.dropFirst().contains { index in
            isUpper(index) && (isLower(index - 1) || (isUpper(index - 1) && isLower(index + 1)))
        }
    }

    @Test(arguments: secretNames + bracketedSecretNames)
    func withEverythingOnASecretNamesValueIsInNoMessage(_ name: String) {
        for (place, message) in Self.messages(name, options: .all) {
            #expect(!message.contains(Self.value), "\(name) in the \(place): \(message)")
            #expect(message.contains("<redacted>"), "\(name) in the \(place): \(message)")
        }
    }

    @Test(arguments: plainNames)
    func withEverythingOnANearMissPrintsItsValueEverywhere(_ name: String) {
        for (place, message) in Self.messages(name, options: .all) {
            let expected = place == "response" ? 2 : 1
            #expect(message.components(separatedBy: Self.value).count - 1 == expected, "\(name) in the \(place): \(message)")
            #expect(!message.contains("<redacted>"), "\(name) in the \(place): \(message)")
        }
    }

    @Test func underTheDefaultOptionsTheURLsItemsFollowTheSameRules() {
        for name in Self.secretNames + Self.bracketedSecretNames {
            let messages = Self.messages(name, options: .default)
            for place in ["query", "fragment"] {
                let message = messages[place] ?? ""
                #expect(message.contains("=<redacted>&"), "\(name) in the \(place): \(message)")
                #expect(!message.contains(Self.value), "\(name) in the \(place): \(message)")
            }
        }
        for name in Self.plainNames {
            let messages = Self.messages(name, options: .default)
            for place in ["query", "fragment"] {
                #expect(messages[place]?.contains("=\(Self.value)&") == true, "\(name) in the \(place): \(messages[place] ?? "")")
            }
        }
    }

    @Test func theIssuesLeaksAreRedactedUnderTheDefaults() {
        let logger = RequestLogger(sink: { _ in })
        let line = logger.requestMessage(loggedRequest(
            "https://api.example.com/cb?code=C1&auth=A1&passwd=P1&jwt=J1&client_assertion=CA1&state=ok")) ?? ""
        #expect(line == "--> GET https://api.example.com/cb?code=<redacted>&auth=<redacted>&passwd=<redacted>"
                + "&jwt=<redacted>&client_assertion=<redacted>&state=ok")
    }

    @Test func theIssuesLeaksAreRedactedWithEverythingOn() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let body = #"{"pin":"1","pwd":"2","passphrase":"3","otp":"4","credentials":{"u":"5"},"private_key":"6","kind":"7"}"#
        let message = logger.requestMessage(loggedRequest(
            "https://api.example.com/r", method: "POST", headers: ["X-Auth": "H1", "Authorization-Extra": "H2"],
            body: body)) ?? ""
        #expect(message == """
            --> POST https://api.example.com/r
                Authorization-Extra: <redacted>
                X-Auth: <redacted>
                {"credentials":"<redacted>","kind":"7","otp":"<redacted>","passphrase":"<redacted>",\
            "pin":"<redacted>","private_key":"<redacted>","pwd":"<redacted>"}
            """)
    }

    @Test func keyAloneIsADefaultQueryItemNotAPattern() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let message = logger.requestMessage(loggedRequest(
            "https://api.example.com/r?key=SECRET", body: #"{"key": "color", "value": "red"}"#)) ?? ""
        #expect(message == """
            --> GET https://api.example.com/r?key=<redacted>
                {"key":"color","value":"red"}
            """)
    }

    @Test func jsonThatCannotBeReprintedFollowsTheSameRules() {
        let logger = RequestLogger(options: [.requestBody], sink: { _ in })
        let cut = logger.requestMessage(loggedRequest(
            "https://api.example.com/r", body: #"{"monkey": "m1", "otp": "SECRET", "client_assertion": "SECRET", "n": 1"#)) ?? ""
        #expect(!cut.contains("SECRET"), "\(cut)")
        #expect(cut.contains(#""monkey": "m1""#), "\(cut)")
    }

    @Test func namesTheSetsDoNotHoldAreSecretWhateverTheSetsSay() {
        let logger = RequestLogger(options: .all, redactedHeaders: [], redactedBodyFields: [], redactedQueryItems: [],
                                   sink: { _ in })
        let message = logger.requestMessage(loggedRequest(
            "https://api.example.com/r?code=SECRET&page=2", headers: ["X-Api-Key": "SECRET"],
            body: #"{"jwt": "SECRET", "monkey": "m1"}"#)) ?? ""
        #expect(!message.contains("SECRET"), "\(message)")
        #expect(message.contains("page=2") && message.contains(#""monkey":"m1""#), "\(message)")
    }
}
