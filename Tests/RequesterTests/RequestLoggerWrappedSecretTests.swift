import Foundation
import Handlers
import Requester
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A secret under a secret name, wrapped in random layers (percent-encoded,
/// a URL's query or fragment, a JSON string or array, a form field) and
/// planted in a URL, a header or a body, never prints: the one reading the
/// logger applies to every place unwraps each layer, or replaces what it
/// cannot unwrap.
@Suite("RequestLogger: secrets wrapped in layers")
struct RequestLoggerWrappedSecretTests {
    static let secret = "WRAPPED-91c2"

    static let bases = [
        "access_token=\(secret)", "/x?session=\(secret)", #"{"password":"\#(secret)"}"#, "Bearer \(secret)",
        "https://ada:\(secret)@db.example.com/", "https://app.example.com/cb#id_token=\(secret)&state=1",
    ]

    /// A value percent-encoded as RFC 3986's unreserved characters allow.
    static func encoded(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved)!
    }

    static func json(_ value: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// One layer around `inner`, chosen by `choice`.
    static func wrap(_ inner: String, _ choice: Int) -> String {
        switch choice {
        case 0: return "https://app.example.com/cb?state=1&next=" + encoded(inner)
        case 1: return inner.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "&" || !$0.isASCII })
            ? encoded(inner) : "/cb?next=" + inner
        case 2: return "https://app.example.com/cb#state=1&next=" + encoded(inner)
        case 3: return json(["data": inner, "n": 1])
        case 4: return json([inner])
        case 5: return "a=1&payload=" + encoded(inner)
        default: return encoded(inner)
        }
    }

    /// Every sequence of up to two layers around every base (336 cases),
    /// and, around each base, each layer repeated and all seven in turn,
    /// up to ten deep (past the logger's nesting bound of eight) or 2,000
    /// characters (each JSON layer doubles the backslashes before it).
    static var wrapped: [String] {
        var level = bases
        var all: [String] = []
        for _ in 0..<2 {
            level = level.flatMap { inner in (0..<7).map { wrap(inner, $0) } }
            all += level
        }
        for base in bases {
            for layer in 0..<8 {
                var text = base
                for depth in 0..<10 where text.count < 2_000 {
                    text = wrap(text, layer == 7 ? depth % 7 : layer)
                    if depth >= 2 { all.append(text) }
                }
            }
        }
        return all
    }

    @Test func noWrappingPrintsTheSecret() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        for text in Self.wrapped {
            let request = loggedRequest("https://api.example.com/r?v=" + Self.encoded(text), headers: ["X-Data": text], body: text)
            let response = HTTPResponse(statusCode: 200, headers: ["X-Data": text], body: Data(text.utf8))
            let lines = [
                logger.requestMessage(request) ?? "",
                logger.responseMessage(response, for: request, elapsed: .zero) ?? "",
            ]
            for line in lines {
                #expect(!line.contains(Self.secret), "\(text)\n\(line)")
            }
        }
    }

    /// JSON in a JSON string whose secret sits under a key repeated later
    /// at the same level: `JSONSerialization` keeps only the later value, so
    /// the secret is not in what it reads, and the text, printed as it
    /// came, would show it (a case of Fuzz/'s LogRedaction harness).
    @Test func aSecretUnderARepeatedKeyNeverPrints() {
        let logger = RequestLogger(options: .all, sink: { _ in })
        let inner = #"{"" : { "": { "password":"\#(Self.secret)"} }, "other": false, "": 0}"#
        for body in [Self.json(["echo": inner]), Self.json([inner]), inner] {
            let request = loggedRequest("https://api.example.com/r", method: "PUT", body: body)
            let line = logger.requestMessage(request) ?? ""
            #expect(!line.contains(Self.secret), "\(body)\n\(line)")
            #expect(line.contains("other"), "the rest is still printed: \(line)")
        }
    }
}
