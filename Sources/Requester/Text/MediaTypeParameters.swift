/// Reads the parameters of a media type (`text/plain; charset="utf-8"`), as
/// RFC 9110 section 5.6.6 writes them: `; name=value` pairs, names
/// case-insensitive, values a token or a quoted string with `\` escapes.
enum MediaTypeParameters {
    /// The value of the first parameter called `name` (case-insensitive) in
    /// `mediaType`, unquoted; `nil` when there is none.
    static func value(of name: String, in mediaType: String) -> String? {
        var rest = mediaType[...]
        // The type and subtype come first and hold no parameters.
        guard let firstSemicolon = rest.firstIndex(of: ";") else { return nil }
        rest = rest[rest.index(after: firstSemicolon)...]
        while !rest.isEmpty {
            let nameEnd = rest.firstIndex(where: { $0 == "=" || $0 == ";" }) ?? rest.endIndex
            let parameterName = trimmingSpaces(rest[..<nameEnd])
            guard nameEnd < rest.endIndex, rest[nameEnd] == "=" else {
                // A parameter without a value: skip it.
                rest = nameEnd < rest.endIndex ? rest[rest.index(after: nameEnd)...] : ""
                continue
            }
            rest = trimmingLeadingSpaces(rest[rest.index(after: nameEnd)...])
            let value: String
            if rest.first == "\"" {
                (value, rest) = quotedString(rest)
                // Anything between the closing quote and the next `;` is ignored.
                rest = rest.firstIndex(of: ";").map { rest[rest.index(after: $0)...] } ?? ""
            } else {
                let valueEnd = rest.firstIndex(of: ";") ?? rest.endIndex
                value = String(trimmingSpaces(rest[..<valueEnd]))
                rest = valueEnd < rest.endIndex ? rest[rest.index(after: valueEnd)...] : ""
            }
            if parameterName.lowercased() == name.lowercased() { return value }
        }
        return nil
    }

    /// The content of the quoted string `text` starts with (escapes undone;
    /// an unterminated one runs to the end), and what follows it.
    private static func quotedString(_ text: Substring) -> (String, Substring) {
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (value, text[text.index(after: index)...]) }
            if character == "\\" {
                let next = text.index(after: index)
                if next < text.endIndex {
                    value.append(text[next])
                    index = text.index(after: next)
                    continue
                }
            }
            value.append(character)
            index = text.index(after: index)
        }
        return (value, "")
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmingSpaces(_ text: Substring) -> Substring {
        var text = trimmingLeadingSpaces(text)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    private static func trimmingLeadingSpaces(_ text: Substring) -> Substring {
        text.drop(while: { $0 == " " || $0 == "\t" })
    }
}
