import Foundation

/// Decodes `Value` found under a path of keys (`["data", "user"]` reads
/// `{"data": {"user": ...}}`), for `Endpoint.unwrapping(_:)`.
///
/// The keys arrive as the decoding configuration, so one shared
/// `JSONDecoder` serves every envelope without mutating its `userInfo`.
///
/// Keys are written as they appear in the JSON. A decoder that converts
/// keys from snake case has already turned `user_data` into `userData`, so a
/// key that is not found as written is looked up converted the same way.
struct Envelope<Value: Decodable>: DecodableWithConfiguration {
    let value: Value

    init(from decoder: any Decoder, configuration keys: [String]) throws {
        guard let last = keys.last else {
            value = try Value(from: decoder)
            return
        }
        var container = try decoder.container(keyedBy: EnvelopeKey.self)
        for key in keys.dropLast() {
            container = try container.nestedContainer(keyedBy: EnvelopeKey.self, forKey: Self.key(key, in: container))
        }
        value = try container.decode(Value.self, forKey: Self.key(last, in: container))
    }

    /// `name` as `container` knows it: as written, else converted from snake
    /// case (else as written, for the error to name it).
    private static func key(_ name: String, in container: KeyedDecodingContainer<EnvelopeKey>) -> EnvelopeKey {
        let written = EnvelopeKey(name)
        guard !container.contains(written) else { return written }
        let converted = EnvelopeKey(EnvelopeKey.camelCased(fromSnakeCase: name))
        return container.contains(converted) ? converted : written
    }
}

/// A coding key made from a string at run time.
struct EnvelopeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) {
        stringValue = string
    }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }

    /// `name` as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` turns
    /// it: the words between underscores joined, the first lowercased, the
    /// others capitalized; leading and trailing underscores kept.
    static func camelCased(fromSnakeCase name: String) -> String {
        guard let first = name.firstIndex(where: { $0 != "_" }) else { return name }
        let last = name.lastIndex(where: { $0 != "_" })!
        let words = name[first...last].split(separator: "_")
        guard words.count > 1 else { return name }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }
}
