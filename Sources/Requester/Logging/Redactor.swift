import Foundation

/// Replaces secrets in what the logger prints.
///
/// One reading for every place a secret can hide: a header value, a body, a
/// string in a JSON body, a query value and an item of a URL's fragment all
/// go through `text(_:depth:)`. It finds in its text a bearer token, JSON,
/// percent-encoded text, a URL or a form (see `Redactor+URL.swift`), or
/// words of prose that are one, and reads what it finds inside with `text`
/// again. So a URL nested in a query
/// value is redacted as the same URL in a JSON body is, encoded or not.
struct Redactor {
    /// What a secret prints as.
    static let redacted = "<redacted>"

    /// How many readings deep `text` goes (a URL in a query value in a JSON
    /// string is three). Real text nests two or three deep; deeper text that
    /// could hold more is replaced whole, so hostile input cannot exhaust
    /// the stack or hide a secret below the bound.
    static let maxNesting = 8

    /// Which names hold secrets.
    let names: SecretNames

    /// A header's value: `<redacted>` when the header is secret, else the
    /// value with what `text` finds in it redacted.
    func headerValue(_ value: String, named name: String) -> String {
        names.isHeader(name) ? Self.redacted : text(value, depth: 0) ?? Self.redacted
    }

    /// A body as text: JSON re-printed with secret fields redacted, other
    /// text as `text` redacts it, binary (a NUL byte included: UTF-16 or
    /// UTF-32 that could not be read as JSON) as a byte count. Text that
    /// looks like JSON but cannot be read for redaction is withheld.
    func body(_ body: Data) -> String {
        var replaced = false
        if let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
           let printed = try? JSONSerialization.data(
               withJSONObject: redactJSON(json, depth: 0, replaced: &replaced),
               options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]),
           let string = String(data: printed, encoding: .utf8) {
            return string
        }
        // A NUL byte is not text: it is UTF-16 or UTF-32 (JSON in it that
        // JSONSerialization could not read, a cut-off body say), whose keys
        // and `Bearer ` no reading as UTF-8 finds, or binary. Printed as
        // binary (found by Fuzz/'s LogRedaction harness).
        guard !body.contains(0), let string = String(data: body, encoding: .utf8) else {
            return "(\(body.count)-byte body)"
        }
        return text(string, depth: 0)
            ?? "(\(body.count)-byte body that looks like JSON but cannot be read for redaction: withheld)"
    }

    /// `text` with its secrets replaced, the same string when it holds none,
    /// or `nil` when it may hold secrets no reading here can find (JSON that
    /// cannot be read and hides JSON in a string; nesting beyond
    /// `maxNesting`): the caller withholds or replaces it.
    func text(_ text: String, depth: Int) -> String? {
        if Self.hasBearerPrefix(text) { return Self.redacted }
        guard depth <= Self.maxNesting else { return Self.isPlain(text) ? text : nil }
        if let first = text.unicodeScalars.first(where: { !$0.isRedactionWhitespace }), first == "{" || first == "[" {
            return json(text, depth: depth)
        }
        // One value, encoded (`%2Fx%3Ftoken%3D...`): read decoded, printed encoded again.
        if !text.containsScalar("="), text.containsScalar("%"), let decoded = text.removingPercentEncoding, decoded != text {
            guard let inner = self.text(decoded, depth: depth + 1) else { return nil }
            return inner == decoded ? text : Self.percentEncoded(inner)
        }
        let isPadded = text.unicodeScalars.first?.isRedactionWhitespace == true
            || text.unicodeScalars.last?.isRedactionWhitespace == true
        let trimmed = isPadded ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
        if Self.mayBeURLOrForm(trimmed) { return urlOrForm(trimmed, depth: depth) }
        return redactBearerTokens(words(text, depth: depth))
    }

    /// Prose (an error page, a log line in a body, a `Link` header): each
    /// word that may be a URL or a form (`see https://x/cb?token=...`,
    /// `invalid token=...`) read as one, the spaces between kept as they are.
    private func words(_ text: String, depth: Int) -> String {
        guard text.containsScalar("=") || text.containsScalar("@") else { return text }
        var result = ""
        var word = String.UnicodeScalarView()
        func flush() {
            let piece = String(word)
            result += Self.mayBeURLOrForm(piece) ? urlOrForm(piece, depth: depth) : piece
            word.removeAll()
        }
        for scalar in text.unicodeScalars {
            if scalar.isRedactionWhitespace {
                flush()
                result.unicodeScalars.append(scalar)
            } else {
                word.append(scalar)
            }
        }
        flush()
        return result
    }

    /// JSON text with secret fields redacted: as it came when nothing is
    /// secret, re-printed when something is. JSON that `JSONSerialization`
    /// cannot read or print again has its secret keys' values replaced
    /// token by token, or is `nil` when it may hide a key (see
    /// `UnreadableJSONRedaction`).
    private func json(_ text: String, depth: Int) -> String? {
        let tokens = UnreadableJSONRedaction(isSecret: names.isField, replacement: Self.redacted)
        if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) {
            var replaced = false
            let redactedObject = redactJSON(object, depth: depth, replaced: &replaced)
            // As it came only if its tokens hold no secret key either:
            // JSONSerialization keeps one value of a repeated key, and a
            // secret under the other stayed in the text (found by Fuzz/'s
            // LogRedaction harness). Re-printed, what it dropped goes too.
            if !replaced, tokens.redact(text) == text { return text }
            if let printed = try? JSONSerialization.data(
                withJSONObject: redactedObject, options: [.sortedKeys, .withoutEscapingSlashes]) {
                return String(decoding: printed, as: UTF8.self)
            }
        }
        // Cut off, malformed, or beyond what JSONSerialization reads: fail closed.
        return tokens.redact(text).map(redactBearerTokens)
    }

    /// A parsed JSON value with secret fields replaced and every string read
    /// by `text`; `replaced` is set when anything changed.
    private func redactJSON(_ value: Any, depth: Int, replaced: inout Bool) -> Any {
        switch value {
        case let object as [String: Any]:
            var copy: [String: Any] = [:]
            for (key, inner) in object {
                if names.isField(key) {
                    copy[key] = Self.redacted
                    replaced = true
                } else {
                    copy[key] = redactJSON(inner, depth: depth, replaced: &replaced)
                }
            }
            return copy
        case let array as [Any]:
            return array.map { redactJSON($0, depth: depth, replaced: &replaced) }
        case let string as String:
            let redactedString = text(string, depth: depth + 1) ?? Self.redacted
            if redactedString != string { replaced = true }
            return redactedString
        default:
            return value
        }
    }

    /// `Bearer <anything up to whitespace or a quote>` (any case) becomes
    /// `Bearer <redacted>`.
    private func redactBearerTokens(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: " ")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard Self.isBearer(scalars[index...]) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            result.append(contentsOf: scalars[index..<index + 7])
            result.append(contentsOf: Self.redacted.unicodeScalars)
            index += 7
            while index < scalars.count, !scalars[index].isRedactionWhitespace, scalars[index] != "\"", scalars[index] != "'" {
                index += 1
            }
        }
        return String(result)
    }

    private static func hasBearerPrefix(_ text: String) -> Bool {
        isBearer(text.unicodeScalars.prefix(7))
    }

    /// Whether `scalars` start with `bearer ` in any case.
    private static func isBearer<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
        var matched = 0
        for (scalar, expected) in zip(scalars, "bearer ".unicodeScalars) {
            let lowered = ("A"..."Z").contains(scalar) ? scalar.value + 32 : scalar.value
            guard lowered == expected.value else { return false }
            matched += 1
        }
        return matched == 7
    }

    /// Text in which no reading would find anything: kept as it is below
    /// `maxNesting`.
    private static func isPlain(_ text: String) -> Bool {
        !text.unicodeScalars.contains { "=%{[@".unicodeScalars.contains($0) }
    }
}
