import Foundation
import FuzzSupport
import Handlers
import Requester
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `Retry-After` as `RetryPolicy.retryDelay(after:request:attempt:)` reads it,
/// and the backoff it falls back to.
///
/// Checks: never a trap; a delay is never negative and never more than
/// `Int64.max` milliseconds; a value of digits is exactly that many seconds
/// (saturated at `Int64.max` nanoseconds' worth); an HTTP date with a
/// four-digit year and its own weekday is the time from the policy's clock to
/// that date to the millisecond (zero when it is past), or not read at all
/// (the backoff then applies); the same header on a 429 with an API error
/// body gives the same delay; `maxRetryAfter` refuses exactly the delays
/// above it. Inputs are a raw header value, digits padded with
/// whitespace, a date built from fuzzed fields in one of the three HTTP
/// forms, or a fuzzed `Backoff` asked about a fuzzed retry number.
public enum RetryAfterHarness {
    /// The fallback backoff's delay: no header value can produce it (those
    /// are whole seconds or milliseconds), so a result equal to it means
    /// "the header was not used".
    static let fallback = Duration.nanoseconds(7)
    /// Where delay-seconds saturate: `Int64.max` nanoseconds in whole seconds
    /// (about 292 years).
    static let saturated = Duration.seconds(Int64.max / 1_000_000_000)
    /// The longest delay any header may give: an HTTP date is measured in
    /// milliseconds, so its delays may exceed `saturated`, but never this.
    static let bound = Duration.milliseconds(Int64.max)

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        switch input.choice(4) {
        case 0: checkHeader(String(decoding: input.rest(), as: UTF8.self), expected: nil, clock: 1_700_000_000)
        case 1: checkDigits(&input)
        case 2: checkDate(&input)
        default: BackoffCheck.run(&input)
        }
    }

    /// Digits with whitespace around them: exactly that many seconds, saturated.
    static func checkDigits(_ input: inout FuzzInput) {
        let spaces = [" ", "\t", ""]
        let lead = spaces[input.choice(3)], trail = spaces[input.choice(3)]
        let digits = String(input.rest().prefix(40).map { Character(UnicodeScalar(UInt8(ascii: "0") + $0 % 10)) })
        guard !digits.isEmpty else { return }
        let expected = Int64(digits).map { Duration.seconds(min($0, Int64.max / 1_000_000_000)) } ?? saturated
        checkHeader(lead + digits + trail, expected: expected, clock: 1_700_000_000)
    }

    /// A date in one of the three forms, from fuzzed (possibly invalid) fields.
    static func checkDate(_ input: inout FuzzInput) {
        let date = HTTPDateFields(&input)
        let clock = Int(input.int64() & 0xFF_FFFF_FFFF)  // up to year ~36,800
        let form = input.choice(3)
        let text = date.formatted(form: form)
        // Where the fields name a real instant with its own weekday and a
        // four-digit year, as HTTP writes them, the delay (if the date is
        // read) is known. RFC 850's two-digit year is not, and neither is a
        // year of other lengths: the platform's formatter reads two digits in
        // the other forms as a two-digit year too.
        var expected: Duration?
        if form != 1, date.yearDigits.count == 4, date.weekdayIsConsistent, let seconds = date.secondsSince1970 {
            let interval = seconds - Double(clock)
            if interval <= 0 {
                expected = .zero
            } else if interval * 1000 < Double(Int64.max / 2) {
                expected = .milliseconds(Int64((interval * 1000).rounded()))
            }
        }
        checkHeader(text, expected: expected, acceptUnread: true, clock: clock)
    }

    /// `value` as the `Retry-After` of a 503 to a GET, under policies with
    /// and without `maxRetryAfter`.
    static func checkHeader(_ value: String, expected: Duration?, acceptUnread: Bool = false, clock: Int) {
        let scheduler = TestScheduler(initialClock: clock, resolution: .seconds(1))
        let policy = RetryPolicy(maxAttempts: 3, backoff: .constant(fallback), maxRetryAfter: nil, scheduler: scheduler)
        var request = URLRequest(url: URL(string: "https://api.example.com/items")!)
        request.httpMethod = "GET"
        let response = HTTPResponse(statusCode: 503, headers: ["Retry-After": value])
        guard let delay = policy.retryDelay(after: .status(HTTPError(response: response)), request: request, attempt: 1)
        else { fuzzFailure("no delay for a retryable 503 to a GET (Retry-After: \(value.debugDescription))") }
        fuzzCheck(delay >= .zero && delay <= bound, "delay \(delay) out of bounds for \(value.debugDescription)")
        if let expected, delay != fallback || !acceptUnread {
            fuzzCheck(delay == expected, "Retry-After \(value.debugDescription) gave \(delay), expected \(expected)")
        }
        // The same, through an API error body on a 429.
        let api = APIError(code: "slow_down", title: "Slow down", response: HTTPResponse(
            statusCode: 429, headers: ["retry-after": value]))
        let apiDelay = policy.retryDelay(after: .api(api), request: request, attempt: 1)
        fuzzCheck(apiDelay == delay, "a 429 API error gave \(String(describing: apiDelay)), the 503 \(delay)")
        // A cap refuses exactly what is above it (the fallback is below every cap here).
        var capped = policy
        capped.maxRetryAfter = .seconds(60)
        let cappedDelay = capped.retryDelay(
            after: .status(HTTPError(response: response)), request: request, attempt: 1)
        fuzzCheck(
            cappedDelay == (delay > .seconds(60) ? nil : delay),
            "maxRetryAfter 60 s gave \(String(describing: cappedDelay)) for \(delay)")
    }
}
