import Benchmark
import BenchmarkSupport

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
        metrics: [.wallClock],  // and mallocs in a run of their own: see timedAndCounted
        warmupIterations: 2,
        maxDuration: .seconds(10)
    )
    let pump = Benchmark.Configuration(scalingFactor: .mega, maxIterations: 15)
    let churn = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 100)
    // One iteration = 1,000 elements or timers, 100 iterations = 100k.
    let thousand = Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 100)

    timedAndCounted("Pump subject: Stream", configuration: pump, closure: StreamWorkloads.pumpSubject)
    timedAndCounted("Pump subject: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpSubject)

    timedAndCounted("Pump 12 ops: Stream", configuration: pump, closure: StreamWorkloads.pumpChain)
    timedAndCounted("Pump 12 ops: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpChain)
    timedAndCounted("Pump 12 ops: closures", configuration: pump, closure: ClosureWorkloads.pumpChain)

    timedAndCounted("Pump 5 flatMap just: Stream", configuration: thousand, closure: StreamWorkloads.pumpFlatMap)
    timedAndCounted("Pump 5 flatMap just: OpenCombine", configuration: thousand, closure: OpenCombineWorkloads.pumpFlatMap)

    timedAndCounted("Pump flatMapLatest inner: Stream", configuration: pump, closure: StreamWorkloads.pumpFlatMapLatest)
    timedAndCounted("Pump flatMapLatest inner: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpFlatMapLatest)

    timedAndCounted("Churn 12 ops: Stream", configuration: churn, closure: StreamWorkloads.churnChain)
    timedAndCounted("Churn 12 ops: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnChain)

    timedAndCounted("Churn retry: Stream", configuration: churn, closure: StreamWorkloads.churnRetry)
    timedAndCounted("Churn retry: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnRetry)

    timedAndCounted("Churn catch: Stream", configuration: churn, closure: StreamWorkloads.churnCatch)
    timedAndCounted("Churn catch: OpenCombine", configuration: churn, closure: OpenCombineWorkloads.churnCatch)

    // One subject shared by three summing subscribers (SharingWorkloads.swift).
    timedAndCounted("Pump share x3: Stream", configuration: pump, closure: SharingWorkloads.pumpShareStream)
    timedAndCounted("Pump share x3: OpenCombine", configuration: pump, closure: SharingWorkloads.pumpShareOpenCombine)
    timedAndCounted("Pump publish/multicast x3: Stream", configuration: pump, closure: SharingWorkloads.pumpPublishStream)
    timedAndCounted(
        "Pump publish/multicast x3: OpenCombine", configuration: pump, closure: SharingWorkloads.pumpMulticastOpenCombine)
    timedAndCounted("Churn share: Stream", configuration: churn, closure: SharingWorkloads.churnShareStream)
    timedAndCounted("Churn share: OpenCombine", configuration: churn, closure: SharingWorkloads.churnShareOpenCombine)

    // OpenCombine has no virtual-time scheduler: this row has no peer.
    timedAndCounted("TestScheduler timers: Stream", configuration: thousand, closure: StreamWorkloads.runTimers)

    // RxSwift breadth (StreamBreadthWorkloads.swift, OpenCombineBreadthWorkloads.swift).
    timedAndCounted("Pump throttle passing: Stream", configuration: pump, closure: StreamBreadthWorkloads.pumpThrottlePassing)
    timedAndCounted(
        "Pump throttle passing: OpenCombine", configuration: pump,
        closure: OpenCombineBreadthWorkloads.pumpThrottlePassing)
    // No peer: OpenCombine has no clock that stands still.
    timedAndCounted("Pump throttle waiting: Stream", configuration: pump, closure: StreamBreadthWorkloads.pumpThrottleWaiting)

    // OpenCombine 0.14.0 has neither withLatestFrom nor combineLatest: Stream's
    // own combineLatest with a stream that emitted once is the reference.
    timedAndCounted("Pump withLatestFrom: Stream", configuration: pump, closure: StreamBreadthWorkloads.pumpWithLatestFrom)
    timedAndCounted(
        "Pump combineLatest with one: Stream", configuration: pump,
        closure: StreamBreadthWorkloads.pumpCombineLatestWithOne)

    timedAndCounted("Pump switchLatest inner: Stream", configuration: pump, closure: StreamBreadthWorkloads.pumpSwitchLatest)
    // The same workload as flatMapLatest's: `map` + `switchToLatest` is OpenCombine's switchLatest.
    timedAndCounted(
        "Pump switchLatest inner: OpenCombine", configuration: pump, closure: OpenCombineWorkloads.pumpFlatMapLatest)
}
