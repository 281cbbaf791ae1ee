import FuzzSupport
import Handlers

/// `HTTPResponse.header(_:)` against a reference written from RFC 9110
/// (field names compare ASCII-case-insensitively) and the documented rule for
/// several spellings of one name (the key that sorts first wins).
///
/// Checks: never a trap; for ASCII names and keys, the answer is the
/// reference's; where a non-ASCII key answers, it is one whose lowercased
/// form is the name's (Swift's full Unicode mapping: the Kelvin sign `K`
/// lowercases to `k`), and it sorts first among those; and the answer does
/// not depend on the dictionary's order (the same headers built in reverse
/// and with a large capacity answer the same).
public enum HeaderLookupHarness {
    static let names = ["Retry-After", "Content-Type", "Set-Cookie", "Location", "ETag", "k", "ß", "İ", "\u{212A}"]

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        var pairs: [(String, String)] = []
        for index in 0..<input.choice(8) {
            pairs.append((name(&input), "value-\(index)"))
        }
        let asked = name(&input)
        var forward: [String: String] = [:], reversed: [String: String] = [:]
        var roomy = [String: String](minimumCapacity: 256)
        for (key, value) in pairs where forward[key] == nil {
            forward[key] = value
            roomy[key] = value
        }
        for (key, value) in forward.sorted(by: { $0.key > $1.key }) { reversed[key] = value }
        let answer = HTTPResponse(statusCode: 200, headers: forward).header(asked)
        let describe = "header(\(asked.debugDescription)) of \(forward)"
        fuzzCheck(HTTPResponse(statusCode: 200, headers: reversed).header(asked) == answer, "\(describe): order mattered")
        fuzzCheck(HTTPResponse(statusCode: 200, headers: roomy).header(asked) == answer, "\(describe): capacity mattered")

        let reference = forward.filter { asciiFolded($0.key) == asciiFolded(asked) }.min { $0.key < $1.key }?.value
        let unicodeMatches = forward.filter { $0.key.lowercased() == asked.lowercased() }
        if forward.keys.allSatisfy(\.isASCIIText), asked.isASCIIText {
            fuzzCheck(answer == reference, "\(describe) gave \(answer ?? "nil"), the reference \(reference ?? "nil")")
        } else {
            fuzzCheck(
                answer == unicodeMatches.min(by: { $0.key < $1.key })?.value,
                "\(describe) gave \(answer ?? "nil"), not the first of \(unicodeMatches.keys.sorted())")
            if let reference { fuzzCheck(answer != nil, "\(describe): nothing, though \(reference) matches in ASCII") }
        }
    }

    /// A known name with its letters' case flipped by the fuzz bytes, or a fuzzed string.
    static func name(_ input: inout FuzzInput) -> String {
        guard input.bool() else { return input.string(maxBytes: 12) }
        let base = names[input.choice(names.count)]
        let flips = input.byte()
        return String(base.enumerated().map { offset, character in
            flips >> (offset % 8) & 1 == 1 ? Character(character.uppercased().count == 1 ? character.uppercased() : String(character))
                : Character(character.lowercased().count == 1 ? character.lowercased() : String(character))
        })
    }

    /// ASCII letters lowercased, everything else as it is (RFC 9110's comparison).
    static func asciiFolded(_ text: String) -> [UInt8] {
        text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }
}

extension String {
    fileprivate var isASCIIText: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
