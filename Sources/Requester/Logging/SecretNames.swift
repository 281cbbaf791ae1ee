/// Which names hold secrets: the logger's sets as names are compared, and
/// the rules that hold whatever the sets say (`SecretNamePatterns`).
///
/// Names are compared lowercased and without `_`, `-` and `.`, so
/// `accessToken`, `access_token` and `Access-Token` are one name. The rules
/// of `SecretNamePatterns` apply alike to headers, JSON and form fields and
/// query items, and so does every header name of the sets, wherever it is
/// used as a field or item name.
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
        isHeader(name, comparable: Self.comparable(name))
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
    /// brackets (`user[password]`, `access_token[]`, `user[pin]`, the nested
    /// form of Rails, PHP and Alamofire's form encoder) is a secret if any
    /// part is.
    private func matches(_ name: String, isListed: (String) -> Bool) -> Bool {
        if name.containsScalar("[") {
            let parts = name.unicodeScalars.split(whereSeparator: { $0 == "[" || $0 == "]" })
            if parts.contains(where: { matches(String($0), isListed: isListed) }) { return true }
        }
        let key = Self.comparable(name)
        return isHeader(name, comparable: key) || isListed(key)
    }

    /// Whether `name` (whose comparable form is `key`) is secret by the
    /// rules or as a header of the set.
    private func isHeader(_ name: String, comparable key: String) -> Bool {
        headers.contains(key) || SecretNamePatterns.shortNames.contains(key)
            || SecretNamePatterns.hasSecretSuffix(key) || SecretNamePatterns.matchesWords(name)
    }

    /// A name as names are compared: lowercased, without `_`, `-` and `.`.
    /// ASCII names (all real ones) are read byte by byte, and a name already
    /// in that form is returned as it is, not copied.
    private static func comparable(_ name: String) -> String {
        var isASCII = true, isComparable = true, length = 0
        for byte in name.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if Self.isSeparator(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                isComparable = false
            }
            if !Self.isSeparator(byte) { length += 1 }
        }
        guard isASCII else {
            return String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." })
        }
        if isComparable { return name }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            for byte in name.utf8 where !Self.isSeparator(byte) {
                buffer[count] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
