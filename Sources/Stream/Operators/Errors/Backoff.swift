/// How long to wait before each retry: a constant, linear or exponential
/// schedule, optionally jittered.
///
/// `delay(forRetry:)` counts retries from 1 (the wait before the second
/// attempt). Constant and linear delays are exact; exponential growth and
/// jitter are computed in floating point. Delays saturate instead of
/// overflowing (at `Int64.max` seconds; schedulers clamp far below that), so
/// a schedule can be asked about any retry number.
///
/// ```swift
/// let backoff = Backoff.exponential(initial: .milliseconds(500)).jittered(0.2)
/// backoff.delay(forRetry: 3)  // somewhere in 1.6 s ... 2 s
/// ```
///
/// See <doc:OperatorsByExample#Backoff-forms> for an example with its output.
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
        let nominal = nominalDelay(forRetry: max(retry, 1))
        guard jitter > 0, nominal > .zero else { return nominal }
        // Drawn in floating point: its precision is far finer than any spread.
        let high = Double(nominal.attosecondCount)
        let drawn = Double.random(in: high * (1 - jitter)...high, using: &generator)
        return min(Duration(attosecondCount: Int128(drawn.rounded())), nominal)
    }

    /// The un-jittered delay, never negative.
    private func nominalDelay(forRetry retry: Int) -> Duration {
        switch shape {
        case .constant(let delay):
            return max(delay, .zero)
        case .linear(let step):
            guard step > .zero else { return .zero }
            let (product, overflow) = step.attosecondCount.multipliedReportingOverflow(by: Int128(retry))
            return Duration(attosecondCount: overflow ? .max : product)
        case .exponential(let initial, let multiplier, let maxDelay):
            let cap = max(maxDelay, .zero)
            // Zero grows to zero however often it is multiplied (the power
            // overflows to infinity after about 1,000 retries, and 0 * infinity is NaN).
            guard initial > .zero else { return .zero }
            guard retry > 1 else { return min(initial, cap) }
            let grown = Double(initial.attosecondCount) * Self.power(multiplier, retry - 1)
            // A NaN (from a NaN multiplier) and overflow both fall back to the cap.
            guard !grown.isNaN, grown < Double(cap.attosecondCount) else { return cap }
            return Duration(attosecondCount: Int128(max(grown, 0).rounded()))
        }
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
