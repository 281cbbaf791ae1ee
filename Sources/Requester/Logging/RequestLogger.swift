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
/// What prints as `<redacted>`: the values of headers named in
/// `redactedHeaders`; of JSON fields named in `redactedBodyFields`; of query
/// items and form fields named in `redactedQueryItems` or
/// `redactedBodyFields`; of any header, field or item whose name is a
/// redacted header's name or is secret by the built-in name patterns,
/// whatever the sets say: the exact names `pin`, `otp`, `code`, `pwd`,
/// `passwd`, `auth`, `jwt`; a name holding the word `token`, `secret`,
/// `password`, `passwd`, `passphrase`, `credential`, `assertion`,
/// `authorization` or `apikey` (or its plural: `access_token`, `idToken`,
/// `credentials`, not `tokenizer`); a name ending in the word `key` after
/// another word (`api_key`, `X-Api-Key`, `private_key`, not `monkey`); a
/// name starting `X-Auth` (`X-Auth`, `X-Auth-User`); a name ending in
/// `token`, `password`, `secret` or `apikey` even unseparated
/// (`accesstoken`); a password in a URL; and any `Bearer ` token. Names are
/// compared without case and without `_`, `-` and `.`; words are split at
/// those, at any other punctuation, at camelCase and at digits (see
/// Docs/Networking.md, "Redaction"). The same reading applies wherever text
/// can nest: a URL or JSON in a query value (percent-encoded or not), in a
/// JSON string, in a form field or in a header value is redacted as it would
/// be on its own. Bodies print as text, up to `maxBodyLength` characters.
///
/// See <doc:RequesterByExample#A-log-with-its-secrets-redacted>.
public struct RequestLogger: Sendable {
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

    /// Query items and form fields that carry secrets in URLs: every name of
    /// `defaultRedactedBodyFields`, and sessions (`session`, `session_id`,
    /// `sid`), keys (`key`) and the signatures of signed URLs (`sig`,
    /// `signature`, `X-Amz-Signature`, `X-Goog-Signature`).
    public static let defaultRedactedQueryItems: Set<String> = defaultRedactedBodyFields.union([
        "session", "session_id", "sid", "key", "sig", "signature", "X-Amz-Signature", "X-Goog-Signature",
    ])

    /// What is written.
    public var options: Options
    /// Headers whose values print as `<redacted>` (compared without case).
    public var redactedHeaders: Set<String> {
        didSet { updateSecretNames() }
    }
    /// JSON/form body fields and query items whose values print as `<redacted>`.
    public var redactedBodyFields: Set<String> {
        didSet { updateSecretNames() }
    }
    /// Query items and form fields whose values print as `<redacted>`, in
    /// the request's URL, in URLs nested anywhere (a query value, a JSON
    /// string, a header value) and in form bodies; JSON fields are named by
    /// `redactedBodyFields`, which count here too.
    public var redactedQueryItems: Set<String> {
        didSet { updateSecretNames() }
    }
    // The sets above as names are compared, worked out when they are set
    // rather than for every header, field and query item of every message.
    private(set) var secretNames: SecretNames
    /// Bodies longer than this many characters are cut, saying how much was left out.
    public var maxBodyLength: Int
    // Plain closure, as every user closure in this library (see Docs/Threading.md):
    // called on the thread that sends or receives.
    private nonisolated(unsafe) let sink: (String) -> Void

    /// A logger writing `options` to `sink` (standard output by default),
    /// redacting the default query items.
    public init(
        options: Options = .default,
        redactedHeaders: Set<String> = RequestLogger.defaultRedactedHeaders,
        redactedBodyFields: Set<String> = RequestLogger.defaultRedactedBodyFields,
        maxBodyLength: Int = 16_384,
        sink: @escaping (String) -> Void = { print($0) }
    ) {
        self.init(
            options: options, redactedHeaders: redactedHeaders, redactedBodyFields: redactedBodyFields,
            redactedQueryItems: RequestLogger.defaultRedactedQueryItems, maxBodyLength: maxBodyLength, sink: sink)
    }

    /// A logger writing `options` to `sink` (standard output by default),
    /// redacting the query items and form fields named in
    /// `redactedQueryItems` (add to `defaultRedactedQueryItems` to keep its
    /// names).
    public init(
        options: Options = .default,
        redactedHeaders: Set<String> = RequestLogger.defaultRedactedHeaders,
        redactedBodyFields: Set<String> = RequestLogger.defaultRedactedBodyFields,
        redactedQueryItems: Set<String>,
        maxBodyLength: Int = 16_384,
        sink: @escaping (String) -> Void = { print($0) }
    ) {
        self.options = options
        self.redactedHeaders = redactedHeaders
        self.redactedBodyFields = redactedBodyFields
        self.redactedQueryItems = redactedQueryItems
        secretNames = SecretNames(headers: redactedHeaders, fields: redactedBodyFields, queryItems: redactedQueryItems)
        self.maxBodyLength = maxBodyLength
        self.sink = sink
    }

    private mutating func updateSecretNames() {
        secretNames = SecretNames(headers: redactedHeaders, fields: redactedBodyFields, queryItems: redactedQueryItems)
    }

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
}
