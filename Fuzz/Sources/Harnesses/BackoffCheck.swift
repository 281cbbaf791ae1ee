import FuzzSupport
import Stream

/// The backoff a retry policy falls back to when there is no `Retry-After`:
/// any schedule (durations of any sign and size, any multiplier, NaN and
/// infinities included, any jitter) asked about any retry number gives a
/// delay, never a trap, never negative, and never more than the schedule's
/// un-jittered delay (constant: its delay; exponential: its cap).
enum BackoffCheck {
    static func run(_ input: inout FuzzInput) {
        let first = duration(&input), second = duration(&input)
        let multiplier = Double(bitPattern: UInt64(bitPattern: input.int64()))
        let jitter = Double(bitPattern: UInt64(bitPattern: input.int64()))
        let retry = Int(input.int64())
        let shape = input.choice(3)
        var backoff: Backoff
        switch shape {
        case 0: backoff = .constant(first)
        case 1: backoff = .linear(first)
        default: backoff = .exponential(initial: first, multiplier: multiplier, maxDelay: second)
        }
        if input.bool() { backoff = backoff.jittered(jitter) }
        let delay = backoff.delay(forRetry: retry)
        fuzzCheck(delay >= .zero, "\(backoff) gave a negative delay \(delay) for retry \(retry)")
        switch shape {
        case 0: fuzzCheck(delay <= max(first, .zero), "constant \(first) gave \(delay)")
        case 1: break
        default: fuzzCheck(delay <= max(second, .zero), "exponential capped at \(second) gave \(delay)")
        }
    }

    /// A duration of any size: whole seconds, attoseconds, or a mix.
    private static func duration(_ input: inout FuzzInput) -> Duration {
        switch input.choice(4) {
        case 0: return .seconds(input.int64())
        case 1: return .milliseconds(input.int64())
        case 2: return Duration(secondsComponent: input.int64(), attosecondsComponent: input.int64() % 1_000_000_000_000_000_000)
        default: return .nanoseconds(Int64(input.choice(256)))
        }
    }
}
