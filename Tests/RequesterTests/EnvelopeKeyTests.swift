import Foundation
@testable import Requester
import Testing

/// An envelope key not found as written is looked up as a snake-case
/// converting decoder has renamed it: the conversion must be JSONDecoder's.
@Suite("Envelope keys converted from snake case")
struct EnvelopeKeyTests {
    /// The names a snake-case converting `JSONDecoder` gives the keys of an object.
    private struct ConvertedNames: Decodable {
        let names: [String]

        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: EnvelopeKey.self).allKeys.map(\.stringValue)
        }
    }

    @Test(arguments: ["user_data", "_private_key_", "USER_ID", "data", "a__b", "___", "x_1_y", "already_camelCase"])
    func asJSONDecoderConvertsThem(_ name: String) throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let converted = try decoder.decode(ConvertedNames.self, from: Data("{\"\(name)\": 1}".utf8)).names
        #expect(converted == [EnvelopeKey.camelCased(fromSnakeCase: name)])
    }
}
