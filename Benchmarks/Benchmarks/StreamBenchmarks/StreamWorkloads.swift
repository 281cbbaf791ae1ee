import Benchmark
import Stream

/// The workloads written against `Stream`'s public API.
enum StreamWorkloads {
    /// Six maps alternating with six filters that pass everything.
    static func chain(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 &+ 1 }.filter { $0 >= 0 }
            .map { $0 &+ 2 }.filter { $0 >= 1 }
            .map { $0 &+ 3 }.filter { $0 >= 2 }
            .map { $0 &+ 4 }.filter { $0 >= 3 }
            .map { $0 &+ 5 }.filter { $0 >= 4 }
            .map { $0 &+ 6 }.filter { $0 >= 5 }
    }

    /// 1M elements pushed through the chain into a summing subscriber.
    /// Only the pumping is measured (zero mallocs expected).
    static func pumpChain(_ benchmark: Benchmark) {
        pump(benchmark, through: chain)
    }

    /// Elements pushed into a `create` observer the benchmark keeps, through
    /// `operators`, into a summing subscriber; only the pumping is measured.
    static func pump(_ benchmark: Benchmark, through operators: (Observable<Int>) -> Observable<Int>) {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let total = Total()
        let subscription = operators(source).subscribe(onNext: { total.add($0) })
        guard let observer = captured else { fatalError("create did not run") }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            observer.onNext(element)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(total.finish())
    }

    /// 1M elements sent by a `PublishSubject` to one summing subscriber.
    static func pumpSubject(_ benchmark: Benchmark) {
        let subject = PublishSubject<Int>()
        let total = Total()
        let subscription = subject.subscribe(onNext: { total.add($0) })
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            subject.onNext(element)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(total.finish())
    }

    /// Build the source and the chain, subscribe, dispose.
    static func churnChain(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            let source = Observable<Int>.create { _ in Disposables.create() }
            let subscription = chain(source).subscribe(onNext: { blackHole($0) })
            subscription.dispose()
        }
    }

    /// `retry(3)` over a source that fails twice, then emits and completes:
    /// three subscriptions to the source per iteration.
    static func churnRetry(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts <= 2 ? .error(BenchmarkError()) : .just(attempts)
            }
            let subscription = source.retry(3).subscribe(onNext: { blackHole($0) })
            subscription.dispose()
        }
    }

    /// A failing source recovered by `catchError` into `just`.
    static func churnCatch(_ benchmark: Benchmark) {
        for _ in benchmark.scaledIterations {
            let recovered = Observable<Int>.error(BenchmarkError()).catchError { _ in .just(1) }
            let subscription = recovered.subscribe(onNext: { blackHole($0) })
            subscription.dispose()
        }
    }

    /// Elements pushed through five `flatMap { just }` into a summing subscriber:
    /// every element subscribes five inner streams.
    static func pumpFlatMap(_ benchmark: Benchmark) {
        pump(benchmark) { source in
            source
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
                .flatMap { Observable.just($0) }
        }
    }

    /// 1M elements through the current inner of a `flatMapLatest` (the
    /// source sent one element, which picked the inner).
    static func pumpFlatMapLatest(_ benchmark: Benchmark) {
        pumpCurrentInner(benchmark) { source, inner in source.flatMapLatest { _ in inner } }
    }

    /// Pumps `benchmark.scaledIterations` elements into the inner stream that
    /// `switching` made current when the source sent its one element.
    static func pumpCurrentInner(
        _ benchmark: Benchmark, switching: (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) {
        var outer: AnyObserver<Int>?
        var inner: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            outer = observer
            return Disposables.create()
        }
        let innerSource = Observable<Int>.create { observer in
            inner = observer
            return Disposables.create()
        }
        let total = Total()
        let subscription = switching(source, innerSource).subscribe(onNext: { total.add($0) })
        outer?.onNext(0)
        guard let observer = inner else { fatalError("the inner was not subscribed") }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            observer.onNext(element)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(total.finish())
    }

    /// A `TestScheduler` running one-shot timers due at spread-out virtual times.
    static func runTimers(_ benchmark: Benchmark) {
        let scheduler = TestScheduler()
        let total = Total()
        for index in benchmark.scaledIterations {
            _ = Observable<Int>.timer(.seconds(index % 97 + 1), scheduler: scheduler)
                .subscribe(onNext: { total.add($0) })
        }
        scheduler.start()
        blackHole(total.finish())
    }
}
