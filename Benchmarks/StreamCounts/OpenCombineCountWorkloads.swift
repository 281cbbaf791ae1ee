import OpenCombine

/// The same workloads on OpenCombine.
enum OpenCombineCountWorkloads {
    /// Six `map`s alternating with six `filter`s that pass everything.
    static func chain<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Upstream.Failure>
    where Upstream.Output == Int {
        // In steps: one long expression is too much for the type checker.
        let first = source
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
        let second = first
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
        return second
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
            .map { (value: Int) -> Int in value }.filter { (_: Int) -> Bool in true }
    }

    /// Pushes `operations` elements straight into the first operator, as
    /// Stream's side pushes into its `create` observer.
    static func pump<Operators: Publisher>(_ operations: Int, through operators: (DirectSource) -> Operators) -> Int
    where Operators.Output == Int, Operators.Failure == Never {
        let source = DirectSource()
        let sum = Sum()
        let subscription = operators(source).sink { sum.add($0) }
        guard let send = source.send else { fatalError("nothing subscribed") }
        for element in 0..<operations {
            send(element)
        }
        subscription.cancel()
        return sum.value
    }

    static func subject(_ operations: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        let sum = Sum()
        let subscription = subject.sink { sum.add($0) }
        for element in 0..<operations {
            subject.send(element)
        }
        subscription.cancel()
        return sum.value
    }

    static func pump(_ operations: Int) -> Int {
        pump(operations) { chain($0) }
    }

    /// A source that emits one element: `Just`, the nearest to `create` emitting one.
    static func churn(_ operations: Int) -> Int {
        let sum = Sum()
        for element in 0..<operations {
            let subscription = chain(Just(element)).sink { sum.add($0) }
            subscription.cancel()
        }
        return sum.value
    }

    static func flatMap(_ operations: Int) -> Int {
        pump(operations) { source in
            source
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
                .flatMap { Just($0) }
        }
    }

    /// `retry(2)` in Combine's counting is `retry(3)` in RxSwift's: three subscriptions.
    static func retry(_ operations: Int) -> Int {
        let sum = Sum()
        for _ in 0..<operations {
            var attempts = 0
            let source = Deferred { () -> AnyPublisher<Int, CountError> in
                attempts += 1
                return attempts <= 2
                    ? Fail(error: CountError()).eraseToAnyPublisher()
                    : Just(attempts).setFailureType(to: CountError.self).eraseToAnyPublisher()
            }
            let subscription = source.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { sum.add($0) })
            subscription.cancel()
        }
        return sum.value
    }

    static func catchError(_ operations: Int) -> Int {
        let sum = Sum()
        for _ in 0..<operations {
            let recovered = Fail<Int, CountError>(error: CountError()).catch { _ in Just(1) }
            let subscription = recovered.sink { sum.add($0) }
            subscription.cancel()
        }
        return sum.value
    }
}

/// An OpenCombine publisher whose elements the workload pushes itself, the
/// counterpart of a Stream `create` whose observer the workload keeps.
final class DirectSource: Publisher {
    typealias Output = Int
    typealias Failure = Never

    /// Sends one element to the subscriber; set when one subscribes.
    private(set) var send: ((Int) -> Void)?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        send = { value in _ = subscriber.receive(value) }
        subscriber.receive(subscription: UnlimitedSubscription())
    }
}

/// A subscription that asks nothing of its publisher.
private struct UnlimitedSubscription: Subscription {
    let combineIdentifier = CombineIdentifier()

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
