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
        didSet { secretNames = SecretNames(headers: redactedHeaders, fields: redactedBodyFields) }
    }
    /// JSON/form body fields and query items whose values print as `<redacted>`.
    public var redactedBodyFields: Set<String> {
        didSet { secretNames = SecretNames(headers: redactedHeaders, fields: redactedBodyFields) }
    }
    // The sets above as names are compared, worked out when they are set
    // rather than for every header, field and query item of every message.
    private(set) var secretNames: SecretNames
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
        secretNames = SecretNames(headers: redactedHeaders, fields: redactedBodyFields)
        self.maxBodyLength = maxBodyLength
        self.sink = sink
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
