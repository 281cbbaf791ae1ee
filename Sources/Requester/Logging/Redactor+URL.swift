import Foundation

extension Redactor {
    /// `url` with a password in it and the values of secret query items
    /// replaced.
    func url(_ url: URL?) -> String {
        guard let url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            // Not to be taken apart: shown only if it cannot hold a password.
            return url.absoluteString.contains("@") ? "(a URL with user info)" : url.absoluteString
        }
        // `<redacted>` is not valid in a URL: a placeholder goes in, and is
        // swapped in the finished string.
        let placeholder = "__redacted__"
        let inURL = Redactor(names: names, replacement: placeholder)
        if components.percentEncodedPassword != nil { components.percentEncodedPassword = placeholder }
        if let query = components.percentEncodedQuery, !query.isEmpty {
            components.percentEncodedQuery = inURL.form(query)
        }
        // OAuth's implicit flow returns tokens in the fragment (`#access_token=...`).
        if let fragment = components.percentEncodedFragment, fragment.contains("=") {
            components.percentEncodedFragment = inURL.form(fragment)
        }
        return (components.string ?? "(no URL)").replacingOccurrences(of: placeholder, with: replacement)
    }

    /// `a=b&password=c` with secret items' values replaced.
    func form(_ form: String) -> String {
        form.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            return names.isField(name) ? parts[0] + "=" + replacement : String(item)
        }.joined(separator: "&")
    }
}
