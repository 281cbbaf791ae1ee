import Benchmark

/// The floor: the same twelve steps as closures composed at run time, each
/// calling the next (no library, no grammar, no disposal).
enum ClosureWorkloads {
    static func pumpChain(_ benchmark: Benchmark) {
        let total = Total()
        var stage: (Int) -> Void = { total.add($0) }
        // Built from the end: filter(>= 5) is the last step before the sum.
        for step in (1...6).reversed() {
            let next = stage
            let bound = step - 1
            let filtered: (Int) -> Void = { if $0 >= bound { next($0) } }
            stage = { filtered($0 &+ step) }
        }
        let pipeline = stage
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            pipeline(element)
        }
        benchmark.stopMeasurement()
        blackHole(total.finish())
    }
}
