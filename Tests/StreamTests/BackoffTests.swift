import Testing
@testable import Stream

/// A deterministic generator (SplitMix64) so jittered delays are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Backoff: delay schedules for retries")
struct BackoffTests {
    @Test func constantWaitsTheSameBeforeEveryRetry() {
        let backoff = Backoff.constant(.milliseconds(250))
        #expect((1...5).map(backoff.delay(forRetry:)) == Array(repeating: .milliseconds(250), count: 5))
    }

    @Test func linearGrowsByOneStepPerRetry() {
        let backoff = Backoff.linear(.milliseconds(100))
        #expect((1...4).map(backoff.delay(forRetry:)) == [.milliseconds(100), .milliseconds(200), .milliseconds(300), .milliseconds(400)])
    }

    @Test func exponentialDoublesFromInitialByDefault() {
        let backoff = Backoff.exponential(initial: .milliseconds(500))
        #expect((1...4).map(backoff.delay(forRetry:)) == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func exponentialUsesTheGivenMultiplier() {
        let backoff = Backoff.exponential(initial: .milliseconds(100), multiplier: 3)
        #expect((1...3).map(backoff.delay(forRetry:)) == [.milliseconds(100), .milliseconds(300), .milliseconds(900)])
    }

    @Test func exponentialStopsGrowingAtMaxDelay() {
        let backoff = Backoff.exponential(initial: .seconds(1), maxDelay: .seconds(5))
        #expect((1...5).map(backoff.delay(forRetry:)) == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)])
    }

    @Test func exponentialDefaultCapIsSixtySeconds() {
        #expect(Backoff.exponential(initial: .seconds(1)).delay(forRetry: 30) == .seconds(60))
    }

    @Test func hugeRetryNumbersSaturateInsteadOfOverflowing() {
        #expect(Backoff.exponential(initial: .seconds(1), maxDelay: .seconds(10)).delay(forRetry: .max) == .seconds(10))
        let linear = Backoff.linear(.seconds(1_000_000)).delay(forRetry: .max)
        #expect(linear == .seconds(Int64.max))
    }

    @Test func constantAndLinearDelaysAreExactAtAnySize() {
        let twoHundredYears = Duration.seconds(200 * 365 * 86_400)
        #expect(Backoff.constant(twoHundredYears).delay(forRetry: 1) == twoHundredYears)
        let oddNanoseconds = Duration.nanoseconds((Int64(1) << 53) + 1)  // not a Double
        #expect(Backoff.constant(oddNanoseconds).delay(forRetry: 7) == oddNanoseconds)
        #expect(Backoff.linear(oddNanoseconds).delay(forRetry: 3) == oddNanoseconds * 3)
        #expect(Backoff.exponential(initial: oddNanoseconds, maxDelay: twoHundredYears).delay(forRetry: 1) == oddNanoseconds)
        #expect(Backoff.constant(.nanoseconds(-5)).delay(forRetry: 1) == .zero)
    }

    @Test func aJitteredHugeDelayStaysInItsRange() {
        let twoHundredYears = Duration.seconds(200 * 365 * 86_400)
        let backoff = Backoff.constant(twoHundredYears).jittered(0.5)
        for _ in 0..<100 {
            let delay = backoff.delay(forRetry: 1)
            #expect(delay >= twoHundredYears / 2 && delay <= twoHundredYears)
        }
    }

    @Test func retryNumbersBelowOneCountAsTheFirstRetry() {
        let backoff = Backoff.linear(.seconds(1))
        #expect(backoff.delay(forRetry: 0) == .seconds(1))
        #expect(backoff.delay(forRetry: -3) == .seconds(1))
    }

    @Test func negativeDurationsBecomeZero() {
        #expect(Backoff.constant(.seconds(-1)).delay(forRetry: 1) == .zero)
    }

    @Test func jitterDrawsFromTheLowerFractionOfTheDelay() {
        let backoff = Backoff.constant(.seconds(10)).jittered(0.5)
        var generator = SeededGenerator(state: 42)
        var seen = Set<Duration>()
        for _ in 0..<200 {
            let delay = backoff.delay(forRetry: 1, using: &generator)
            #expect(delay >= .seconds(5) && delay <= .seconds(10))
            seen.insert(delay)
        }
        #expect(seen.count > 100)
    }

    @Test func jitterWithTheSameSeedRepeats() {
        let backoff = Backoff.exponential(initial: .seconds(1)).jittered(0.3)
        var first = SeededGenerator(state: 7)
        var second = SeededGenerator(state: 7)
        let a = (1...5).map { backoff.delay(forRetry: $0, using: &first) }
        let b = (1...5).map { backoff.delay(forRetry: $0, using: &second) }
        #expect(a == b)
    }

    @Test func jitterFractionIsClampedToZeroThroughOne() {
        #expect(Backoff.constant(.seconds(1)).jittered(-1) == Backoff.constant(.seconds(1)))
        let full = Backoff.constant(.seconds(1)).jittered(7)
        var generator = SeededGenerator(state: 1)
        for _ in 0..<50 {
            let delay = full.delay(forRetry: 1, using: &generator)
            #expect(delay >= .zero && delay <= .seconds(1))
        }
    }

    @Test func zeroJitterIsExact() {
        #expect(Backoff.linear(.milliseconds(30)).jittered(0).delay(forRetry: 2) == .milliseconds(60))
    }

    @Test func backoffIsSendable() {
        let backoff: any Sendable = Backoff.constant(.seconds(1))
        #expect(backoff is Backoff)
    }

    @Test func exponentialFromZeroStaysZeroForAnyRetry() {
        let backoff = Backoff.exponential(initial: .zero)
        #expect([1, 10, 1_025, 1_100, Int.max].map(backoff.delay(forRetry:)) == Array(repeating: .zero, count: 5))
    }
}
