import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Requests per second and CPU time per request (user + system, the whole
/// process: event loops, URLSession's threads and the decode included) of
/// one run.
struct Measurement {
    let requestsPerSecond: Double
    let cpuMicrosecondsPerRequest: Double

    /// `requests` calls of `row.get`, `inFlight` at a time (each of
    /// `inFlight` workers sends its share one after another).
    static func run(_ row: Row, requests: Int, inFlight: Int) async throws -> Measurement {
        let share = requests / inFlight
        let cpuBefore = cpuSeconds()
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<inFlight {
                group.addTask {
                    for _ in 0..<share { try await row.get() }
                }
            }
            try await group.waitForAll()
        }
        let elapsed = ContinuousClock.now - started
        let cpu = cpuSeconds() - cpuBefore
        let sent = Double(share * inFlight)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Measurement(requestsPerSecond: sent / seconds, cpuMicrosecondsPerRequest: cpu / sent * 1e6)
    }

    /// The process's CPU time so far, user plus system.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The median of each figure over `runs`, taken separately.
    static func median(_ runs: [Measurement]) -> Measurement {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Measurement(
            requestsPerSecond: middle(runs.map(\.requestsPerSecond)),
            cpuMicrosecondsPerRequest: middle(runs.map(\.cpuMicrosecondsPerRequest)))
    }
}
