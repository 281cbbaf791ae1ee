import FuzzSupport

/// JSON text shaped by fuzz bytes, with one member planted in some object:
/// nested objects and arrays, strings with escapes (`\u` spellings of
/// ordinary letters too), numbers beyond `Double`, literals, and whitespace
/// between tokens, so that the reader has to get every part of JSON right
/// to find the planted member. Text, not `JSONSerialization` output: the
/// point is JSON as servers write it.
struct JSONTextBuilder {
    private var input: FuzzInput
    private var objectsLeft: Int
    private var planted = false
    private let member: String

    /// A builder that plants `member` (already written as `"key": value`)
    /// in the `plantAt`-th object made, or in the outermost one.
    init(_ input: FuzzInput, member: String) {
        self.input = input
        self.member = member
        objectsLeft = input.peekChoice
    }

    /// The document (an object or an array holding objects), and the bytes read.
    mutating func document() -> (text: String, rest: FuzzInput) {
        _ = input.byte()  // the planting position, read by `init`
        var text: String
        if input.bool() {
            text = "[" + space() + value(depth: 1) + space() + "," + object(depth: 1) + "]"
        } else {
            text = object(depth: 0)
        }
        if !planted { text = "{" + member + "," + space() + "\"after\":" + text + "}" }
        return (text, input)
    }

    private mutating func space() -> String {
        [" ", "", "\n", "\t", "\r\n  ", ""][input.choice(6)]
    }

    private mutating func value(depth: Int) -> String {
        let kind = depth > 6 ? 2 + input.choice(4) : input.choice(6)
        switch kind {
        case 0: return object(depth: depth + 1)
        case 1:
            let count = input.choice(4)
            return "[" + (0..<count).map { _ in space() + value(depth: depth + 1) }.joined(separator: ",") + "]"
        case 2: return string(input.string(maxBytes: 24))
        case 3: return ["0", "-0", "1.5e3", "123456789012345678901234567890", "1e999", "-1E-400", "42"][input.choice(7)]
        case 4: return ["true", "false", "null"][input.choice(3)]
        default: return string(["Bearer x", "{\"a\":1}", "a=b&c=d", "", "[1,2]"][input.choice(5)])
        }
    }

    private mutating func object(depth: Int) -> String {
        var members: [String] = []
        for _ in 0..<input.choice(4) {
            members.append(string(input.string(maxBytes: 12)) + space() + ":" + space() + value(depth: depth + 1))
        }
        objectsLeft -= 1
        if !planted, objectsLeft <= 0 || depth == 0 && input.bool() {
            members.insert(member, at: input.choice(members.count + 1))
            planted = true
        }
        return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
    }

    /// `text` as a JSON string literal, each character written as itself or
    /// escaped, as the fuzz bytes choose.
    mutating func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case _ where scalar.value < 0x20: literal += "\\u00" + hex(scalar.value, width: 2)
            case _ where scalar.value < 0x10000 && input.choice(8) == 0: literal += "\\u" + hex(scalar.value, width: 4)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    private func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension FuzzInput {
    /// The next byte as a choice in 0..<6, without reading it.
    var peekChoice: Int {
        var copy = self
        return copy.choice(6)
    }
}
