import OpenCombine

/// An OpenCombine publisher whose elements the benchmark pushes itself, the
/// counterpart of a `Stream` `create` whose observer the benchmark keeps: the
/// loop calls the first operator directly, with no subject, lock or demand
/// bookkeeping in between, on either side.
final class DirectSource: Publisher {
    typealias Output = Int
    typealias Failure = Never

    /// Sends one element to the subscriber; set when one subscribes.
    private(set) var send: ((Int) -> Void)?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        // Built here, where the subscriber's type is known, so the call is direct.
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
