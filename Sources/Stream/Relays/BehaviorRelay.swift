/// A `BehaviorSubject` that never ends: it holds a current `value`, each new
/// subscriber receives it at once, and `accept(_:)` replaces it and sends it
/// to every subscriber; nothing can fail or complete it (RxRelay's
/// `BehaviorRelay`).
///
/// Accepting, reading, subscribing and disposing are safe from any thread;
/// as with a subject, the senders must not call `accept` concurrently with
/// each other.
// @unchecked: its only state is `core`, which keeps everything behind its lock.
public final class BehaviorRelay<Element>: Observable<Element>, @unchecked Sendable {
    private let core = ReplayingSubjectCore<Element>(bufferSize: 1, replaysAfterTermination: false)

    /// A relay whose current value is `value` until the first `accept`.
    public init(value: Element) {
        core.onNext(value)
    }

    /// The current value: the latest accepted element, or the initial value.
    public var value: Element {
        // The buffer always holds the initial value or a later element, and
        // a relay never ends, so there is always one.
        core.latestElement!
    }

    /// Makes `element` the current value and sends it to every subscriber.
    public func accept(_ element: Element) {
        core.onNext(element)
    }

    /// Whether anyone is subscribed (for tests; RxRelay has no such member).
    var hasObservers: Bool { core.hasObservers }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        core.subscription(for: observer)
    }
}
