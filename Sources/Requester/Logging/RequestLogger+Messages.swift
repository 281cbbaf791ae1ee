import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The text of each event: which parts the options ask for, laid out as lines,
// every part that can carry a secret passed through the redaction first.
extension RequestLogger {
    /// The text `logRequest` writes, or `nil` when the options ask for none.
    public func requestMessage(_ request: URLRequest, attempt: Int = 1) -> String? {
        guard !options.isDisjoint(with: [.requestURL, .requestHeaders, .requestBody]) else { return nil }
        var first = "--> " + (request.httpMethod ?? "GET")
        if options.contains(.requestURL) { first += " " + redactor.url(request.url) }
        if attempt > 1 { first += " (attempt \(attempt))" }
        var lines = [first]
        if options.contains(.requestHeaders) {
            lines += headerLines(request.allHTTPHeaderFields ?? [:])
        }
        if options.contains(.requestBody) {
            if let body = request.httpBody, !body.isEmpty {
                lines.append(indented(bodyText(body)))
            } else if let stream = request.httpBodyStream {
                lines.append(indented(Self.streamedBodyPlaceholder(stream)))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What prints for a body sent as a stream (a multipart form): never
    /// its content, which reading would consume and which may be a file of
    /// any size; its length when it is known.
    static func streamedBodyPlaceholder(_ stream: InputStream) -> String {
        guard let length = (stream as? BodyInputStream)?.body.contentLength else { return "<streamed body>" }
        return "<streamed body, \(length) bytes>"
    }

    /// The text `logResponse` writes, or `nil` when the options ask for none.
    public func responseMessage(_ response: HTTPResponse, for request: URLRequest, elapsed: Duration) -> String? {
        guard options != .disabled else { return nil }
        var parts = ["<--"]
        if options.contains(.responseCode) { parts.append(String(response.statusCode)) }
        if options.contains(.requestURL) {
            parts.append((request.httpMethod ?? "GET") + " " + redactor.url(request.url))
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
            line += " " + (request.httpMethod ?? "GET") + " " + redactor.url(request.url)
        }
        line += ": " + Self.summary(of: error)
        if options.contains(.time) { line += " (\(Self.milliseconds(elapsed)))" }
        return line
    }

    /// The redaction these messages apply, with this logger's names.
    var redactor: Redactor {
        Redactor(names: secretNames)
    }

    /// `headers` as sorted `Name: value` lines, secrets redacted.
    func headerLines(_ headers: [String: String]) -> [String] {
        let redactor = redactor
        return headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            "    \(name): " + redactor.headerValue(value, named: name)
        }
    }

    /// A body as redacted text (see `Redactor.body(_:)`), cut at
    /// `maxBodyLength` characters.
    func bodyText(_ body: Data) -> String {
        let text = redactor.body(body)
        guard text.count > maxBodyLength else { return text }
        return String(text.prefix(maxBodyLength)) + "... (\(text.count - maxBodyLength) more characters)"
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// `12.5 ms` below 100 ms, `250 ms` above.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if milliseconds >= 100 { return "\(Int(milliseconds.rounded())) ms" }
        return "\((milliseconds * 10).rounded() / 10) ms"
    }
}
