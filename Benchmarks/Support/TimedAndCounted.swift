import Benchmark

/// Registers a workload twice: `name`, timed with malloc counting off, and
/// `name (mallocs)`, counted in a short run of its own.
///
/// While it counts, the malloc interposer updates its counters on every
/// `malloc` and `free` inside the measured region, so counting adds a cost
/// per allocation to the measured time, and the side that allocates more pays
/// more of it. Counts are exact, so a few iterations give them.
public func timedAndCounted(
    _ name: String, configuration: Benchmark.Configuration,
    closure: @escaping Benchmark.BenchmarkClosure
) {
    var timed = configuration
    timed.metrics = [.wallClock]
    Benchmark(name, configuration: timed, closure: closure)
    var counted = configuration
    counted.metrics = [.mallocCountTotal]
    counted.warmupIterations = 1
    counted.maxIterations = min(configuration.maxIterations, 3)
    Benchmark(name + " (mallocs)", configuration: counted, closure: closure)
}
