import Benchmark
import OpenCombine

/// OpenCombine's counterparts of `StreamBreadthWorkloads`.
enum OpenCombineBreadthWorkloads {
    /// `throttle(for: 0)` on the immediate scheduler: each element passes.
    static func pumpThrottlePassing(_ benchmark: Benchmark) {
        let source = DirectSource()
        let total = Total()
        let subscription = source
            .throttle(for: .zero, scheduler: ImmediateScheduler.shared, latest: true)
            .sink { total.add($0) }
        guard let send = source.send else { fatalError("nothing subscribed") }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            send(element)
        }
        benchmark.stopMeasurement()
        subscription.cancel()
        blackHole(total.finish())
    }
}
