import Benchmark
import OpenCombine

/// OpenCombine's counterparts of `StreamBreadthWorkloads`.
enum OpenCombineBreadthWorkloads {
    /// `throttle(for: 0)` on the immediate scheduler: each element passes.
    static func pumpThrottlePassing(_ benchmark: Benchmark) {
        OpenCombineWorkloads.pump(benchmark) { source in
            source.throttle(for: .zero, scheduler: ImmediateScheduler.shared, latest: true)
        }
    }
}
