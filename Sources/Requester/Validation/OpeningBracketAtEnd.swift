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
    ///
    /// Read in place from the end (`BodyEnds`): linear and cheap even for a
    /// body of megabytes of NULs.
    var endsWithOpeningBracket: Bool {
        withUnsafeBytes { bytes in
            guard let last = bytes.lastOffset(skippingNULAnd: { _ in false }) else { return false }
            return bytes[last] == UInt8(ascii: "[") || bytes[last] == UInt8(ascii: "{")
        }
    }
}
