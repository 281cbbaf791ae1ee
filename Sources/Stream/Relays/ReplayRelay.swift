/// A `ReplaySubject` that never ends: each new subscriber first receives the
/// elements it keeps, then every element `accept(_:)` sends (RxRelay's
/// `ReplayRelay`).
///
/// Accepting, subscribing and disposing are safe from any thread; as with a
/// subject, the senders must not call `accept` concurrently with each other.
// @unchecked: its only state is `core`, which keeps everything behind its lock.
public final class ReplayRelay<Element>: Observable<Element>, @unchecked Sendable {
    private let core: ReplayingSubjectCore<Element>

    private init(bufferSize: Int?) {
        core = ReplayingSubjectCore(bufferSize: bufferSize, replaysAfterTermination: true)
    }

    /// A relay replaying the last `bufferSize` elements to new subscribers
    /// (0 or less: none).
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: max(0, bufferSize))
    }

    /// A relay replaying every element it was sent. Its memory grows with each
    /// element; prefer `create(bufferSize:)` for long-lived relays.
    /// (RxRelay's spelling, without "ed".)
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(bufferSize: nil)
    }

    /// Keeps `element` and sends it to every current subscriber.
    public func accept(_ element: Element) {
        core.onNext(element)
    }

    /// Whether anyone is subscribed (for tests; RxRelay has no such member).
    var hasObservers: Bool { core.hasObservers }

    override func run(_ observer: ObserverNode<Element>) -> any Disposable {
        core.subscription(for: observer)
    }
}
