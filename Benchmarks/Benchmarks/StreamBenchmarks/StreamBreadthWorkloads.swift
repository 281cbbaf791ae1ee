import Benchmark
import Stream

/// RxSwift-breadth operators where threads meet, beside OpenCombine's
/// counterparts where it has one (OpenCombineBreadthWorkloads.swift), pumped
/// with `StreamWorkloads.pump`: 1M elements into a `create` observer the
/// benchmark keeps.
enum StreamBreadthWorkloads {
    /// `throttle(.zero)`: every element is past the window, so each one
    /// passes at once (the clock is a `TestScheduler` that does not move).
    static func pumpThrottlePassing(_ benchmark: Benchmark) {
        let scheduler = TestScheduler()
        StreamWorkloads.pump(benchmark) { $0.throttle(.zero, scheduler: scheduler) }
    }

    /// `throttle(1 s)` on a clock that does not move: after the first
    /// element, each one replaces the one waiting for the window's end.
    /// No peer: OpenCombine has no virtual clock.
    static func pumpThrottleWaiting(_ benchmark: Benchmark) {
        let scheduler = TestScheduler()
        StreamWorkloads.pump(benchmark) { $0.throttle(.seconds(1), scheduler: scheduler) }
    }

    /// `withLatestFrom` a stream that emitted once: each element reads it.
    static func pumpWithLatestFrom(_ benchmark: Benchmark) {
        let other = Observable.just(1)
        StreamWorkloads.pump(benchmark) { $0.withLatestFrom(other) { $0 &+ $1 } }
    }

    /// `combineLatest` with a stream that emitted once, the workload above
    /// written the way OpenCombine would have to (0.14.0 has no
    /// `combineLatest`, so this row stands in for the peer).
    static func pumpCombineLatestWithOne(_ benchmark: Benchmark) {
        let other = Observable.just(1)
        StreamWorkloads.pump(benchmark) { Observable.combineLatest($0, other) { $0 &+ $1 } }
    }

    /// 1M elements through the current inner of `map` + `switchLatest` (the
    /// source sent one element, which picked the inner).
    static func pumpSwitchLatest(_ benchmark: Benchmark) {
        StreamWorkloads.pumpCurrentInner(benchmark) { source, inner in source.map { _ in inner }.switchLatest() }
    }
}
