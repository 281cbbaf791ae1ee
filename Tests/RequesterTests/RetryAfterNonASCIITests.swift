import Foundation
import Handlers
import Requester
import Stream
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Retry-After` that is not ASCII is not an HTTP date (RFC 9110, 5.6.7):
/// the backoff applies, and the value never reaches `DateFormatter`, which on
/// Linux leaks about 150 bytes per parse of text holding a character beyond
/// U+FFFF. Found by Fuzz/'s RetryAfter harness under LeakSanitizer; the
/// leaking inputs are in Fuzz/Corpus/RetryAfter/finding-leak-*, which
/// `bash Fuzz/run` replays under LeakSanitizer on every CI run (a test here
/// cannot see a leak of that size among the other tests' allocations).
@Suite("Retry-After: values that are not ASCII")
struct RetryAfterNonASCIITests {
    let scheduler = TestScheduler(initialClock: 1_445_412_000, resolution: .seconds(1))  // 2015-10-21 07:20:00

    func delay(_ value: String) -> Duration? {
        let policy = RetryPolicy(backoff: .constant(.milliseconds(250)), maxRetryAfter: nil, scheduler: scheduler)
        let response = HTTPResponse(statusCode: 503, headers: ["Retry-After": value])
        return policy.retryDelay(
            after: .status(HTTPError(response: response)),
            request: URLRequest(url: URL(string: "https://api.example.com/items")!), attempt: 1)
    }

    @Test func anASCIIDateIsRead() {
        #expect(delay("Wed, 21 Oct 2015 07:28:00 GMT") == .seconds(480))
    }

    @Test(arguments: ["Wed, 21 Oct 2015 07:28:00 GMT😀", "😀", "Wéd, 21 Oct 2015 07:28:00 GMT", "\u{10A69}5"])
    func aValueThatIsNotASCIIGetsTheBackoff(value: String) {
        #expect(delay(value) == .milliseconds(250))
    }
}
