import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Writes what `APIClient` sends and receives to a sink, with secrets
/// redacted.
///
/// One sink call per event, lines joined with `\n`:
/// ```text
/// --> GET https://api.example.com/users?page=2
///     Authorization: <redacted>
/// <-- 200 GET https://api.example.com/users?page=2 (12.5 ms)
/// ```
/// Headers named in `redactedHeaders` print as `<redacted>`, and so do JSON
/// body fields, form fields and query items named in `redactedBodyFields` or
/// `redactedHeaders`, any name ending in `token`, `password`, `secret` or
/// `apikey`, a password in the URL, and any value that starts with
/// `Bearer `. Names are compared without case and without `_`, `-` and `.`.
/// Bodies print as text, up to `maxBodyLength` characters.
public struct RequestLogger: Sendable {
    /// What to write about each request.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// An option set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The method and URL of each request (query secrets redacted).
        public static let requestURL = Options(rawValue: 1 << 0)
        /// How long each attempt took.
        public static let time = Options(rawValue: 1 << 1)
        /// The response's status code.
        public static let responseCode = Options(rawValue: 1 << 2)
        /// The request's headers.
        public static let requestHeaders = Options(rawValue: 1 << 3)
        /// The request's body.
        public static let requestBody = Options(rawValue: 1 << 4)
        /// The response's headers.
        public static let responseHeaders = Options(rawValue: 1 << 5)
        /// The response's body.
        public static let responseBody = Options(rawValue: 1 << 6)
        /// Everything above.
        public static let all: Options = [
            .requestURL, .time, .responseCode, .requestHeaders, .requestBody, .responseHeaders, .responseBody,
        ]
        /// Nothing at all, failures included.
        public static let disabled: Options = []
        /// `[.requestURL, .responseCode, .time]`.
        public static let `default`: Options = [.requestURL, .responseCode, .time]
    }

    /// `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`.
    public static let defaultRedactedHeaders: Set<String> = [
        "Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie",
    ]

    /// Body fields and query items that carry secrets in common APIs
    /// (OAuth tokens, passwords, client secrets, API keys, cookies).
    public static let defaultRedactedBodyFields: Set<String> = [
        "access_token", "refresh_token", "id_token", "token", "password", "client_secret", "secret",
        "api_key", "apikey", "authorization", "proxy-authorization", "cookie", "set-cookie",
    ]

    /// What is written.
    public var options: Options
    /// Headers whose values print as `<redacted>` (compared without case).
    public var redactedHeaders: Set<String> {
        didSet { comparableRedactedHeaders = Self.comparable(redactedHeaders) }
    }
    /// JSON/form body fields and query items whose values print as `<redacted>`.
    public var redactedBodyFields: Set<String> {
        didSet { comparableRedactedBodyFields = Self.comparable(redactedBodyFields) }
    }
    // The two sets above as names are compared, worked out when they are set
    // rather than for every header, field and query item of every message.
    private var comparableRedactedHeaders: Set<String>
    private var comparableRedactedBodyFields: Set<String>
    /// Bodies longer than this many characters are cut, saying how much was left out.
    public var maxBodyLength: Int
    // Plain closure, as every user closure in this library (see Docs/Threading.md):
    // called on the thread that sends or receives.
    private nonisolated(unsafe) let sink: (String) -> Void

    /// A logger writing `options` to `sink` (standard output by default).
    public init(
        options: Options = .default,
        redactedHeaders: Set<String> = RequestLogger.defaultRedactedHeaders,
        redactedBodyFields: Set<String> = RequestLogger.defaultRedactedBodyFields,
        maxBodyLength: Int = 16_384,
        sink: @escaping (String) -> Void = { print($0) }
    ) {
        self.options = options
        self.redactedHeaders = redactedHeaders
        self.redactedBodyFields = redactedBodyFields
        comparableRedactedHeaders = Self.comparable(redactedHeaders)
        comparableRedactedBodyFields = Self.comparable(redactedBodyFields)
        self.maxBodyLength = maxBodyLength
        self.sink = sink
    }

    // MARK: Events

    /// Writes the request about to be sent as attempt `attempt`.
    public func logRequest(_ request: URLRequest, attempt: Int = 1) {
        if let message = requestMessage(request, attempt: attempt) { sink(message) }
    }

    /// Writes the response to `request`.
    public func logResponse(_ response: HTTPResponse, for request: URLRequest, elapsed: Duration) {
        if let message = responseMessage(response, for: request, elapsed: elapsed) { sink(message) }
    }

    /// Writes a request that got no response.
    public func logFailure(_ error: RequestError, for request: URLRequest, elapsed: Duration) {
        if let message = failureMessage(error, for: request, elapsed: elapsed) { sink(message) }
    }

    // MARK: Messages

    /// The text `logRequest` writes, or `nil` when the options ask for none.
    public func requestMessage(_ request: URLRequest, attempt: Int = 1) -> String? {
        guard !options.isDisjoint(with: [.requestURL, .requestHeaders, .requestBody]) else { return nil }
        var first = "--> " + (request.httpMethod ?? "GET")
        if options.contains(.requestURL) { first += " " + redactedURL(request.url) }
        if attempt > 1 { first += " (attempt \(attempt))" }
        var lines = [first]
        if options.contains(.requestHeaders) {
            lines += headerLines(request.allHTTPHeaderFields ?? [:])
        }
        if options.contains(.requestBody), let body = request.httpBody, !body.isEmpty {
            lines.append(indented(bodyText(body)))
        }
        return lines.joined(separator: "\n")
    }

    /// The text `logResponse` writes, or `nil` when the options ask for none.
    public func responseMessage(_ response: HTTPResponse, for request: URLRequest, elapsed: Duration) -> String? {
        guard options != .disabled else { return nil }
        var parts = ["<--"]
        if options.contains(.responseCode) { parts.append(String(response.statusCode)) }
        if options.contains(.requestURL) {
            parts.append((request.httpMethod ?? "GET") + " " + redactedURL(request.url))
        }
        if options.contains(.time) { parts.append("(\(Self.milliseconds(elapsed)))") }
        var lines = [parts.joined(separator: " ")]
        if options.contains(.responseHeaders) { lines += headerLines(response.headers) }
        if options.contains(.responseBody), !response.body.isEmpty {
            lines.append(indented(bodyText(response.body)))
        }
        return lines.joined(separator: "\n")
    }

    /// The text `logFailure` writes, or `nil` when logging is disabled.
    public func failureMessage(_ error: RequestError, for request: URLRequest, elapsed: Duration) -> String? {
        guard options != .disabled else { return nil }
        var line = "<-- FAILED"
        if options.contains(.requestURL) {
            line += " " + (request.httpMethod ?? "GET") + " " + redactedURL(request.url)
        }
        line += ": " + Self.summary(of: error)
        if options.contains(.time) { line += " (\(Self.milliseconds(elapsed)))" }
        return line
    }

    // MARK: Redaction

    /// `url` with a password in it and the values of secret query items
    /// replaced.
    func redactedURL(_ url: URL?) -> String {
        guard let url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            // Not to be taken apart: shown only if it cannot hold a password.
            return url.absoluteString.contains("@") ? "(a URL with user info)" : url.absoluteString
        }
        // `<redacted>` is not valid in a URL: a placeholder goes in, and is
        // swapped in the finished string.
        let placeholder = "__redacted__"
        if components.percentEncodedPassword != nil { components.percentEncodedPassword = placeholder }
        if let query = components.percentEncodedQuery, !query.isEmpty {
            components.percentEncodedQuery = redactForm(query, replacement: placeholder)
        }
        // OAuth's implicit flow returns tokens in the fragment (`#access_token=...`).
        if let fragment = components.percentEncodedFragment, fragment.contains("=") {
            components.percentEncodedFragment = redactForm(fragment, replacement: placeholder)
        }
        return (components.string ?? "(no URL)").replacingOccurrences(of: placeholder, with: Self.redacted)
    }

    /// `headers` as sorted `Name: value` lines, secrets redacted.
    func headerLines(_ headers: [String: String]) -> [String] {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            "    \(name): " + (isRedactedHeader(name) || value.hasBearerPrefix ? Self.redacted : value)
        }
    }

    /// A body as text: JSON re-printed with secret fields redacted, form
    /// bodies with secret fields redacted, other text with bearer tokens
    /// redacted, binary (a NUL byte included: UTF-16 or UTF-32 that could not
    /// be read as JSON) as a byte count. Text that looks like JSON but cannot
    /// be re-printed has its secret keys' values replaced token by token, or
    /// is withheld when it may hide a key (see `UnreadableJSONRedaction`).
    func bodyText(_ body: Data) -> String {
        let text: String
        if let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
           let printed = try? JSONSerialization.data(
               withJSONObject: redactJSON(json), options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]),
           let string = String(data: printed, encoding: .utf8) {
            text = string
        } else if !body.contains(0), let string = String(data: body, encoding: .utf8) {
            // A NUL byte is not text: it is UTF-16 or UTF-32 (JSON in it that
            // JSONSerialization could not read, a cut-off body say), whose keys
            // and `Bearer ` no reading of UTF-8 finds, or binary. Printed as
            // binary (found by Fuzz/'s LogRedaction harness).
            guard let redacted = redactText(string) else {
                return "(\(body.count)-byte body that looks like JSON but cannot be read for redaction: withheld)"
            }
            text = redacted
        } else {
            return "(\(body.count)-byte body)"
        }
        guard text.count > maxBodyLength else { return text }
        return String(text.prefix(maxBodyLength)) + "... (\(text.count - maxBodyLength) more characters)"
    }

    private func redactJSON(_ value: Any) -> Any {
        switch value {
        case let object as [String: Any]:
            var copy: [String: Any] = [:]
            for (key, inner) in object {
                copy[key] = isSecretField(key) ? Self.redacted : redactJSON(inner)
            }
            return copy
        case let array as [Any]:
            return array.map(redactJSON)
        case let string as String:
            return redactText(string) ?? Self.redacted
        default:
            return value
        }
    }

    /// Text that may itself hold secrets: JSON inside a JSON string (an
    /// echoed body), a form, or a bearer token. `nil` for text that looks
    /// like JSON and may hide secrets no reading here can find.
    private func redactText(_ text: String) -> String? {
        if text.hasBearerPrefix { return Self.redacted }
        if let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" {
            if let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
               let printed = try? JSONSerialization.data(
                   withJSONObject: redactJSON(json), options: [.sortedKeys, .withoutEscapingSlashes]) {
                return String(decoding: printed, as: UTF8.self)
            }
            // Cut off, malformed, or beyond what JSONSerialization reads: fail closed.
            let tokens = UnreadableJSONRedaction(isSecret: isSecretField, replacement: Self.redacted)
            return tokens.redact(text).map(Self.redactBearerTokens)
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return Self.looksLikeForm(trimmed) ? redactForm(trimmed, replacement: Self.redacted) : Self.redactBearerTokens(text)
    }

    /// `a=b&password=c` with secret items' values replaced by `replacement`.
    private func redactForm(_ form: String, replacement: String) -> String {
        form.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            return isSecretField(name) ? parts[0] + "=" + replacement : String(item)
        }.joined(separator: "&")
    }

    private func isRedactedHeader(_ name: String) -> Bool {
        isRedactedHeader(comparable: Self.comparable(name))
    }

    private func isRedactedHeader(comparable key: String) -> Bool {
        Self.hasSecretSuffix(key) || comparableRedactedHeaders.contains(key)
    }

    /// Whether a field, form field or query item holds a secret. A name in
    /// brackets (`user[password]`, `access_token[]`, the nested form of
    /// Rails, PHP and Alamofire's form encoder) is a secret if any part is.
    private func isSecretField(_ name: String) -> Bool {
        if name.contains("[") {
            let parts = name.split(whereSeparator: { $0 == "[" || $0 == "]" })
            if parts.contains(where: { isSecretField(String($0)) }) { return true }
        }
        let key = Self.comparable(name)
        return isRedactedHeader(comparable: key) || comparableRedactedBodyFields.contains(key)
    }

    /// A name as names are compared: lowercased, without `_`, `-` and `.`,
    /// so `accessToken`, `access_token` and `Access-Token` are one name.
    private static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." })
    }

    private static func comparable(_ names: Set<String>) -> Set<String> {
        Set(names.map(comparable))
    }

    /// Names that say what they hold, whatever comes before: `newPassword`,
    /// `clientSecret`, `X-Auth-Token`, `x-api-key`.
    private static func hasSecretSuffix(_ comparableName: String) -> Bool {
        ["token", "password", "secret", "apikey"].contains { comparableName.hasSuffix($0) }
    }

    /// `a=b&c=d` with no spaces or line breaks (around it they do not count).
    private static func looksLikeForm(_ text: String) -> Bool {
        text.contains("=") && !text.contains(where: \.isWhitespace)
    }

    /// `Bearer <anything up to whitespace or a quote>` becomes `Bearer <redacted>`.
    private static func redactBearerTokens(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "Bearer ", options: .caseInsensitive) {
            result += rest[..<range.upperBound] + redacted
            rest = rest[range.upperBound...].drop { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
        }
        return result + rest
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static let redacted = "<redacted>"

    /// A one-line reason that never includes a URL (the URL is printed,
    /// redacted, by the caller).
    static func summary(of error: RequestError) -> String {
        switch error {
        case .transport(let error): return "transport error \(error.code.rawValue) (\(error.code.name))"
        case .status(let error): return "status \(error.statusCode)"
        case .api(let error): return "API error \(error.code)"
        case .decoding(let error, _): return "decoding failed (\(error.summary))"
        case .cancelled: return "cancelled"
        }
    }

    /// `12.5 ms` below 100 ms, `250 ms` above.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if milliseconds >= 100 { return "\(Int(milliseconds.rounded())) ms" }
        return "\((milliseconds * 10).rounded() / 10) ms"
    }
}

extension String {
    fileprivate var hasBearerPrefix: Bool {
        lowercased().hasPrefix("bearer ")
    }
}

extension URLError.Code {
    /// A readable name for the codes a request commonly fails with.
    var name: String {
        switch self {
        case .timedOut: return "timed out"
        case .cannotConnectToHost: return "cannot connect to host"
        case .networkConnectionLost: return "connection lost"
        case .notConnectedToInternet: return "not connected to the internet"
        case .cannotFindHost: return "cannot find host"
        case .dnsLookupFailed: return "DNS lookup failed"
        case .badServerResponse: return "bad server response"
        case .badURL: return "bad URL"
        case .cancelled: return "cancelled"
        case .secureConnectionFailed: return "secure connection failed"
        default: return "URL error"
        }
    }
}

extension DecodingError {
    /// What went wrong and where, without the data itself.
    var summary: String {
        func path(_ context: Context) -> String {
            context.codingPath.isEmpty ? "top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch self {
        case .typeMismatch(let type, let context): return "type mismatch for \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "missing \(type) value at \(path(context))"
        case .keyNotFound(let key, let context): return "missing key \(key.stringValue) at \(path(context))"
        case .dataCorrupted(let context): return "corrupted data at \(path(context))"
        @unknown default: return "\(self)"
        }
    }
}
