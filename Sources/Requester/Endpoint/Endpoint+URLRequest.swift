import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Building an endpoint's URLRequest: the URL from the base URL, path and
// query (with the character sets each part is encoded with), the headers
// and the body.

extension Endpoint {
    /// The request this endpoint sends from `baseURL`, before adapters run.
    ///
    /// The path is joined to the base URL's path with exactly one `/`, each
    /// segment percent-encoded (already-encoded segments are not encoded
    /// twice); an empty path is the base URL itself. Query items follow those
    /// of the base URL and the query written in the path (`"search?q=x"`, kept
    /// as written, only characters a query cannot hold encoded), then `query`
    /// sorted by name, with `&`, `=`, `+`, `#` and `;` percent-encoded so values
    /// round-trip. `Accept: application/json` is set unless the endpoint sets
    /// its own, and so is `Content-Type: application/json` when there is a body.
    ///
    /// Fails with `.transport(URLError(.badURL))` when no URL can be made,
    /// among them a relative path with a `.` or `..` segment (written or
    /// percent-encoded), which would leave the path it names; and with
    /// `.transport(URLError(.unknown))` (the reason in its description) when
    /// the body could not be encoded. A multipart body's files are looked up
    /// now (a missing one fails with `.transport(URLError(.fileDoesNotExist))`)
    /// and read as the request's `httpBodyStream` is read.
    public func urlRequest(relativeTo baseURL: URL) throws(RequestError) -> URLRequest {
        try build(relativeTo: baseURL, parts: nil, adding: [], defaults: .json)
    }

    /// What `urlRequest(relativeTo:)` says, as a client builds it: with the
    /// base URL's parts worked out ahead (`APIClient` keeps them), so a
    /// plain path needs no `URLComponents`, and with the headers of the
    /// client's leading `HeaderAdapter`s added as the request is built (see
    /// `AdapterChain`), and with the client's `Accept` and timeout where the
    /// endpoint sets none (`defaults`).
    func build(
        relativeTo baseURL: URL, parts: BaseURLParts?, adding adapterHeaders: [BuildTimeHeader],
        defaults: BuildDefaults
    ) throws(RequestError) -> URLRequest {
        if let bodyEncodingFailure {
            throw .transport(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: bodyEncodingFailure]))
        }
        // Spelled out: `parts.flatMap(plainURL(from:)) ?? ...` allocates a
        // closure capturing the endpoint on every request.
        var plain: URL?
        if let parts { plain = plainURL(from: parts) }
        guard let url = plain ?? url(relativeTo: baseURL) else {
            let reason = URLPartEncoding.hasDotSegment(splitQuery(path).path)
                ? "The path \(path) has a \".\" or \"..\" segment: joined to \(baseURL.absoluteString) "
                    + "it would not name the path written (a server resolves it, possibly above the base path)"
                : "No URL can be made of \(baseURL.absoluteString) and \(path)"
            throw .transport(URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: reason]))
        }
        var request = URLRequest(url: url)
        // A new request is already a GET without a body: each setter would
        // only mutate the underlying NSURLRequest again.
        if method != "GET" { request.httpMethod = method }
        if let body {
            request.httpBody = body
        } else if let streamedBody {
            // A new stream per request, so each attempt reads its files from the start.
            request.httpBodyStream = try streamedBody.prepare().makeInputStream()
        }
        if let timeout = timeout ?? defaults.timeout {
            request.timeoutInterval = max(timeout.timeInterval, 0.001)
        }
        guard !headers.isEmpty else {
            // The common case, set whole: `setValue` validates and
            // canonicalizes the name on every call, which costs three times
            // as much for these constant, valid headers.
            if adapterHeaders.isEmpty {
                request.allHTTPHeaderFields = body == nil ? defaults.headersWithoutBody : defaults.headersWithBody
            } else {
                try setHeaders(adding: adapterHeaders, on: &request, for: url, splicedFromBaseURL: plain != nil,
                               baseURL: baseURL, defaults: defaults)
            }
            return request
        }
        if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Accept") == .orderedSame }) {
            request.setValue(defaults.accept, forHTTPHeaderField: "Accept")
        }
        // A body given as data (not through an `Encodable` factory, which adds
        // the header itself) is still JSON unless the endpoint says otherwise:
        // without the header URLSession would call it a form.
        if body != nil, !headers.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers {
            // Checked first: `setValue` drops a value with a line break in silence on Linux.
            try HeaderFieldRules.check(name: name, value: value)
            request.setValue(value, forHTTPHeaderField: name)
        }
        for header in adapterHeaders where request.value(forHTTPHeaderField: header.name) == nil {
            if let value = try header.value(for: url, splicedFromBaseURL: plain != nil, baseURL: baseURL) {
                if !BuildTimeHeader.needsNoValidation(value) { try HeaderFieldRules.check(name: header.name, value: value) }
                request.setValue(value, forHTTPHeaderField: header.name)
            }
        }
        return request
    }

    /// Sets the `defaults`' headers and those of `adapterHeaders` on
    /// `request`, a new request for `url`, for an endpoint that sets no
    /// headers of its own.
    private func setHeaders(
        adding adapterHeaders: [BuildTimeHeader], on request: inout URLRequest,
        for url: URL, splicedFromBaseURL: Bool, baseURL: URL, defaults: BuildDefaults
    ) throws(RequestError) {
        var fields: [String: String]?
        // A value the platform may refuse goes through its checks, as the adapter's would.
        var checked: [(name: String, value: String)] = []
        // None of these headers is set yet (`AdapterChain` keeps their names apart from these and each other).
        for header in adapterHeaders {
            guard let value = try header.value(for: url, splicedFromBaseURL: splicedFromBaseURL, baseURL: baseURL)
            else { continue }
            guard BuildTimeHeader.needsNoValidation(value) else {
                try HeaderFieldRules.check(name: header.name, value: value)
                checked.append((header.name, value))
                continue
            }
            if fields == nil {
                // Made whole, as a literal: a copy of the shared headers that
                // grows on insertion hashes every key again.
                // The literal's constant `Accept` costs nothing to copy: the
                // client's own replaces it only when there is one.
                fields = body == nil
                    ? ["Accept": "application/json", header.name: value]
                    : ["Accept": "application/json", "Content-Type": "application/json", header.name: value]
                if defaults.hasOwnAccept { fields?["Accept"] = defaults.accept }
            } else {
                fields?[header.name] = value
            }
        }
        request.allHTTPHeaderFields = fields ?? (body == nil ? defaults.headersWithoutBody : defaults.headersWithBody)
        for (name, value) in checked { request.setValue(value, forHTTPHeaderField: name) }
    }

    /// The URL of a path made only of characters that need no encoding
    /// (no `%`, `?`, `#`, `:`, `;`, space or non-ASCII) and no query items,
    /// spliced between the base URL's parts as strings; `nil` for any other
    /// endpoint, which then takes `url(relativeTo:)`. Both give the same URL
    /// for such a path (Tests/RequesterTests/URLBuildingEquivalenceTests.swift).
    func plainURL(from parts: BaseURLParts) -> URL? {
        guard query.isEmpty else { return nil }
        var utf8 = path.utf8[...]
        // Leading slashes are dropped, as `url(relativeTo:)` drops leading empty segments.
        while utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        var hasDot = false
        for byte in utf8 {
            guard URLPartEncoding.isPlainPathByte(byte) else { return nil }
            if byte == UInt8(ascii: ".") { hasDot = true }
        }
        let relative = Substring(utf8)
        // Dot segments are refused by `url(relativeTo:)`.
        if hasDot, URLPartEncoding.hasDotSegment(relative) { return nil }
        // Nothing to join to an empty path: the base URL itself, as written.
        let separator = !relative.isEmpty || parts.hasTrailingSlash
        // Copied into one buffer of the final size: `+=` on a `String`
        // checks and grows it on every piece, 1,300 instructions per request.
        let (prefix, suffix) = (parts.prefix.utf8, parts.suffix.utf8)
        let count = prefix.count + (separator ? 1 : 0) + relative.utf8.count + suffix.count
        let joined = String(unsafeUninitializedCapacity: count) { buffer in
            var end = buffer.initialize(fromContentsOf: prefix)
            if separator {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            end = buffer[end...].initialize(fromContentsOf: relative.utf8)
            return buffer[end...].initialize(fromContentsOf: suffix)
        }
        return URL(string: joined)
    }

    func url(relativeTo baseURL: URL) -> URL? {
        if let absolute = URL(string: path), absolute.scheme != nil, absolute.host != nil {
            return appendingQuery(nil, to: absolute)
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else { return nil }
        let basePath = components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        let (relativePath, writtenQuery) = splitQuery(path)
        guard !URLPartEncoding.hasDotSegment(relativePath) else { return nil }
        // Each segment is decoded, then encoded again: a path written
        // encoded or not gives the same, always valid, URL.
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false)
            .drop(while: { $0.isEmpty })
            .map { segment in
                let plain = String(segment).removingPercentEncoding ?? String(segment)
                return plain.addingPercentEncoding(withAllowedCharacters: URLPartEncoding.segmentAllowed) ?? ""
            }
        let joinedPath = segments.joined(separator: "/")
        // Nothing to join: the base URL's path as written, trailing `/` included.
        components.percentEncodedPath = joinedPath.isEmpty
            ? components.percentEncodedPath : basePath + "/" + joinedPath
        guard let joined = components.url else { return nil }
        return appendingQuery(writtenQuery, to: joined)
    }

    /// Splits `"a/b?x=1&y"` into `("a/b", "x=1&y")`; the query is `nil`
    /// when none is written, and empty for a bare `?`.
    private func splitQuery(_ path: String) -> (path: Substring, query: Substring?) {
        guard let mark = path.firstIndex(of: "?") else { return (path[...], nil) }
        return (path[..<mark], path[path.index(after: mark)...])
    }

    /// `url` with the query written in the path (as written: the server
    /// reads it exactly as it would in an absolute URL or the base URL),
    /// then `query`'s items sorted by name.
    private func appendingQuery(_ written: Substring?, to url: URL) -> URL? {
        var parts: [String] = []
        if let written, !written.isEmpty { parts.append(URLPartEncoding.encodingInvalidQueryCharacters(written)) }
        parts += query.sorted { $0.key < $1.key }.map { name, value in
            Self.encodeQueryPart(name) + "=" + Self.encodeQueryPart(value)
        }
        guard !parts.isEmpty else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        components.percentEncodedQuery = ([components.percentEncodedQuery].compactMap { $0 } + parts)
            .joined(separator: "&")
        return components.url
    }

    private static func encodeQueryPart(_ part: String) -> String {
        part.addingPercentEncoding(withAllowedCharacters: URLPartEncoding.queryAllowed) ?? ""
    }
}

// MARK: - Character sets of URL parts

/// Character sets for encoding URL parts (not in `Endpoint`: generic types
/// cannot hold static stored properties).
enum URLPartEncoding {
    /// Characters left as they are in a query name or value: not the
    /// separators (`;` too, which Rack 2 and older Go servers split on).
    static let queryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?;")
        return allowed
    }()

    /// `true` for the ASCII bytes a path may hold and still be used as it
    /// is: unreserved characters, `/`, and the sub-delimiters and `@` that
    /// `segmentAllowed` keeps (never `%`, `:` or `;`).
    static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "="),
             UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    /// Whether a relative path (without its query) has a segment that is `.`
    /// or `..`, written or percent-encoded: joined to a base URL, such a
    /// segment is resolved away (by URL normalization or the server), and
    /// the request names a path other than the one written, possibly above
    /// the base path.
    static func hasDotSegment(_ path: Substring) -> Bool {
        path.split(separator: "/").contains { segment in
            let decoded = segment.removingPercentEncoding ?? String(segment)
            return decoded == "." || decoded == ".."
        }
    }

    /// A query as written in a path, with every character a query cannot
    /// hold percent-encoded; valid escapes (`%2B`) and the characters a
    /// query may hold (`+`, `&`, `=`, `;`...) are kept as they are.
    static func encodingInvalidQueryCharacters(_ query: Substring) -> String {
        var encoded = ""
        var index = query.startIndex
        while index < query.endIndex {
            let character = query[index]
            if character == "%", isEscape(at: index, in: query) {
                encoded.append("%")
            } else if character != "%", character.unicodeScalars.allSatisfy(CharacterSet.urlQueryAllowed.contains) {
                encoded.append(character)
            } else {
                // Every byte of it escaped (an empty set allows none).
                encoded += String(character).addingPercentEncoding(withAllowedCharacters: CharacterSet()) ?? ""
            }
            index = query.index(after: index)
        }
        return encoded
    }

    /// Whether `%` at `index` starts an escape (two hex digits follow).
    private static func isEscape(at index: Substring.Index, in text: Substring) -> Bool {
        let digits = text[text.index(after: index)...].prefix(2)
        return digits.count == 2 && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    }

    /// Characters left as they are in one path segment.
    static let segmentAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;")
        return allowed
    }()
}
