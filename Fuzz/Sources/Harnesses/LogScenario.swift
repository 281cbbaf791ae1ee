import Foundation
import FuzzSupport
import Handlers
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request and its response, built from fuzz bytes, with `secret`
/// planted in one place the logger promises to redact. The same bytes build
/// the same scenario whatever the secret, so two secrets can be compared.
/// A near miss (a name close to a secret one that is not, `monkey`) holds
/// `nearMissValue` as a query item, in a request or a response header, and
/// in a form body when there is one: places printed whole whatever
/// surrounds them, so its value must be printed there.
struct LogScenario {
    enum Plant: CaseIterable {
        case requestHeader, responseHeader, queryItem, fragmentItem, urlPassword
        case requestJSON, responseJSON, requestForm, responseForm, bearerText
        // Last: a plant is chosen by one byte modulo the count, so the
        // stored corpus (plants 0...9) still chooses what it did.
        case patternHeader, patternItem, patternJSON, patternForm
    }

    static let credentialHeaders = [
        "Authorization", "authorization", "AUTHORIZATION", "Proxy-Authorization", "Cookie", "cookie", "Set-Cookie",
        "set-cookie", "X-Auth-Token", "X-Api-Key", "x_api_key", "X-Refresh-Token",
    ]
    static let secretQueryNames = [
        "access_token", "ACCESS_TOKEN", "accessToken", "access%5Ftoken", "refresh_token", "id_token", "token",
        "api_key", "apikey", "password", "user%5Bpassword%5D", "user[password]", "client_secret", "x-api-key",
    ]
    static let secretJSONKeys = [
        "\"password\"", "\"token\"", "\"access_token\"", "\"newPassword\"", "\"client_secret\"", "\"Password\"",
        "\"ACCESS-TOKEN\"", "\"user_password\"", "\"apiKey\"", "\"\\u0070assword\"", "\"pass\\u0077ord\"",
        "\"refresh.token\"", "\"cookie\"", "\"user[password]\"",
    ]
    static let secretFormNames = ["password", "access_token", "token", "client_secret", "user%5Bpassword%5D"]

    // Secret by the name patterns (exact short names, words, `*-Key`,
    // `X-Auth*`), planted by the `pattern` plants. Lists of their own, so
    // that the stored corpus (whose plants are below 10) builds what it did.
    // Header names are separated by `-`: URLRequest may change a header
    // name's case, and a camelCase boundary with it.
    static let patternHeaders = [
        "X-Auth", "x-auth", "X-Auth-User", "Authorization-Extra", "X-CSRF-Token", "X-Signing-Key", "Private-Key",
        "X-Client-Assertion", "X-Passphrase", "X-Credentials", "Pin", "OTP", "Jwt", "Code", "Auth", "Pwd",
    ]
    static let patternQueryNames = [
        "code", "CODE", "auth", "passwd", "jwt", "client_assertion", "client%5Fassertion", "pin", "otp", "pwd",
        "passphrase", "credentials", "private_key", "privateKey", "idToken", "X-Refresh-Token", "user%5Bpin%5D",
        "JWTAssertion", "tokens", "X-Auth", "x_auth_user", "AWSCredentials",
    ]
    static let patternJSONKeys = [
        "\"pin\"", "\"pwd\"", "\"passphrase\"", "\"otp\"", "\"credentials\"", "\"private_key\"", "\"code\"",
        "\"Code\"", "\"\\u0063ode\"", "\"jwt\"", "\"auth\"", "\"idToken\"", "\"client_assertion\"",
        "\"privateKey\"", "\"X-Auth\"", "\"user[pin]\"", "\"secrets\"",
    ]
    static let patternFormNames = [
        "code", "pin", "otp", "passwd",
        "client_assertion", "credentials", "private_key", "jwt", "auth", "user%5Bpin%5D", "api-key",
    ]
    /// Names close to a secret one, printed with their values.
    static let nearMissNames = [
        "monkey", "keyboard", "donkey", "tokenizer", "passwordless", "secretary", "author", "codec", "zip_code",
        "pinCode", "otpauth", "key_id", "Keycode", "X-Monkey", "Authored-By",
    ]
    static let nearMissValue = "m0nk3yV4LUE"
    static let formSafe: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return allowed
    }()
    static let queryValueSafe: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&")
        return allowed
    }()

    let plant: Plant
    /// The near miss's name.
    let nearMiss: String
    /// Whether the near miss is in the request's headers (else the response's).
    let nearMissInRequestHeaders: Bool
    /// Whether the near miss is in a form body (a form plant, no body cut).
    let nearMissInForm: Bool
    /// Whether a form plant's body is the request's (else the response's).
    let formInRequest: Bool
    let request: URLRequest
    let response: HTTPResponse
    let maxBodyLength: Int

    init?(_ bytes: FuzzInput, secret: String) {
        var input = bytes
        plant = Plant.allCases[input.choice(Plant.allCases.count)]
        maxBodyLength = input.bool() ? 16_384 : input.choice(64)
        let path = input.string(maxBytes: 24).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
        var queryItems = (0..<input.choice(4)).map { _ in Self.encoded(input.string(maxBytes: 16), .urlQueryAllowed) }
        var fragmentItems = (0..<input.choice(3)).map { _ in Self.encoded(input.string(maxBytes: 16), .urlQueryAllowed) }
        var userInfo = ""
        var requestHeaders = Self.headers(&input)
        var responseHeaders = Self.headers(&input)
        var requestBody = input.bool() ? Data(input.bytes(input.choice(64))) : nil
        var responseBody = Data(input.bytes(input.choice(64)))
        // What surrounds the secret in a header value or a query value.
        let before = input.string(maxBytes: 8), after = input.string(maxBytes: 8)
        // A form plant's items, finished once the near miss is read.
        var formItems: [String]?
        var formEnd = ""
        var formInRequest = false

        switch plant {
        case .requestHeader, .responseHeader, .patternHeader:
            let names = plant == .patternHeader ? Self.patternHeaders : Self.credentialHeaders
            let name = names[input.choice(names.count)]
            if plant == .patternHeader ? input.bool() : plant == .requestHeader {
                requestHeaders[name] = before + secret + after
            } else {
                responseHeaders[name] = before + secret + after
            }
        case .queryItem, .fragmentItem, .patternItem:
            let names = plant == .patternItem ? Self.patternQueryNames : Self.secretQueryNames
            let item = names[input.choice(names.count)] + "="
                + Self.encoded(before, Self.queryValueSafe) + secret + Self.encoded(after, Self.queryValueSafe)
            if plant == .patternItem ? input.bool() : plant == .queryItem {
                queryItems.insert(item, at: input.choice(queryItems.count + 1))
            } else {
                fragmentItems.insert(item, at: input.choice(fragmentItems.count + 1))
            }
        case .urlPassword:
            userInfo = Self.encoded(before, .urlUserAllowed) + ":" + secret + "@"
        case .requestJSON, .responseJSON, .patternJSON:
            let keys = plant == .patternJSON ? Self.patternJSONKeys : Self.secretJSONKeys
            let inRequest = plant == .patternJSON ? input.bool() : plant == .requestJSON
            let body = Self.jsonBody(&input, keys: keys, secret: secret)
            if inRequest { requestBody = body } else { responseBody = body }
        case .requestForm, .responseForm, .patternForm:
            let names = plant == .patternForm ? Self.patternFormNames : Self.secretFormNames
            let inRequest = plant == .patternForm ? input.bool() : plant == .requestForm
            var items = (0..<input.choice(4)).map { _ in
                Self.encoded(input.string(maxBytes: 8), Self.formSafe) + "=" + Self.encoded(input.string(maxBytes: 8), Self.formSafe)
            }
            let name = names[input.choice(names.count)]
            items.insert(name + "=" + Self.encoded(before, Self.formSafe) + secret, at: input.choice(items.count + 1))
            formItems = items
            formEnd = ["", "\n", "\r\n"][input.choice(3)]
            formInRequest = inRequest
        case .bearerText:
            // Text, not JSON: it starts with a letter.
            let body = Data(("note: " + before + " Bearer " + secret + " " + after).utf8)
            if input.bool() { requestBody = body } else { responseBody = body }
        }
        let method = ["GET", "POST", "PUT"][input.choice(3)]
        let status = 100 + input.choice(500)

        // The near miss, read last, so that the stored corpus builds the
        // rest as it did.
        nearMiss = Self.nearMissNames[input.choice(Self.nearMissNames.count)]
        nearMissInRequestHeaders = input.bool()
        let nearMissItem = nearMiss + "=" + Self.nearMissValue
        queryItems.insert(nearMissItem, at: input.choice(queryItems.count + 1))
        nearMissInForm = formItems != nil && maxBodyLength == 16_384
        if var items = formItems {
            if nearMissInForm { items.insert(nearMissItem, at: input.choice(items.count + 1)) }
            let body = Data((items.joined(separator: "&") + formEnd).utf8)
            if formInRequest { requestBody = body } else { responseBody = body }
        }
        self.formInRequest = formInRequest
        if !nearMissInRequestHeaders { responseHeaders[nearMiss] = Self.nearMissValue }

        var text = "https://" + userInfo + "api.example.com/" + path
        if !queryItems.isEmpty { text += "?" + queryItems.joined(separator: "&") }
        if !fragmentItems.isEmpty { text += "#" + fragmentItems.joined(separator: "&") }
        guard let url = URL(string: text) else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in requestHeaders { request.setValue(value, forHTTPHeaderField: name) }
        // Last, so that a fuzzed header of the same name in another case does not replace it.
        if nearMissInRequestHeaders { request.setValue(Self.nearMissValue, forHTTPHeaderField: nearMiss) }
        request.httpBody = requestBody
        self.request = request
        response = HTTPResponse(statusCode: status, url: url, headers: responseHeaders, body: responseBody)
    }

    /// Everything the package prints about this exchange: the logger's three
    /// messages and what its errors and response print.
    func messages() -> [String] {
        let logger = RequestLogger(options: .all, maxBodyLength: maxBodyLength, sink: { _ in })
        var printed = [
            logger.requestMessage(request, attempt: 2) ?? "",
            logger.responseMessage(response, for: request, elapsed: .milliseconds(12)) ?? "",
            String(describing: response), String(describing: HTTPError(response: response)),
        ]
        let failingURL: [String: Any] = [NSURLErrorFailingURLErrorKey: request.url!]
        let errors: [RequestError] = [
            .status(HTTPError(response: response)),
            .api(APIError(code: "code", title: "title", response: response)),
            .decoding(.dataCorrupted(.init(codingPath: [], debugDescription: "unreadable")), response),
            .transport(URLError(.timedOut, userInfo: failingURL)),
        ]
        for error in errors {
            printed.append(logger.failureMessage(error, for: request, elapsed: .milliseconds(12)) ?? "")
            printed.append(String(describing: error))
        }
        return printed
    }

    /// Where the near miss's value is missing from `messages` (as
    /// `messages()` returns them) though printed whole there, or `nil`.
    func nearMissWithheld(in messages: [String]) -> String? {
        let (request, response) = (messages[0], messages[1])
        func count(_ message: String) -> Int { message.components(separatedBy: Self.nearMissValue).count - 1 }
        // The request line: the query item.
        var expected = 1
        if nearMissInRequestHeaders { expected += 1 }
        if nearMissInForm, formInRequest { expected += 1 }
        if count(request) < expected { return "the request's message (\(expected) expected)" }
        // The response line repeats the URL.
        expected = 1
        if !nearMissInRequestHeaders { expected += 1 }
        if nearMissInForm, !formInRequest { expected += 1 }
        if count(response) < expected { return "the response's message (\(expected) expected)" }
        return nil
    }

    private static func encoded(_ text: String, _ allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// Up to three headers with fuzzed names and values.
    private static func headers(_ input: inout FuzzInput) -> [String: String] {
        var headers: [String: String] = [:]
        for _ in 0..<input.choice(4) { headers[input.string(maxBytes: 12)] = input.string(maxBytes: 16) }
        return headers
    }

    /// A JSON body with a secret-named member holding the secret: well
    /// formed, cut off after the secret, embedded in a JSON string, in
    /// UTF-16, or with bytes after it.
    private static func jsonBody(_ input: inout FuzzInput, keys: [String], secret: String) -> Data {
        let key = keys[input.choice(keys.count)]
        let value = ["\"\(secret)\"", "[\"\(secret)\"]", "{\"v\": \"\(secret)\"}", "\"Bearer \(secret)\"",
                     "\"x \(secret) y\""][input.choice(5)]
        var builder = JSONTextBuilder(input, member: key + ":" + value)
        let (text, rest) = builder.document()
        input = rest
        switch input.choice(5) {
        case 0:
            return Data(text.utf8)
        case 1:
            // Cut anywhere after the secret.
            let end = text.range(of: secret)!.upperBound
            let extra = input.choice(1 + text[end...].count)
            return Data(String(text[..<text.index(end, offsetBy: extra)]).utf8)
        case 2:
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
                .replacingOccurrences(of: "\t", with: "\\t")
            return Data(("{\"echo\": \"" + escaped + "\"}").utf8)
        case 3:
            let bom = input.bool()
            let encoding: String.Encoding = input.bool() ? .utf16LittleEndian : .utf16BigEndian
            let prefix = bom ? (encoding == .utf16LittleEndian ? Data([0xFF, 0xFE]) : Data([0xFE, 0xFF])) : Data()
            return prefix + (text.data(using: encoding) ?? Data())
        default:
            return Data(text.utf8) + Data(input.bytes(input.choice(8)))
        }
    }
}
