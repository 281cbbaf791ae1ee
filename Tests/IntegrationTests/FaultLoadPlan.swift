import Foundation

/// What each request of the fault-injected load run does: its method, its
/// `Idempotency-Key`, the fault script the server plays for it
/// (Tests/Fixtures/server.py, "Fault scripts"), and whether and when its
/// subscriber disposes it. Drawn from a seeded generator, so a run can be
/// repeated.
struct FaultLoadPlan {
    enum Method: String, CaseIterable, Sendable {
        case get = "GET", keyedPost = "POST with key", unkeyedPost = "POST without key"
    }

    enum Fault: String, CaseIterable, Sendable {
        case none = "ok", drop, unavailable = "503", slow, malformed, unauthorized = "401"
    }

    struct Request: Sendable {
        let number: Int
        let method: Method
        let fault: Fault
        /// Disposed this long after subscribing, or never.
        let disposeAfter: Duration?

        var id: String { "load-\(number)" }
    }

    /// The client's timeout for one attempt (whole seconds: FoundationNetworking
    /// rounds shorter ones up); a slow answer comes half a second later.
    static let timeout = Duration.seconds(1)
    static let slowAnswer = 1_500

    let requests: [Request]

    /// `count` requests: 60% GET, 20% POST with an `Idempotency-Key`, 20%
    /// POST without; 2% dropped connections, 2% 503 with `Retry-After: 0`,
    /// 1% slower than the timeout, 1% malformed JSON, 1% 401 until a refresh;
    /// 5% disposed 0 to 20 ms after subscribing.
    init(count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        requests = (0..<count).map { number in
            let methodDraw = random.next() % 100
            let method: Method = methodDraw < 60 ? .get : methodDraw < 80 ? .keyedPost : .unkeyedPost
            let faultDraw = random.next() % 100
            let fault: Fault = switch faultDraw {
            case 0..<2: .drop
            case 2..<4: .unavailable
            case 4: .slow
            case 5: .malformed
            case 6: .unauthorized
            default: .none
            }
            let disposeAfter: Duration? = random.next() % 100 < 5 ? .microseconds(Int64(random.next() % 20_000)) : nil
            return Request(number: number, method: method, fault: fault, disposeAfter: disposeAfter)
        }
    }

    /// The script the server plays: the fault once, then "ok".
    static func script(for fault: Fault) -> String {
        switch fault {
        case .none: "ok"
        case .drop: "drop,ok"
        case .unavailable: "503,ok"
        case .slow: "slow:\(slowAnswer),ok"
        case .malformed: "malformed"
        case .unauthorized: "401"
        }
    }
}

/// A small seeded generator (SplitMix64), so a plan can be drawn again.
/// (StreamTests has the same one as `SeededGenerator`; the two test targets
/// share no support module.)
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
