import Foundation

/// Decodes `Value` found under a path of keys (`["data", "user"]` reads
/// `{"data": {"user": ...}}`), for `Endpoint.unwrapping(_:)`.
///
/// The keys arrive as the decoding configuration, so one shared
/// `JSONDecoder` serves every envelope without mutating its `userInfo`.
struct Envelope<Value: Decodable>: DecodableWithConfiguration {
    let value: Value

    init(from decoder: any Decoder, configuration keys: [String]) throws {
        guard let last = keys.last else {
            value = try Value(from: decoder)
            return
        }
        var container = try decoder.container(keyedBy: EnvelopeKey.self)
        for key in keys.dropLast() {
            container = try container.nestedContainer(keyedBy: EnvelopeKey.self, forKey: EnvelopeKey(key))
        }
        value = try container.decode(Value.self, forKey: EnvelopeKey(last))
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
}
