/// Which names hold secrets: the logger's sets as names are compared, and
/// the rules that hold whatever the sets say.
///
/// Names are compared lowercased and without `_`, `-` and `.`, so
/// `accessToken`, `access_token` and `Access-Token` are one name.
struct SecretNames: Sendable {
    private let headers: Set<String>
    private let fields: Set<String>

    /// The names of `headers` and `fields`, made comparable once.
    init(headers: Set<String>, fields: Set<String>) {
        self.headers = Set(headers.map(Self.comparable))
        self.fields = Set(fields.map(Self.comparable))
    }

    /// Whether a header's value is a secret.
    func isHeader(_ name: String) -> Bool {
        isHeader(comparable: Self.comparable(name))
    }

    /// Whether a JSON field, form field or query item holds a secret. A name
    /// in brackets (`user[password]`, `access_token[]`, the nested form of
    /// Rails, PHP and Alamofire's form encoder) is a secret if any part is.
    func isField(_ name: String) -> Bool {
        if name.contains("[") {
            let parts = name.split(whereSeparator: { $0 == "[" || $0 == "]" })
            if parts.contains(where: { isField(String($0)) }) { return true }
        }
        let key = Self.comparable(name)
        return isHeader(comparable: key) || fields.contains(key)
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
