import Benchmark
import OpenCombine

/// The same workloads written against OpenCombine.
enum OpenCombineWorkloads {
    /// Six maps alternating with six filters that pass everything.
    static func chain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        // Split in steps: one long expression is too much for the type checker.
        let third = source
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value >= 0 }
            .map { (value: Int) -> Int in value &+ 2 }.filter { (value: Int) -> Bool in value >= 1 }
        let twoThirds = third
            .map { (value: Int) -> Int in value &+ 3 }.filter { (value: Int) -> Bool in value >= 2 }
            .map { (value: Int) -> Int in value &+ 4 }.filter { (value: Int) -> Bool in value >= 3 }
        return twoThirds
            .map { (value: Int) -> Int in value &+ 5 }.filter { (value: Int) -> Bool in value >= 4 }
            .map { (value: Int) -> Int in value &+ 6 }.filter { (value: Int) -> Bool in value >= 5 }
    }

    /// Pushed straight into the first operator, as `Stream`'s side pushes
    /// into its `create` observer (see `DirectSource`).
    static func pumpChain(_ benchmark: Benchmark) {
        pump(benchmark) { chain($0) }
    }

    /// Pumps `benchmark.scaledIterations` elements from a `DirectSource`
    /// through `operators` into a summing subscriber, as
    /// `StreamWorkloads.pump(_:through:)` does on Stream's side.
    static func pump<Operators: Publisher>(_ benchmark: Benchmark, through operators: (DirectSource) -> Operators)
    where Operators.Output == Int, Operators.Failure == Never {
        let source = DirectSource()
        let total = Total()
        let subscription = operators(source).sink { total.add($0) }
        guard let send = source.send else { fatalError("nothing subscribed") }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            send(element)
        }
        benchmark.stopMeasurement()
        subscription.cancel()
        blackHole(total.finish())
    }

    static func pumpSubject(_ benchmark: Benchmark) {
        let subject = PassthroughSubject<Int, Never>()
        let total = Total()
        let subscription = subject.sink { total.add($0) }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            subject.send(element)
        }
        benchmark.stopMeasurement()
        subscription.cancel()
        blackHole(total.finish())
    }

    /// Over a source that never emits and holds nothing, as `Stream`'s
    /// `create { _ in Disposables.create() }` (a struct here, where `Stream`'s
    /// observable is a class by contract).
    static func churnChain(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            let subscription = chain(Empty<Int, Never>(completeImmediately: false)).sink { blackHole($0) }
            subscription.cancel()
        }
    }

    /// `retry(2)` in Combine's counting (retries after the first attempt),
    /// which is `retry(3)` in RxSwift's: three subscriptions per iteration.
    static func churnRetry(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            var attempts = 0
            let source = Deferred { () -> AnyPublisher<Int, BenchmarkError> in
                attempts += 1
                return attempts <= 2
                    ? Fail(error: BenchmarkError()).eraseToAnyPublisher()
                    : Just(attempts).setFailureType(to: BenchmarkError.self).eraseToAnyPublisher()
            }
            let subscription = source.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { blackHole($0) })
            subscription.cancel()
        }
    }

    static func churnCatch(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            let recovered = Fail<Int, BenchmarkError>(error: BenchmarkError()).catch { _ in Just(1) }
            let subscription = recovered.sink { blackHole($0) }
            subscription.cancel()
        }
    }

    static func pumpFlatMap(_ benchmark: Benchmark) {
        pump(benchmark) { source in
            source
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
        }
    }

    /// 1M elements through the current inner of `map` + `switchToLatest`
    /// (the source sent one element, which picked the inner).
    static func pumpFlatMapLatest(_ benchmark: Benchmark) {
        let source = DirectSource()
        let innerSource = DirectSource()
        let total = Total()
        let subscription = source
            .map { _ in innerSource }
            .switchToLatest()
            .sink { total.add($0) }
        guard let sendOuter = source.send else { fatalError("nothing subscribed") }
        sendOuter(0)
        guard let send = innerSource.send else { fatalError("the inner was not subscribed") }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            send(element)
        }
        benchmark.stopMeasurement()
        subscription.cancel()
        blackHole(total.finish())
    }
}
