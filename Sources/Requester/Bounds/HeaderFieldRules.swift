import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a header may hold before anything is sent: a name that is an RFC
/// 9110 token (letters, digits, `!#$%&'*+-.^_|~` and the backtick), and a value
/// without CR, LF or NUL. Anything else would write a second header line
/// onto the wire, or be dropped in silence by the platform, so it fails the
/// request at once with `.transport(URLError(.badURL))`, naming the header.
///
/// `APIClient` checks the endpoint's headers and every adapter's before they
/// reach the `URLRequest` (on Linux `URLRequest.setValue` drops a value
/// holding a line break without a word), and both shipped transports check
/// the request they are given.
///
/// ```swift
/// try HeaderFieldRules.check(name: "X-Trace", value: "a\r\nX-Admin: 1")  // throws .transport(URLError(.badURL))
/// ```
public enum HeaderFieldRules {
    /// Throws `.transport(URLError(.badURL))` unless `name` is a token and
    /// `value` holds no CR, LF or NUL.
    public static func check(name: String, value: String) throws(RequestError) {
        guard isToken(name) else { throw invalid("The header name \(quoted(name)) is not an HTTP token") }
        guard isAllowedValue(value) else {
            throw invalid("The value of header \(name) holds a CR, LF or NUL character")
        }
    }

    /// Checks every header field of `request` as `check(name:value:)` does.
    public static func check(_ request: URLRequest) throws(RequestError) {
        guard let fields = request.allHTTPHeaderFields else { return }
        for (name, value) in fields {
            try check(name: name, value: value)
        }
    }

    /// Whether `name` is a non-empty RFC 9110 token.
    public static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isTokenByte)
    }

    /// Whether `value` holds no CR, LF or NUL.
    public static func isAllowedValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }

    @inline(__always)
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
    }

    private static func invalid(_ reason: String) -> RequestError {
        .transport(URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: reason]))
    }
}
