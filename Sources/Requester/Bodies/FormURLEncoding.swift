import Foundation

/// The WHATWG URL Standard's application/x-www-form-urlencoded serializer,
/// for `post(_:form:...)` bodies.
///
/// Each name and value is UTF-8, with every byte percent-encoded (upper-case
/// hex) except ASCII letters and digits and `*`, `-`, `.`, `_`; a space is
/// `+`. Pairs are `name=value` joined with `&`, sorted by name.
enum FormURLEncoding {
    /// `form` serialized, pairs sorted by name.
    static func encode(_ form: [String: String]) -> Data {
        let pairs = form.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        return Data(serialize(pairs).utf8)
    }

    /// `pairs` serialized in the order given.
    static func serialize(_ pairs: [(name: String, value: String)]) -> String {
        var output = ""
        for (index, pair) in pairs.enumerated() {
            if index > 0 { output += "&" }
            percentEncode(pair.name, into: &output)
            output += "="
            percentEncode(pair.value, into: &output)
        }
        return output
    }

    /// Appends `text` with the application/x-www-form-urlencoded
    /// percent-encode set encoded, and a space as `+`.
    private static func percentEncode(_ text: String, into output: inout String) {
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                output += "+"
            } else if isLeftAsIs(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%"
                output.unicodeScalars.append(hexDigit(byte >> 4))
                output.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// The bytes outside the percent-encode set: ASCII alphanumerics and `*-._`.
    private static func isLeftAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}
