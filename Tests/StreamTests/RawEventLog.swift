@testable import Stream

/// Collects what a subscription saw as a raw `ObserverNode`, with no grammar
/// guard of its own in between: an operator that sends anything after a
/// terminal event (or after disposal) shows up in `events`. Single-threaded use.
final class RawEventLog<Element>: ObserverNode<Element>, @unchecked Sendable {  // test-only; one thread
    private(set) var events: [Event<Element>] = []

    /// The node itself, to pass to `subscribe(_:)` like `EventLog.observer`.
    var observer: RawEventLog<Element> { self }

    override func onNext(_ element: Element) { events.append(.next(element)) }
    override func onError(_ error: any Error) { events.append(.error(error)) }
    override func onCompleted() { events.append(.completed) }
}
