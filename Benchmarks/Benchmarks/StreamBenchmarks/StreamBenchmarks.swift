import Benchmark

/// Every workload runs once per library, side by side, with the same shape:
/// `Stream` (this package), `OpenCombine` (the peer) and, where it makes sense,
/// plain composed closures as the floor. Names read "<workload>: <library>".
///
/// Pumping workloads use `scalingFactor: .mega` (one iteration = 1M events)
/// and churn workloads `.kilo` (one iteration = 1,000 subscriptions, 100
/// iterations = 100k); run with `--scale` to read per event / per subscription.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(10)
    )
    let pump = Benchmark.Configuration(scalingFactor: .mega, maxIterations: 15)
    let churn = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 100)

    Benchmark("Pump subject: Stream", configuration: pump, closure: StreamWorkloads.pumpSubject)
    Benchmark("Pump subject: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpSubject)

    Benchmark("Pump 12 ops: Stream", configuration: pump, closure: StreamWorkloads.pumpChain)
    Benchmark("Pump 12 ops: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpChain)
    Benchmark("Pump 12 ops: closures", configuration: pump, closure: ClosureWorkloads.pumpChain)

    Benchmark("Churn 12 ops: Stream", configuration: churn, closure: StreamWorkloads.churnChain)
    Benchmark("Churn 12 ops: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnChain)

    Benchmark("Churn retry: Stream", configuration: churn, closure: StreamWorkloads.churnRetry)
    Benchmark("Churn retry: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnRetry)

    Benchmark("Churn catch: Stream", configuration: churn, closure: StreamWorkloads.churnCatch)
    Benchmark("Churn catch: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnCatch)
}
