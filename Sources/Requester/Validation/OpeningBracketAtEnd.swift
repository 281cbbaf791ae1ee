import Foundation

extension Data {
    /// Whether the body's last character opens an array or an object
    /// (trailing NUL bytes, the rest of a UTF-16 or UTF-32 code unit,
    /// skipped). Such a body is never JSON, and it is the shape that crashes
    /// Foundation's `JSONDecoder` on Linux (Swift 6.3.1): an array opened as
    /// the 513th level on the very last byte (`[` 513 times, or
    /// `{"error":` then `[` 512 times) traps while it reports the nesting
    /// error, instead of throwing. So a server could crash the app with one
    /// 513-byte body. Found by Fuzz/'s ResponseValidation harness; the
    /// bodies are refused before the decoder sees them.
    var endsWithOpeningBracket: Bool {
        guard let last = reversed().first(where: { $0 != 0 }) else { return false }
        return last == UInt8(ascii: "[") || last == UInt8(ascii: "{")
    }
}
