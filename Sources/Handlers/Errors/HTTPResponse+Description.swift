import Foundation

extension HTTPResponse: CustomStringConvertible {
    /// The status, the URL without its query, fragment and credentials, the
    /// header names and the body's size:
    /// `HTTPResponse(401 https://api.example.com/v1/me, headers: Content-Type, Set-Cookie; body: 47 bytes)`.
    ///
    /// Errors carry their response, and errors get printed (`print("failed:",
    /// error)`, a crash reporter's log), so what a response prints leaves out
    /// every part that can carry a secret: header values (a cookie, a token),
    /// the query (`?access_token=`), the body (an echoed password). The parts
    /// themselves are the properties; `RequestLogger` prints them redacted.
    public var description: String {
        let names = headers.keys.sorted { $0.lowercased() < $1.lowercased() }
        let headerList = names.isEmpty ? "none" : names.joined(separator: ", ")
        let location = url.map { " " + Self.printableLocation(of: $0) } ?? ""
        return "HTTPResponse(\(statusCode)\(location), headers: \(headerList); body: \(body.count) bytes)"
    }

    /// `url` without user, password, query and fragment; a `?…` says a query
    /// was left out.
    private static func printableLocation(of url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return "(a URL that cannot be read)"
        }
        let hadQuery = components.percentEncodedQuery != nil
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return (components.string ?? "(a URL that cannot be read)") + (hadQuery ? "?…" : "")
    }
}
