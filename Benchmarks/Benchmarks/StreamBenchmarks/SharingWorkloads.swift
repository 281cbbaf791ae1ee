import Benchmark
import OpenCombine
import Stream

/// Sharing one source among subscribers, in both libraries: `share()`
/// against OpenCombine's `share()`, `publish()` + `connect()` against
/// `multicast { PassthroughSubject() }` + `connect()`. Each side's source is
/// its own subject, so the subject's cost is in both rows.
enum SharingWorkloads {
    /// How many summing subscribers the pumping workloads fan out to.
    static let subscriberCount = 3

    /// 1M elements through `share()` to three subscribers.
    static func pumpShareStream(_ benchmark: Benchmark) {
        let subject = PublishSubject<Int>()
        pump(subject.share(), send: subject.onNext, benchmark)
    }

    /// 1M elements through `publish()`, connected, to three subscribers.
    static func pumpPublishStream(_ benchmark: Benchmark) {
        let subject = PublishSubject<Int>()
        let published = subject.publish()
        let connection = published.connect()
        pump(published, send: subject.onNext, benchmark)
        connection.dispose()
    }

    /// One subscriber joining and leaving a `share()`: it connects and disconnects each time.
    static func churnShareStream(_ benchmark: Benchmark) {
        let shared = Observable<Int>.create { _ in Disposables.create() }.share()
        for _ in benchmark.scaledIterations {
            shared.subscribe(onNext: { blackHole($0) }).dispose()
        }
    }

    static func pumpShareOpenCombine(_ benchmark: Benchmark) {
        let subject = PassthroughSubject<Int, Never>()
        pump(subject.share(), send: subject.send, benchmark)
    }

    static func pumpMulticastOpenCombine(_ benchmark: Benchmark) {
        let subject = PassthroughSubject<Int, Never>()
        let multicast = subject.multicast { PassthroughSubject<Int, Never>() }
        let connection = multicast.connect()
        pump(multicast, send: subject.send, benchmark)
        connection.cancel()
    }

    static func churnShareOpenCombine(_ benchmark: Benchmark) {
        let shared = Empty<Int, Never>(completeImmediately: false).share()
        for _ in benchmark.scaledIterations {
            shared.sink { blackHole($0) }.cancel()
        }
    }

    private static func pump(_ shared: Observable<Int>, send: (Int) -> Void, _ benchmark: Benchmark) {
        let totals = (0..<subscriberCount).map { _ in Total() }
        let subscriptions = totals.map { total in shared.subscribe(onNext: { total.add($0) }) }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            send(element)
        }
        benchmark.stopMeasurement()
        for subscription in subscriptions { subscription.dispose() }
        for total in totals { blackHole(total.finish()) }
    }

    private static func pump<Shared: Publisher>(_ shared: Shared, send: (Int) -> Void, _ benchmark: Benchmark)
    where Shared.Output == Int, Shared.Failure == Never {
        let totals = (0..<subscriberCount).map { _ in Total() }
        let subscriptions = totals.map { total in shared.sink { total.add($0) } }
        benchmark.startMeasurement()
        for element in benchmark.scaledIterations {
            send(element)
        }
        benchmark.stopMeasurement()
        for subscription in subscriptions { subscription.cancel() }
        for total in totals { blackHole(total.finish()) }
    }
}
