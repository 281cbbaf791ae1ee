import Foundation

/// Replaces secrets in what the logger prints: header values, bodies (JSON,
/// forms, other text) and URLs (see `Redactor+URL.swift`).
struct Redactor {
    /// What a secret prints as.
    static let redacted = "<redacted>"

    /// Which names hold secrets.
    let names: SecretNames
    /// What a secret value is replaced with.
    let replacement: String

    /// A header's value, or `replacement` when the header is secret or its
    /// value is a bearer token.
    func headerValue(_ value: String, named name: String) -> String {
        names.isHeader(name) || Self.hasBearerPrefix(value) ? replacement : value
    }

    /// A body as text: JSON re-printed with secret fields redacted, form
    /// bodies with secret fields redacted, other text with bearer tokens
    /// redacted, binary as a byte count. Text that looks like JSON but cannot
    /// be re-printed has its secret keys' values replaced token by token, or
    /// is withheld when it may hide a key (see `UnreadableJSONRedaction`).
    func body(_ body: Data) -> String {
        if let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
           let printed = try? JSONSerialization.data(
               withJSONObject: redactJSON(json), options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]),
           let string = String(data: printed, encoding: .utf8) {
            return string
        }
        guard let string = String(data: body, encoding: .utf8) else { return "(\(body.count)-byte body)" }
        return text(string) ?? "(\(body.count)-byte body that looks like JSON but cannot be read for redaction: withheld)"
    }

    /// Text that may itself hold secrets: JSON inside a JSON string (an
    /// echoed body), a form, or a bearer token. `nil` for text that looks
    /// like JSON and may hide secrets no reading here can find.
    func text(_ text: String) -> String? {
        if Self.hasBearerPrefix(text) { return replacement }
        if let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" {
            if let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
               let printed = try? JSONSerialization.data(
                   withJSONObject: redactJSON(json), options: [.sortedKeys, .withoutEscapingSlashes]) {
                return String(decoding: printed, as: UTF8.self)
            }
            // Cut off, malformed, or beyond what JSONSerialization reads: fail closed.
            let tokens = UnreadableJSONRedaction(isSecret: names.isField, replacement: replacement)
            return tokens.redact(text).map(redactBearerTokens)
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return Self.looksLikeForm(trimmed) ? form(trimmed) : redactBearerTokens(text)
    }

    private func redactJSON(_ value: Any) -> Any {
        switch value {
        case let object as [String: Any]:
            var copy: [String: Any] = [:]
            for (key, inner) in object {
                copy[key] = names.isField(key) ? replacement : redactJSON(inner)
            }
            return copy
        case let array as [Any]:
            return array.map(redactJSON)
        case let string as String:
            return text(string) ?? replacement
        default:
            return value
        }
    }

    /// `Bearer <anything up to whitespace or a quote>` becomes `Bearer <redacted>`.
    private func redactBearerTokens(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "Bearer ", options: .caseInsensitive) {
            result += rest[..<range.upperBound] + replacement
            rest = rest[range.upperBound...].drop { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
        }
        return result + rest
    }

    private static func hasBearerPrefix(_ text: String) -> Bool {
        text.lowercased().hasPrefix("bearer ")
    }

    /// `a=b&c=d` with no spaces or line breaks (around it they do not count).
    private static func looksLikeForm(_ text: String) -> Bool {
        text.contains("=") && !text.contains(where: \.isWhitespace)
    }
}
