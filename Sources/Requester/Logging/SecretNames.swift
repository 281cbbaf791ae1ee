/// Which names hold secrets: the logger's sets as names are compared, and
/// the rules that hold whatever the sets say.
///
/// Names are compared lowercased and without `_`, `-` and `.`, so
/// `accessToken`, `access_token` and `Access-Token` are one name. Any name
/// ending in `token`, `password`, `secret` or `apikey` is secret, and so is
/// every header name, wherever it is used as a field or item name.
struct SecretNames: Sendable {
    private let headers: Set<String>
    private let fields: Set<String>
    private let queryItems: Set<String>

    /// The names of the three sets, made comparable once.
    init(headers: Set<String>, fields: Set<String>, queryItems: Set<String>) {
        self.headers = Set(headers.map(Self.comparable))
        self.fields = Set(fields.map(Self.comparable))
        self.queryItems = Set(queryItems.map(Self.comparable))
    }

    /// Whether a header's value is a secret.
    func isHeader(_ name: String) -> Bool {
        isHeader(comparable: Self.comparable(name))
    }

    /// Whether a JSON field holds a secret.
    func isField(_ name: String) -> Bool {
        matches(name) { fields.contains($0) }
    }

    /// Whether a query item or a form field holds a secret: a form is a
    /// query in a body, so both are read with the query items' names and
    /// the fields' names.
    func isItem(_ name: String) -> Bool {
        matches(name) { fields.contains($0) || queryItems.contains($0) }
    }

    /// Whether `name` is secret by the rules or by `isListed`. A name in
    /// brackets (`user[password]`, `access_token[]`, the nested form of
    /// Rails, PHP and Alamofire's form encoder) is a secret if any part is.
    private func matches(_ name: String, isListed: (String) -> Bool) -> Bool {
        if name.containsScalar("[") {
            let parts = name.unicodeScalars.split(whereSeparator: { $0 == "[" || $0 == "]" })
            if parts.contains(where: { matches(String($0), isListed: isListed) }) { return true }
        }
        let key = Self.comparable(name)
        return isHeader(comparable: key) || isListed(key)
    }

    private func isHeader(comparable key: String) -> Bool {
        Self.hasSecretSuffix(key) || headers.contains(key)
    }

    /// A name as names are compared.
    private static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." })
    }

    /// Names that say what they hold, whatever comes before: `newPassword`,
    /// `clientSecret`, `X-Auth-Token`, `x-api-key`.
    private static func hasSecretSuffix(_ comparableName: String) -> Bool {
        ["token", "password", "secret", "apikey"].contains { comparableName.hasSuffix($0) }
    }
}
