import Foundation

/// Reads a `Retry-After` header: delay-seconds (`"120"`) or an HTTP date
/// (`"Wed, 21 Oct 2015 07:28:00 GMT"`, also the obsolete RFC 850 and asctime
/// forms RFC 9110 asks recipients to accept).
enum RetryAfter {
    /// The wait the header asks for, measured from `now`; a date in the past
    /// gives `.zero`. `nil` when the value is neither form.
    static func delay(_ value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            // More digits than an Int64 holds means "very long": saturate.
            guard let seconds = Int64(trimmed) else { return .seconds(Int64.max / 1_000_000_000) }
            return .seconds(min(seconds, Int64.max / 1_000_000_000))
        }
        // An HTTP date is ASCII (RFC 9110, 5.6.7). Anything else is refused
        // before it reaches the formatter: on Linux, Foundation's
        // DateFormatter leaks about 150 bytes per parse of text holding a
        // character beyond U+FFFF (an emoji), whatever the formatter, and a
        // server picks the header (found by Fuzz/'s RetryAfter harness).
        guard trimmed.utf8.allSatisfy({ $0 < 0x80 }), let date = httpDate(trimmed) else { return nil }
        let interval = date.timeIntervalSince(now)
        guard interval > 0 else { return .zero }
        return .milliseconds(Int64((interval * 1000).rounded()))
    }

    /// The date in `value`, tried in each of the three HTTP date forms.
    /// Formatters are made per call: this runs only for a retryable failure
    /// that carries the header, and a fresh formatter needs no lock.
    static func httpDate(_ value: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: value) { return date }
        }
        return nil
    }

    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz",  // IMF-fixdate
        "EEEE, dd-MMM-yy HH:mm:ss zzz",  // RFC 850
        "EEE MMM d HH:mm:ss yyyy",  // asctime
    ]
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
