/// The character sets a text body (`Endpoint<String>`, `lines(_:)`) may be
/// declared in, each decoded by its own definition.
///
/// Labels are the IANA names and aliases (`latin1` is ISO-8859-1, `ascii`
/// is US-ASCII), not the WHATWG Encoding Standard's, which maps
/// `iso-8859-1` and `us-ascii` to windows-1252: a body declared US-ASCII
/// that holds a byte above 0x7F fails rather than being read as something
/// it did not say it was.
enum TextCharset: Sendable, Equatable, CaseIterable {
    case utf8
    case usASCII
    case isoLatin1
    case windows1252

    /// The charset named by `label` (case-insensitive, surrounding spaces
    /// ignored), or `nil` for one this package does not decode.
    init?(label: String) {
        let label = MediaTypeParameters.trimmingSpaces(label[...]).lowercased()
        guard let charset = Self.labels[label] else { return nil }
        self = charset
    }

    /// The charset a `Content-Type` value declares: its `charset`
    /// parameter, quoted or not, matched case-insensitively; UTF-8 when
    /// there is no Content-Type or no `charset` parameter.
    ///
    /// Throws `TextDecodingFailure` (`.unknownCharset`) for a charset this
    /// package does not decode, an empty one included.
    static func declared(byContentType contentType: String?) throws(TextDecodingFailure) -> TextCharset {
        guard let contentType, let label = MediaTypeParameters.value(of: "charset", in: contentType) else {
            return .utf8
        }
        guard let charset = TextCharset(label: label) else {
            throw TextDecodingFailure(reason: .unknownCharset(label))
        }
        return charset
    }

    /// The charset's preferred name, for messages.
    var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .usASCII: "US-ASCII"
        case .isoLatin1: "ISO-8859-1"
        case .windows1252: "windows-1252"
        }
    }

    /// IANA names and aliases (lower case) of each charset.
    private static let labels: [String: TextCharset] = {
        var labels: [String: TextCharset] = [:]
        for label in ["utf-8", "utf8", "unicode-1-1-utf-8", "csutf8"] { labels[label] = .utf8 }
        for label in [
            "us-ascii", "ascii", "us", "iso-ir-6", "ansi_x3.4-1968", "ansi_x3.4-1986", "iso_646.irv:1991",
            "iso646-us", "ibm367", "cp367", "csascii",
        ] { labels[label] = .usASCII }
        for label in [
            "iso-8859-1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "iso88591", "latin1", "l1",
            "iso-ir-100", "ibm819", "cp819", "csisolatin1",
        ] { labels[label] = .isoLatin1 }
        for label in ["windows-1252", "cp1252", "x-cp1252", "cswindows1252"] { labels[label] = .windows1252 }
        return labels
    }()
}
