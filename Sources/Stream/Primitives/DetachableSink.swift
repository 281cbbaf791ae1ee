/// What work that outlives a subscription (a scheduled action, a task) holds
/// instead of the sink itself: disposal detaches the sink, so the chain and
/// everything its closures captured go at once, not when the work ends.
final class DetachableSink<Target: AnyObject>: Sendable {
    private let target = DetachableReference<Target>()

    /// The sink, until it is detached.
    var sink: Target? { target.current }

    func attach(_ sink: Target) { target.attach(sink) }
    func detach() { target.detach() }
}
