import Benchmark

/// Every workload runs once per library, side by side, with the same shape:
/// `Stream` (this package), `OpenCombine` (the peer) and, where it makes sense,
/// plain composed closures as the floor. Names read "<workload>: <library>".
///
/// Pumping workloads use `scalingFactor: .mega` (one iteration = 1M events);
/// churn, flatMap and timer workloads `.kilo` (one iteration = 1,000
/// subscriptions, elements or timers; 100 iterations = 100k). The results
/// print scaled (marked `*`): per event, per subscription, per timer.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(10)
    )
    let pump = Benchmark.Configuration(scalingFactor: .mega, maxIterations: 15)
    let churn = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 100)
    // One iteration = 1,000 elements or timers, 100 iterations = 100k.
    let thousand = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 100)

    Benchmark("Pump subject: Stream", configuration: pump, closure: StreamWorkloads.pumpSubject)
    Benchmark("Pump subject: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpSubject)

    Benchmark("Pump 12 ops: Stream", configuration: pump, closure: StreamWorkloads.pumpChain)
    Benchmark("Pump 12 ops: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpChain)
    Benchmark("Pump 12 ops: closures", configuration: pump, closure: ClosureWorkloads.pumpChain)

    Benchmark("Pump 5 flatMap just: Stream", configuration: thousand, closure: StreamWorkloads.pumpFlatMap)
    Benchmark("Pump 5 flatMap just: OpenCombine", configuration: thousand, closure: OpenCombineWorkloads.pumpFlatMap)

    Benchmark("Churn 12 ops: Stream", configuration: churn, closure: StreamWorkloads.churnChain)
    Benchmark("Churn 12 ops: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnChain)

    Benchmark("Churn retry: Stream", configuration: churn, closure: StreamWorkloads.churnRetry)
    Benchmark("Churn retry: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnRetry)

    Benchmark("Churn catch: Stream", configuration: churn, closure: StreamWorkloads.churnCatch)
    Benchmark("Churn catch: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnCatch)

    // OpenCombine has no virtual-time scheduler: this row has no peer.
    Benchmark("TestScheduler timers: Stream", configuration: thousand, closure: StreamWorkloads.runTimers)
}
