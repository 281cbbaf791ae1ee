import Foundation

// URLs and forms: a URL's password, and the items of its query and fragment,
// each value read again by `text`, so URLs nested in values are redacted too.
extension Redactor {
    /// `url` with its password and secret query and fragment items replaced.
    func url(_ url: URL?) -> String {
        guard let url else { return "(no URL)" }
        return urlOrForm(url.absoluteString, depth: 0)
    }

    /// Text without whitespace that holds `=` or `@`: a URL, a part of one,
    /// or a form.
    static func mayBeURLOrForm(_ text: String) -> Bool {
        // One pass over scalars: this runs on every value of every message.
        var holdsMarker = false
        for scalar in text.unicodeScalars {
            if scalar == "=" || scalar == "@" {
                holdsMarker = true
            } else if scalar.isRedactionWhitespace {
                return false
            }
        }
        return holdsMarker
    }

    /// A URL (`https://...`, `/path?query`, `?query`, `#fragment`) with its
    /// password replaced and its query and fragment read as forms, or a form
    /// itself (`a=b&password=c`). Split as RFC 3986 does: the fragment starts
    /// at the first `#`, the query at the first `?` before it.
    func urlOrForm(_ text: String, depth: Int) -> String {
        guard Self.isURL(text) else { return text.containsScalar("=") ? form(text, depth: depth) : text }
        var rest = text
        var fragment: String?
        if let (before, after) = rest.splitOnce(at: "#") {
            (rest, fragment) = (before, after)
        }
        var query: String?
        if let (before, after) = rest.splitOnce(at: "?") {
            (rest, query) = (before, after)
        }
        var result = Self.passwordRedacted(rest)
        if let query { result += "?" + form(query, depth: depth) }
        // OAuth's implicit flow returns tokens in the fragment (`#access_token=...`).
        if let fragment { result += "#" + form(fragment, depth: depth) }
        return result
    }

    /// `a=b&password=c` with secret items' values replaced and every other
    /// value read by `text`.
    private func form(_ form: String, depth: Int) -> String {
        form.pieces(separatedBy: "&").map { item -> String in
            guard let (rawName, value) = item.splitOnce(at: "=") else {
                return text(item, depth: depth + 1) ?? Self.redacted
            }
            if names.isItem(rawName.removingPercentEncoding ?? rawName) { return rawName + "=" + Self.redacted }
            return rawName + "=" + (text(value, depth: depth + 1) ?? Self.redacted)
        }.joined(separator: "&")
    }

    /// Whether `text` is a URL or a part of one rather than a form: a
    /// scheme (`https://`), a path (`/`), or a `?` or `#` before any `=`.
    private static func isURL(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return false }
        if first == "/" || hasScheme(text) { return true }
        guard let mark = scalars.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return false }
        return scalars.firstIndex(of: "=").map { mark < $0 } ?? true
    }

    /// Whether `text` starts with a scheme and `://`.
    private static func hasScheme(_ text: String) -> Bool {
        guard let (scheme, rest) = text.splitOnce(at: ":"), rest.unicodeScalars.starts(with: "//".unicodeScalars),
              let first = scheme.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0)) }
    }

    /// `scheme://user:password@host/path` with the password replaced.
    private static func passwordRedacted(_ base: String) -> String {
        guard hasScheme(base), let (scheme, rest) = base.splitOnce(at: ":") else { return base }
        let afterSlashes = String(rest.unicodeScalars.dropFirst(2))
        let (authority, path) = afterSlashes.splitOnce(at: "/").map { ($0.before, "/" + $0.after) } ?? (afterSlashes, "")
        let scalars = authority.unicodeScalars
        guard let at = scalars.lastIndex(of: "@"), let (user, _) = String(scalars[..<at]).splitOnce(at: ":") else {
            return base
        }
        return scheme + "://" + user + ":" + redacted + String(scalars[at...]) + path
    }

    /// `text` percent-encoded as one query value, the `<redacted>` markers
    /// left readable.
    static func percentEncoded(_ text: String) -> String {
        text.components(separatedBy: redacted)
            .map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? $0 }
            .joined(separator: redacted)
    }

    /// RFC 3986's unreserved characters, the ones a value never needs encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
