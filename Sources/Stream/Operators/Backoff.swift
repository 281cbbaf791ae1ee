/// How long to wait before each retry: a constant, linear or exponential
/// schedule, optionally jittered.
///
/// `delay(forRetry:)` counts retries from 1 (the wait before the second
/// attempt). Delays are computed in nanoseconds and saturate instead of
/// overflowing, so a schedule can be asked about any retry number.
///
/// ```swift
/// let backoff = Backoff.exponential(initial: .milliseconds(500)).jittered(0.2)
/// backoff.delay(forRetry: 3)  // somewhere in 1.6 s ... 2 s
/// ```
public struct Backoff: Sendable, Equatable {
    enum Shape: Sendable, Equatable {
        case constant(Duration)
        case linear(Duration)
        case exponential(initial: Duration, multiplier: Double, maxDelay: Duration)
    }

    let shape: Shape
    /// The jitter fraction in 0...1; 0 means no jitter.
    let jitter: Double

    init(shape: Shape, jitter: Double = 0) {
        self.shape = shape
        self.jitter = jitter
    }

    /// The same `delay` before every retry.
    public static func constant(_ delay: Duration) -> Backoff {
        Backoff(shape: .constant(delay))
    }

    /// `step` before the first retry, `2 * step` before the second, and so on.
    public static func linear(_ step: Duration) -> Backoff {
        Backoff(shape: .linear(step))
    }

    /// `initial` before the first retry, multiplied by `multiplier` for each
    /// later one, never more than `maxDelay`.
    public static func exponential(
        initial: Duration, multiplier: Double = 2, maxDelay: Duration = .seconds(60)
    ) -> Backoff {
        Backoff(shape: .exponential(initial: initial, multiplier: multiplier, maxDelay: maxDelay))
    }

    /// This schedule with each delay `d` drawn uniformly from
    /// `[d * (1 - fraction), d]`, so many clients that failed together do not
    /// retry together. `fraction` is clamped to 0...1; jittering twice keeps
    /// the last fraction.
    public func jittered(_ fraction: Double) -> Backoff {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return Backoff(shape: shape, jitter: clamped)
    }

    /// The wait before retry number `retry` (1 for the first retry; values
    /// below 1 are treated as 1), jittered with the system's random generator.
    public func delay(forRetry retry: Int) -> Duration {
        var generator = SystemRandomNumberGenerator()
        return delay(forRetry: retry, using: &generator)
    }

    /// The wait before retry number `retry`, drawing jitter from `generator`
    /// (pass a seeded generator for reproducible delays).
    public func delay<Generator: RandomNumberGenerator>(
        forRetry retry: Int, using generator: inout Generator
    ) -> Duration {
        let nominal = nominalNanoseconds(forRetry: max(retry, 1))
        guard jitter > 0, nominal > 0 else { return Self.duration(nanoseconds: nominal) }
        let low = nominal * (1 - jitter)
        return Self.duration(nanoseconds: Double.random(in: low...nominal, using: &generator))
    }

    /// The un-jittered delay, in nanoseconds, never negative.
    private func nominalNanoseconds(forRetry retry: Int) -> Double {
        switch shape {
        case .constant(let delay):
            return Self.nanoseconds(delay)
        case .linear(let step):
            return Self.nanoseconds(step) * Double(retry)
        case .exponential(let initial, let multiplier, let maxDelay):
            let cap = Self.nanoseconds(maxDelay)
            let start = Self.nanoseconds(initial)
            // Zero grows to zero however often it is multiplied (the power
            // overflows to infinity after about 1,000 retries, and 0 * infinity is NaN).
            guard start > 0 else { return 0 }
            let grown = start * Self.power(multiplier, retry - 1)
            // A NaN (from a NaN multiplier) and overflow both fall back to the cap.
            return grown.isNaN ? cap : min(grown, cap)
        }
    }

    /// Largest delay we hand out: about 292 years, the most `Int64` nanoseconds hold.
    private static let maximumNanoseconds = Double(Int64.max / 2)

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return max(Double(seconds) * 1e9 + Double(attoseconds) / 1e9, 0)
    }

    private static func duration(nanoseconds: Double) -> Duration {
        guard nanoseconds.isFinite else { return .nanoseconds(Int64(maximumNanoseconds)) }
        return .nanoseconds(Int64(min(max(nanoseconds, 0), maximumNanoseconds).rounded()))
    }

    /// `base` raised to a non-negative integer power by squaring, so integral
    /// multipliers give exact results for small exponents.
    private static func power(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        var factor = base
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result *= factor }
            remaining >>= 1
            if remaining > 0 { factor *= factor }
            if result.isInfinite || result == 0 { break }
        }
        return result
    }
}
