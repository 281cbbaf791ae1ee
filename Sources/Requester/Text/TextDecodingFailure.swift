/// Why a body could not be read as text: a charset this package does not
/// decode, or bytes that are not valid in the body's charset.
///
/// The validator reports it as `RequestError.decoding(decodingError, response)`.
struct TextDecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    enum Reason: Sendable, Equatable {
        /// The Content-Type's `charset` names none of the supported charsets.
        case unknownCharset(String)
        /// The byte at `offset` (counted from the start of the body) begins
        /// a sequence that is not valid in `charset`, or one the body ends
        /// in the middle of.
        case invalidBytes(TextCharset, offset: Int)
    }

    var reason: Reason

    var description: String {
        switch reason {
        case .unknownCharset(let label):
            "The body's charset \"\(label)\" is not supported (UTF-8, US-ASCII, ISO-8859-1 and windows-1252 are)"
        case .invalidBytes(let charset, let offset):
            "The body is not valid \(charset.name): bad byte sequence at offset \(offset)"
        }
    }

    /// The failure as `RequestError.decoding` carries it.
    var decodingError: DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description, underlyingError: self))
    }
}
