import Foundation
import FuzzSupport

/// What a server reading a URL would take from it, worked out independently
/// of how `Endpoint` builds the URL, for `EndpointURLHarness`.
enum URLOracle {
    /// An absolute URL written as the path (used as it is).
    static func isAbsolute(_ path: String) -> Bool {
        guard let url = URL(string: path) else { return false }
        return url.scheme != nil && url.host != nil
    }

    /// The path written before its first `?`, and the query after it.
    static func split(_ path: String) -> (path: Substring, query: Substring?) {
        guard let mark = path.firstIndex(of: "?") else { return (path[...], nil) }
        return (path[..<mark], path[path.index(after: mark)...])
    }

    /// A segment as written, decoded once if it decodes.
    static func decodeOnce(_ segment: Substring) -> [UInt8] {
        Array((String(segment).removingPercentEncoding ?? String(segment)).utf8)
    }

    /// Whether the path has a `.` or `..` segment, written or encoded.
    static func hasDotSegment(_ path: String) -> Bool {
        split(path).path.split(separator: "/").contains { segment in
            let decoded = decodeOnce(segment)
            return decoded == Array(".".utf8) || decoded == Array("..".utf8)
        }
    }

    /// The bytes a server decodes from a part of a URL; `nil` when a `%` is
    /// not followed by two hex digits (a URL that went out must not have one).
    static func strictDecode(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                  let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        return bytes
    }

    /// What a query written in a path means: escapes (`%` and two hex-digit
    /// characters) decoded, anything else, a lone `%` included, as written.
    static func lenientDecode(_ text: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "%", index + 2 < characters.count,
               let high = hexValue(characters[index + 1]), let low = hexValue(characters[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes += Array(String(characters[index]).utf8)
                index += 1
            }
        }
        return bytes
    }

    private static func hexValue(_ character: Character) -> UInt8? {
        guard character.unicodeScalars.count == 1, let byte = character.asciiValue else { return nil }
        return hexValue(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The URL stays on the base URL's origin, under its path, and its
    /// segments decode to the base path's followed by those written.
    static func checkPath(_ parts: URLComponents, written: String, base: URL, describe: String) {
        let baseParts = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        fuzzCheck(
            parts.scheme == baseParts.scheme && parts.percentEncodedHost == baseParts.percentEncodedHost
                && parts.port == baseParts.port && parts.percentEncodedUser == nil,
            "\(describe): went to \(parts.string ?? "?"), off the base URL's origin")
        fuzzCheck(
            parts.percentEncodedFragment == baseParts.percentEncodedFragment,
            "\(describe): fragment \(parts.percentEncodedFragment ?? "none"), the base's \(baseParts.percentEncodedFragment ?? "none")")
        let relative = split(written).path.split(separator: "/", omittingEmptySubsequences: false).drop(while: \.isEmpty)
        guard !relative.isEmpty else {
            fuzzCheck(
                parts.percentEncodedPath == baseParts.percentEncodedPath,
                "\(describe): path \(parts.percentEncodedPath), expected the base's own")
            return
        }
        let basePath = baseParts.percentEncodedPath.hasSuffix("/")
            ? String(baseParts.percentEncodedPath.dropLast()) : baseParts.percentEncodedPath
        let expected = basePath.split(separator: "/", omittingEmptySubsequences: false).map { strictDecode($0)! }
            + relative.map(decodeOnce)
        let actual = parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(strictDecode)
        fuzzCheck(
            actual.map { $0 ?? [] } == expected && !actual.contains(where: { $0 == nil }),
            "\(describe): path \(parts.percentEncodedPath) decodes to \(actual.map { $0.map { String(decoding: $0, as: UTF8.self) } ?? "(invalid)" }), "
                + "expected \(expected.map { String(decoding: $0, as: UTF8.self) })")
    }

    /// The query is the base URL's, then the one written in the path (when
    /// not empty), then `query`'s items sorted by name, each decoding back.
    /// `base` is nil for an absolute URL, whose own query comes first.
    static func checkQuery(
        _ parts: URLComponents, written: String, query: [String: String], base: URL?, describe: String
    ) {
        let items = query.sorted { $0.key < $1.key }
        let all = parts.percentEncodedQuery?.split(separator: "&", omittingEmptySubsequences: false) ?? []
        fuzzCheck(all.count >= items.count, "\(describe): query \(parts.percentEncodedQuery ?? "none") lacks items")
        for (part, item) in zip(all.suffix(items.count), items) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = strictDecode(pair[0]), value = pair.count == 2 ? strictDecode(pair[1]) : nil
            fuzzCheck(
                name == Array(item.key.utf8) && value == Array(item.value.utf8),
                "\(describe): query item \(part) does not decode to \(item.key.debugDescription)=\(item.value.debugDescription)")
        }
        guard let base else { return }
        var head = all.dropLast(items.count).joined(separator: "&")[...]
        if let baseQuery = URLComponents(url: base, resolvingAgainstBaseURL: false)!.percentEncodedQuery {
            fuzzCheck(head.hasPrefix(baseQuery), "\(describe): the base URL's query \(baseQuery) is not first")
            head = head.dropFirst(baseQuery.count)
            if head.first == "&" { head = head.dropFirst() }
        }
        let writtenQuery = split(written).query ?? ""
        fuzzCheck(
            strictDecode(head) == lenientDecode(writtenQuery),
            "\(describe): the query written, \(writtenQuery.debugDescription), went out as \(head.debugDescription)")
    }
}
