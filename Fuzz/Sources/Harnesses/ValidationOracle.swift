import Foundation

/// What a body holds, read by `JSONSerialization` and `JSONGrammar`, for
/// `ResponseValidationHarness`.
struct ValidationOracle {
    /// The grammar's reading.
    let grammar: JSONGrammar
    /// Whether the body looked like UTF-16 or UTF-32 but did not decode as it.
    let transcodingFailed: Bool
    /// `JSONSerialization`'s reading (fragments allowed), if it reads it.
    let json: Any?
    /// The code and title of `{"error": {"code": String, "title": String}}`.
    let apiError: (code: String, title: String)?
    /// The value at the envelope's keys, if each level is an object with the key.
    let unwrapped: Any?

    init(body: Data, envelope: [String]) {
        let text = Self.utf8(Array(body))
        // UTF-16 or UTF-32 cut mid-unit: what Foundation makes of the odd
        // bytes is its own business, so the grammar does not judge it.
        transcodingFailed = text == nil
        grammar = JSONGrammar(text ?? [])
        json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        if let error = (json as? [String: Any])?["error"] as? [String: Any],
           let code = error["code"] as? String, let title = error["title"] as? String {
            apiError = (code, title)
        } else {
            apiError = nil
        }
        var value = json
        for key in envelope { value = (value as? [String: Any])?[key] }
        unwrapped = value
    }

    /// JSON text in UTF-8: as it is, or transcoded from the encoding its
    /// byte-order mark or, without one, its pattern of NUL bytes in the
    /// first four bytes shows (RFC 4627, section 3: the first two characters
    /// are ASCII); nil if it does not decode.
    static func utf8(_ body: [UInt8]) -> [UInt8]? {
        func decode(_ encoding: String.Encoding, dropping mark: Int, unit: Int) -> [UInt8]? {
            // Code units come whole or the text does not decode.
            guard (body.count - mark) % unit == 0 else { return nil }
            return String(bytes: body.dropFirst(mark), encoding: encoding).map { Array($0.utf8) }
        }
        let marks: [([UInt8], String.Encoding, Int)] = [
            ([0xEF, 0xBB, 0xBF], .utf8, 1), ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, 4),
            ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, 4), ([0xFE, 0xFF], .utf16BigEndian, 2),
            ([0xFF, 0xFE], .utf16LittleEndian, 2),
        ]
        for (mark, encoding, unit) in marks where body.starts(with: mark) {
            return decode(encoding, dropping: mark.count, unit: unit)
        }
        if body.count >= 4 {
            switch (body[0], body[1], body[2], body[3]) {
            case (0, 0, 0, _): return decode(.utf32BigEndian, dropping: 0, unit: 4)
            case (_, 0, 0, 0): return decode(.utf32LittleEndian, dropping: 0, unit: 4)
            case (0, _, 0, _): return decode(.utf16BigEndian, dropping: 0, unit: 2)
            case (_, 0, _, 0): return decode(.utf16LittleEndian, dropping: 0, unit: 2)
            default: return body
            }
        }
        if body.count >= 2 {
            switch (body[0], body[1]) {
            case (0, _): return decode(.utf16BigEndian, dropping: 0, unit: 2)
            case (_, 0): return decode(.utf16LittleEndian, dropping: 0, unit: 2)
            default: return body
            }
        }
        return body
    }

    /// Whether something (`null` included) is at the envelope's keys.
    var found: Bool { unwrapped != nil }

    /// Whether a model's `id` there is a number a `Double` does not hold
    /// exactly, where `JSONSerialization` and `JSONDecoder` may rightly read
    /// different integers, so only the outcome's kind is checked:
    /// - more digits than a `Double` holds (`166661.5600...01e2`), which
    ///   `JSONSerialization` reads as an `NSDecimalNumber`. `JSONDecoder`
    ///   reads such numbers through `Double`, with its own limits (it took
    ///   16666156 from the one above and refused 1.6666156e17 written the
    ///   same way), and bridging the decimal to `Int` is no more exact;
    /// - a fraction or exponent whose value is 2^53 or more, which
    ///   `JSONSerialization` reads as a `Double`, where whole numbers are
    ///   no longer all exact. `JSONDecoder` took 530939.5616471e12 as exactly
    ///   530939561647100000; the `Double` is 530939561647100032.
    var hasIdBeyondDoublePrecision: Bool {
        let candidates = (unwrapped as? [Any]) ?? [unwrapped as Any]
        return candidates.contains { candidate in
            guard let id = (candidate as? [String: Any])?["id"] else { return false }
            if id is NSDecimalNumber { return true }
            guard let number = id as? NSNumber, String(cString: number.objCType) == "d" else { return false }
            return abs(number.doubleValue) >= 9_007_199_254_740_992
        }
    }

    /// `{"id": integral number, "name": string}` as the model, else nil.
    func item(from value: Any) -> ResponseValidationHarness.Item? {
        guard let object = value as? [String: Any], let number = object["id"] as? NSNumber,
              String(cString: number.objCType) != "c",  // JSON's true and false
              let id = number as? Int, let name = object["name"] as? String
        else { return nil }
        return ResponseValidationHarness.Item(id: id, name: name)
    }
}
